import HostSystem
import JourneyRuntime
import TerminalKit
import TextSafety

/// The gallery's `index.html`: one row per scenario, one column per locale.
///
/// Each row names the tape's title, file and `Expect` lines; each cell shows the animated SVG and the GIF
/// and links to the cast, frames, SVG and GIF. No script; a content security policy allows only the gallery's own images and
/// its inline stylesheet; every piece of copy or tape text is escaped.
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
      <title>att-journey demo gallery</title>
      <style>\(stylesheet)</style>
      </head>
      <body>
      <h1>Demo gallery</h1>
      <p class="summary">\(scenarios.count) scenarios × \(locales.count) locales · \(failures == 0 ? "every tape passed" : "\(failures) stopped early")</p>
      <table>
      <thead><tr><th scope="col">scenario</th>
      """
    html +=
      locales.map { "<th scope=\"col\" lang=\"\(escape($0))\">\(escape($0))</th>" }.joined()
      + "</tr></thead>\n<tbody>\n"
    for scenario in scenarios {
      let row = entries.filter { $0.scenario == scenario }
      guard let first = row.first else { continue }
      html += "<tr id=\"\(escape(scenario))\"><th scope=\"row\"><h2>\(escape(first.title))</h2>"
      html += "<p class=\"tape\"><code>\(escape(scenario)).tape</code></p>"
      if !first.expectations.isEmpty {
        html += "<ul class=\"expect\">"
        html += first.expectations.map { "<li><code>\(escape($0))</code></li>" }.joined()
        html += "</ul>"
      }
      html += "</th>"
      for locale in locales {
        guard let entry = row.first(where: { $0.locale == locale }) else {
          html += "<td></td>"
          continue
        }
        html += cell(entry)
      }
      html += "</tr>\n"
    }
    html += "</tbody>\n</table>\n</body>\n</html>\n"
    return html
  }

  private static func cell(_ entry: DemoGalleryEntry) -> String {
    let base = entry.baseName
    var html = "<td class=\"\(entry.failure == nil ? "passed" : "failed")\" lang=\"\(escape(entry.locale))\">"
    html +=
      "<img src=\"\(link(base + ".svg"))\" alt=\"\(escape(entry.title)) (\(escape(entry.locale)))\" loading=\"lazy\">"
    if entry.hasGIF {
      html +=
        "<img src=\"\(link(base + ".gif"))\" alt=\"\(escape(entry.title)) (\(escape(entry.locale)), GIF)\" "
        + "loading=\"lazy\">"
    }
    if let failure = entry.failure { html += "<p class=\"failure\">stopped: \(escape(failure))</p>" }
    html += "<p class=\"files\"><a href=\"\(link(base + ".cast"))\">cast</a> · "
    html += "<a href=\"\(link(base + ".txt"))\">frames</a> · <a href=\"\(link(base + ".svg"))\">SVG</a>"
    if entry.hasGIF { html += " · <a href=\"\(link(base + ".gif"))\">GIF</a>" }
    html += "</p></td>"
    return html
  }

  /// Copy or tape text as HTML text or a quoted attribute value.
  static func escape(_ text: String) -> String { MarkupEscaping.text(text) }

  /// A file of the gallery as a relative link that no name can turn into another scheme or folder.
  static func link(_ name: String) -> String {
    escape("./" + PercentEncoding.path(name, keeping: "-._~"))
  }

  private static let stylesheet = """
    body{font-family:system-ui,sans-serif;margin:1.5rem;background:#fafafa;color:#222}
    table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.5rem;vertical-align:top;background:#fff}
    thead th{position:sticky;top:0;background:#eee}th[scope=row]{text-align:left;max-width:22rem;font-weight:normal}
    h2{font-size:1rem;margin:0 0 .3rem}.tape{margin:0 0 .3rem;color:#555}.expect{margin:0;padding-left:1.1rem;font-size:.85rem}
    img{width:330px;height:auto;display:block;background:#111;margin-bottom:.3rem}.files{margin:.3rem 0 0;font-size:.85rem}
    td.failed{background:#fde8e8}.failure{color:#a00;font-size:.85rem;max-width:330px;overflow-wrap:anywhere}
    """
}
