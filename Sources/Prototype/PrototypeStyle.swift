/// The page's one stylesheet: the layout around the phone, the phone's monospace grid (two-column runs
/// boxed to exactly two columns a character, as the review's grids are) and both appearances' colours.
enum PrototypeStyle {
  /// The most two-column characters one run's box is sized for.
  static let widestRun = 48

  /// The stylesheet.
  static func css() -> String {
    var css = """
      body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1c1c1e;background:#ececf0}
      header{display:flex;flex-wrap:wrap;gap:.6em 1.2em;align-items:end;padding:.7em 1.2em;background:#fff;border-bottom:1px solid #ccc}
      h1{font-size:1.1em;margin:0 1em 0 0}
      h2{font-size:1em;margin:.2em 0 .5em}
      label{display:flex;flex-direction:column;font-size:.8em;color:#444}
      select,#side button{font:inherit;font-size:.95rem}
      main{display:flex;flex-wrap:wrap;gap:1.5em;padding:1.2em;align-items:flex-start}
      #stage{display:flex;flex-direction:column;align-items:center;gap:.6em}
      .phone{margin:0;padding:.6em .4em;border-radius:14px;font-family:"DejaVu Sans Mono","Noto Sans Mono",
      "Noto Sans Mono CJK SC",monospace;font-size:15px;line-height:1.25;white-space:pre;box-shadow:0 2px 10px #0003}
      .phone:lang(ja){font-family:"DejaVu Sans Mono","Noto Sans Mono","Noto Sans Mono CJK JP",monospace}
      .phone:lang(ko){font-family:"DejaVu Sans Mono","Noto Sans Mono","Noto Sans Mono CJK KR",monospace}
      .phone:focus{outline:none}
      .phone button,.phone .more{font:inherit;color:inherit;background:none;border:0;padding:0;margin:0;
      white-space:pre;cursor:pointer;line-height:inherit;text-align:left}
      .phone button:focus-visible{outline:3px solid #f5a400;outline-offset:1px;border-radius:3px}
      .phone button:hover{outline:2px dashed #f5a40099}
      #phone span{display:inline-block;white-space:pre;vertical-align:top;height:1.25em}
      .w{overflow:hidden;letter-spacing:calc(2ch - 1em)}.n{overflow:hidden}
      .b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}
      #note{min-height:1.4em;max-width:30em;margin:0;color:#8a2d00}
      #side{flex:1 1 20em;max-width:34em;background:#fff;border:1px solid #ccc;border-radius:8px;padding:.8em 1em}
      #moves{display:flex;flex-direction:column;gap:.35em;margin-bottom:1em}
      #moves button{text-align:left;padding:.35em .6em;border:1px solid #999;border-radius:6px;background:#f7f7fa;cursor:pointer}
      #moves button:focus-visible,#inspector-toggle:focus-visible,select:focus-visible{outline:3px solid #f5a400}
      #inspector dl{display:grid;grid-template-columns:auto 1fr;gap:.1em .8em;margin:.5em 0}
      #inspector dt{font-weight:bold}#inspector dd{margin:0;font-family:monospace;overflow-wrap:anywhere}
      #events{font-family:monospace;font-size:.85em;padding-left:3em;max-height:16em;overflow:auto}
      footer{padding:0 1.2em 1.2em;font-size:.85em;color:#444}

      """
    for count in 1...widestRun { css += ".w\(count){width:\(count * 2)ch}.n\(count){width:\(count)ch}" }
    css += "\n"
    for appearance in PrototypeAppearance.allCases { css += appearance.rules() }
    return css
  }
}
