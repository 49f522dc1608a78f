import HostSystem
import JourneyRuntime
import TerminalKit
import TextSafety

/// The gallery's `index.html`: every demo, one picture at a time in the locale chosen at the top, beside
/// its captions and the tape's checks.
///
/// The locale switch is radio buttons styled by CSS alone: the page has no script, and a content security
/// policy allows only the gallery's own images and the inline stylesheet; every piece of copy or tape text
/// is escaped.
enum DemoGalleryHTML {
  static func page(entries: [DemoGalleryEntry], locales: [String]) -> String {
    var scenarios: [String] = []
    for entry in entries where !scenarios.contains(entry.scenario) { scenarios.append(entry.scenario) }
    let failures = entries.filter { $0.failure != nil }.count
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'">
      <meta name="generator" content="att-journey gallery">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Demo gallery</title>
      <style>\(stylesheet(locales))</style>
      </head>
      <body>

      """
    // The radios come first so that the stylesheet's `:checked ~` rules reach the header and the demos.
    for (index, locale) in locales.enumerated() {
      html +=
        "<input type=\"radio\" name=\"locale\" class=\"pick\" id=\"\(pickID(index))\" "
        + "aria-label=\"\(escape(locale))\"\(index == 0 ? " checked" : "")>\n"
    }
    html += "<header><h1>Demo gallery</h1>"
    html +=
      "<p class=\"summary\">\(scenarios.count) demos × \(locales.count) locales · "
      + "\(failures == 0 ? "every tape passed" : "\(failures) stopped early")</p>"
    html += "<nav aria-label=\"Locale\">"
    for (index, locale) in locales.enumerated() {
      html += "<label for=\"\(pickID(index))\" lang=\"\(escape(locale))\">\(escape(locale))</label>"
    }
    html += "</nav></header>\n<main>\n"
    for scenario in scenarios {
      let row = entries.filter { $0.scenario == scenario }
      guard let first = row.first else { continue }
      html += "<section class=\"demo\" id=\"\(escape(scenario))\">"
      html += "<h2>\(escape(first.title))</h2><p class=\"tape\"><code>\(escape(scenario)).tape</code></p>"
      html += "<div class=\"body\">"
      for (index, locale) in locales.enumerated() {
        guard let entry = row.first(where: { $0.locale == locale }) else { continue }
        html += shot(entry, index: index)
      }
      html += checks(first.expectations)
      html += "</div></section>\n"
    }
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  /// One locale's picture of a demo, with its captions, links and failure; shown when its locale is chosen.
  private static func shot(_ entry: DemoGalleryEntry, index: Int) -> String {
    let base = entry.baseName
    let state = entry.failure == nil ? "passed" : "failed"
    var html = "<figure class=\"shot \(localeClass(index)) \(state)\" lang=\"\(escape(entry.locale))\">"
    if entry.hasPicture {
      html +=
        "<img src=\"\(link(entry.pictureName))\" alt=\"\(escape(entry.title)) (\(escape(entry.locale)))\" "
        + "loading=\"lazy\">"
    }
    html += "<figcaption>"
    if !entry.captions.isEmpty {
      html += "<ol class=\"captions\">"
      html += entry.captions.map { "<li>\(escape($0))</li>" }.joined()
      html += "</ol>"
    }
    if let failure = entry.failure { html += "<p class=\"failure\">stopped: \(escape(failure))</p>" }
    html += "<p class=\"files\" lang=\"en\"><a href=\"\(link(base + ".cast"))\">cast</a> · "
    html += "<a href=\"\(link(base + ".txt"))\">frames</a>"
    if entry.hasPicture {
      html += " · <a href=\"\(link(entry.pictureName))\">\(entry.picture.rawValue.uppercased())</a>"
    }
    html += "</p></figcaption></figure>"
    return html
  }

  /// The tape's `Expect` lines: what the demo proves, the same in every locale.
  private static func checks(_ expectations: [String]) -> String {
    guard !expectations.isEmpty else { return "" }
    return "<div class=\"checks\"><h3>Checks</h3><ul>"
      + expectations.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul></div>"
  }

  private static func pickID(_ index: Int) -> String { "locale-\(index)" }
  private static func localeClass(_ index: Int) -> String { "in-\(index)" }

  /// Copy or tape text as HTML text or a quoted attribute value.
  static func escape(_ text: String) -> String { MarkupEscaping.text(text) }

  /// A file of the gallery as a relative link that no name can turn into another scheme or folder.
  static func link(_ name: String) -> String {
    escape("./" + PercentEncoding.path(name, keeping: "-._~"))
  }

  /// The page's look, with one rule per locale showing its pictures and marking its label when chosen.
  private static func stylesheet(_ locales: [String]) -> String {
    var css = """
      body{font-family:system-ui,sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}
      header{position:sticky;top:0;z-index:1;background:#fff;border-bottom:1px solid #d1d1d6;padding:.8rem 1.5rem;display:flex;flex-wrap:wrap;align-items:baseline;gap:.5rem 1.5rem}
      h1{font-size:1.3rem;margin:0}.summary{margin:0;color:#636366}
      nav{display:flex;flex-wrap:wrap;gap:.3rem}nav label{padding:.25rem .7rem;border:1px solid #c7c7cc;border-radius:999px;cursor:pointer;background:#fff}
      .pick{position:absolute;opacity:0;pointer-events:none}
      main{padding:1rem 1.5rem;display:grid;gap:1.2rem}
      .demo{background:#fff;border-radius:12px;padding:1rem 1.2rem;box-shadow:0 1px 2px rgba(0,0,0,.08)}
      h2{font-size:1.1rem;margin:0}.tape{margin:.2rem 0 .8rem;color:#636366;font-size:.85rem}
      .body{display:flex;flex-wrap:wrap;gap:1.2rem;align-items:flex-start}
      .shot{display:none;margin:0;gap:1.2rem;flex-wrap:wrap;align-items:flex-start}
      .shot img{display:block;min-width:300px;max-width:100%;height:auto;background:#000;border-radius:6px}
      figcaption{max-width:26rem}.captions{margin:0 0 .6rem;padding-left:1.3rem;font-size:1rem;line-height:1.4}
      .captions li{margin-bottom:.4rem}.files{font-size:.85rem;color:#636366;margin:.4rem 0}
      .failed figcaption{border-left:4px solid #ff3b30;padding-left:.6rem}.failure{color:#c00;overflow-wrap:anywhere}
      .checks{max-width:26rem}.checks h3{font-size:.9rem;margin:0 0 .3rem;color:#636366}.checks ul{margin:0;padding-left:1.1rem;font-size:.85rem}

      """
    for index in locales.indices {
      css += "#\(pickID(index)):checked~main .\(localeClass(index)){display:flex}"
      css +=
        "#\(pickID(index)):checked~header label[for=\(pickID(index))]{background:#007aff;color:#fff;border-color:#007aff}"
      css +=
        "#\(pickID(index)):focus-visible~header label[for=\(pickID(index))]{outline:2px solid #007aff;outline-offset:2px}\n"
    }
    return css
  }
}
