import JourneyScreens
import TerminalKit

/// The review page's inline CSS: the terminal theme's colours for frames, plus the page layout.
enum ReviewStylesheet {
  /// The whole stylesheet.
  static func css(frameWidth: Int) -> String {
    frames.stylesheet(maxWidth: frameWidth) + page
  }

  /// The renderer of the review's frames, in the terminal theme's colours.
  static let frames = HTMLRenderer(theme: .journey(usesColor: true))

  /// Page layout: sticky header and filters, grouped findings, strings tables, variant diff, phones.
  static let page = """
    html{scroll-padding-top:var(--top,170px)}
    body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f6;color:#222}
    header.top{position:sticky;top:0;z-index:10;background:#1d1f24;color:#eee;padding:8px 16px;\
    box-shadow:0 2px 4px #0004}
    header.top h1{font-size:18px;margin:0 0 4px}
    header.top dl{display:flex;flex-wrap:wrap;gap:4px 18px;margin:0;font-size:13px}
    header.top dt{color:#9ab}header.top dd{margin:0 0 0 4px}
    header.top label{font-size:13px;margin-left:12px}
    nav.toc{padding:8px 16px;background:#fff;border-bottom:1px solid #ccc;font-size:13px}
    nav.toc a{margin-right:12px}
    main{padding:0 16px 40px}
    h2{margin:24px 0 8px;scroll-margin-top:8px}h3{scroll-margin-top:8px}
    table{border-collapse:collapse}
    table.findings td,table.findings th{border:1px solid #ccc;padding:2px 6px;font-size:13px;\
    vertical-align:top;text-align:left}
    table.findings tr{scroll-margin-top:8px}table.findings tr:target{background:#ffd}
    table.findings{table-layout:fixed;width:100%;background:#fff}table.findings td{overflow-wrap:anywhere}
    table.findings th:nth-child(1){width:6%}table.findings th:nth-child(2){width:8%}
    table.findings th:nth-child(3){width:17%}table.findings th:nth-child(4){width:16%}
    table.findings th:nth-child(6){width:15%}table.findings th{background:#eee}
    [hidden]{display:none!important}
    header.top form{display:flex;flex-wrap:wrap;gap:4px 14px;font-size:13px;margin-top:6px}
    details.rule-group{margin:6px 0;background:#fff;border:1px solid #ccc;border-left:6px solid #999;\
    max-width:1360px}
    details.rule-group.sev-error{border-left-color:#d33}details.rule-group.sev-warning{border-left-color:#db3}
    details.rule-group.sev-notice{border-left-color:#38f}
    details.rule-group>summary{cursor:pointer;padding:4px 8px;font-size:14px}
    details.notice-locale>summary{cursor:pointer;padding:2px 8px 2px 24px;font-size:13px}
    p.hint{font-size:13px;color:#555;margin:4px 0}
    .strings-table{scroll-margin-top:8px}
    .strings-box{max-height:80vh;overflow:auto;border:1px solid #ccc;background:#fff}
    table.strings{border-collapse:separate;border-spacing:0}
    table.strings th,table.strings td{border-right:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 6px;\
    vertical-align:top;font-size:13px;min-width:26ch;max-width:38ch;text-align:left;background:#fff}
    table.strings thead th{position:sticky;top:0;background:#eee;z-index:2}
    table.strings th.key{position:sticky;left:0;background:#f6f6fa;z-index:1;font-weight:normal}
    table.strings thead th.key{z-index:3;background:#e4e4ea}
    table.strings tr:target th.key{background:#ffd}table.strings tbody tr{scroll-margin-top:3em}
    .val{white-space:pre-wrap;overflow-wrap:anywhere}.nl{color:#aaa}
    .meta{font-size:11px;color:#666}.meta var{font-style:normal}
    .len.over{color:#fff;background:#d33;padding:0 4px;border-radius:3px;font-weight:bold}
    table.strings td.over{background:#fff0f0}
    .st.verified{color:#282}.st.unverified,.st.conflicting,.st.stale{color:#b60;font-weight:bold}
    .phones a{font-size:11px;margin-right:4px}
    table.strings details summary{font-size:11px;color:#555;cursor:pointer}
    table.strings details p{font-size:11px;font-style:italic;margin:0;color:#333}
    table.strings td.sev-error{box-shadow:inset 4px 0 #d33}table.strings td.sev-warning{box-shadow:inset 4px 0 #db3}
    table.strings td.sev-notice{box-shadow:inset 4px 0 #38f}
    table.diff{background:#fff;max-width:1360px}
    table.diff td,table.diff th{border:1px solid #ccc;padding:3px 6px;vertical-align:top;font-size:13px;\
    text-align:left}
    table.diff td:nth-child(3),table.diff td:nth-child(4){width:42%}
    .rm{background:#fcc;color:#700}.add{background:#cfc;color:#050}
    table.grid th.row-name{position:sticky;left:0;background:#e8e8ee;writing-mode:vertical-rl;\
    transform:rotate(180deg);font-size:13px;padding:4px}
    table.grid th.locale{font-size:14px;padding:4px}
    table.grid td{vertical-align:top;padding:6px}
    .cell{background:#fff;border:3px solid #ddd;border-radius:6px;padding:4px;width:46ch;\
    scroll-margin-top:8px}
    .cell:target{box-shadow:0 0 0 4px #38f}
    .cell.sev-error{border-color:#d33}.cell.sev-warning{border-color:#db3}.cell.sev-notice{border-color:#38f}
    .cell .screen{margin:4px 0;font-size:12px}
    .cell-title{font-size:12px;color:#555}
    .badges{display:flex;flex-wrap:wrap;gap:3px;margin:2px 0}
    .badge{font-size:11px;padding:1px 5px;border-radius:8px;color:#fff;text-decoration:none}
    .badge.error{background:#d33}.badge.warning{background:#b80}.badge.notice{background:#38f}
    .badge.fallback{background:#c4c}.badge.unverified{background:#555}
    ul.keys{list-style:none;padding:0;margin:4px 0;font-size:11px;max-width:46ch}
    ul.keys li{border-top:1px solid #eee;padding:2px 0;overflow-wrap:anywhere}
    ul.keys code{font-weight:bold}
    details.vo{font-size:11px;max-width:46ch;margin:4px 0}
    details.vo summary{cursor:pointer;color:#555}
    details.vo ol{margin:2px 0;padding-left:2.2em}
    ul.keys var{color:#666;font-style:normal}ul.keys p{color:#333;font-style:italic;margin:0}
    .phone{display:flex;width:max-content}.phone pre{margin:0}
    .fb{color:#a2a}.missing{color:#d33;font-weight:bold}.unv{color:#b60;font-weight:bold}
    tr.sev-error td:nth-child(2){color:#d33;font-weight:bold}
    body:has(#only-flagged:checked) table.grid tbody tr:not(:has(.flagged)){display:none}
    """
}
