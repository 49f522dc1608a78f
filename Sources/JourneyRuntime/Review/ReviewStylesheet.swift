/// The review page's inline CSS: the terminal theme's colours for frames, plus the page layout.
enum ReviewStylesheet {
  /// The whole stylesheet.
  static func css(frameWidth: Int) -> String {
    ReviewFrameHTML.stylesheet(maxWidth: frameWidth) + page
  }

  /// Page layout: sticky header, grids, cells, badges, findings table, the "only flagged" filter.
  static let page = """
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
    h2{margin:24px 0 8px;scroll-margin-top:90px}h3{scroll-margin-top:90px}
    table{border-collapse:collapse}
    table.findings td,table.findings th{border:1px solid #ccc;padding:2px 6px;font-size:13px;\
    vertical-align:top;text-align:left}
    table.findings tr{scroll-margin-top:90px}table.findings tr:target{background:#ffd}
    .findings-box{max-height:45vh;max-width:1360px;overflow:auto;border:1px solid #ccc;background:#fff}
    table.findings{table-layout:fixed;width:100%}table.findings td{overflow-wrap:anywhere}
    table.findings th:nth-child(1){width:9%}table.findings th:nth-child(2){width:6%}
    table.findings th:nth-child(3){width:5%}table.findings th:nth-child(4){width:8%}
    table.findings th:nth-child(5){width:15%}table.findings th:nth-child(6){width:14%}
    table.findings th:nth-child(8){width:13%}table.findings th{position:sticky;top:0;background:#eee}
    table.grid th.row-name{position:sticky;left:0;background:#e8e8ee;writing-mode:vertical-rl;\
    transform:rotate(180deg);font-size:13px;padding:4px}
    table.grid th.locale{font-size:14px;padding:4px}
    table.grid td{vertical-align:top;padding:6px}
    .cell{background:#fff;border:3px solid #ddd;border-radius:6px;padding:4px;width:46ch;\
    scroll-margin-top:90px}
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
    ul.keys var{color:#666;font-style:normal}ul.keys p{color:#333;font-style:italic;margin:0}
    .phone{display:flex;width:max-content}.phone pre{margin:0}
    .fb{color:#a2a}.missing{color:#d33;font-weight:bold}.unv{color:#b60;font-weight:bold}
    tr.sev-error td:nth-child(2){color:#d33;font-weight:bold}
    body:has(#only-flagged:checked) table.grid tbody tr:not(:has(.flagged)){display:none}
    """
}
