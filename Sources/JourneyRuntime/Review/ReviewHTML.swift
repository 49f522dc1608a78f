extension ReviewReport {
  /// The report as one self-contained HTML page: inline CSS, no script, no external resource.
  public func html() -> String {
    var page = ReviewHTMLPage(report: self)
    return page.document()
  }
}

/// Writes the HTML page; frames are turned into HTML once each and reused.
struct ReviewHTMLPage {
  /// The report.
  let report: ReviewReport
  /// Each frame's HTML, by frame index, once drawn.
  private var frameHTML: [Int: String] = [:]

  /// Creates a writer.
  init(report: ReviewReport) {
    self.report = report
  }

  /// The whole document.
  mutating func document() -> String {
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<title>Copy review — \(ReviewEscaping.html(report.copyDirectory))</title>\n"
    out +=
      "<style>\n\(ReviewStylesheet.css(frameWidth: report.frames.first?.width ?? 44))</style>\n</head>\n<body>\n"
    out += header() + toc() + "<main>\n" + findingsTable()
    for variant in report.variants { out += grid(variant) }
    out += comparison()
    return out + "</main>\n</body>\n</html>\n"
  }

  /// The sticky header: directory, time, counts, the "only flagged" filter.
  func header() -> String {
    let counts = report.severityCounts
    let variantNames = report.variants.map { ReviewReport.name(of: $0) }.joined(separator: ", ")
    var out = "<header class=\"top\">\n<h1>Copy review</h1>\n<dl>\n"
    func item(_ term: String, _ value: String, _ id: String) {
      out += "<dt>\(term)</dt><dd id=\"\(id)\">\(ReviewEscaping.html(value))</dd>\n"
    }
    item("copy", report.copyDirectory, "count-copy")
    item("generated", report.generatedAt, "count-generated")
    item("screens", "\(report.screens.count)", "count-screens")
    item("locales", "\(report.locales.count)", "count-locales")
    item("variants", "\(report.variants.count)", "count-variants")
    item("cells", "\(report.cells.count)", "count-cells")
    item("errors", "\(counts[.error] ?? 0)", "count-errors")
    item("warnings", "\(counts[.warning] ?? 0)", "count-warnings")
    item("notices", "\(counts[.notice] ?? 0)", "count-notices")
    out += "</dl>\n<div><small>variants: \(ReviewEscaping.html(variantNames)) · locales: "
    out += ReviewEscaping.html(report.locales.joined(separator: ", "))
    out += "</small><label><input type=\"checkbox\" id=\"only-flagged\"> only screens with findings</label>"
    return out + "</div>\n</header>\n"
  }

  /// Links to every section.
  func toc() -> String {
    var out = "<nav class=\"toc\"><a href=\"#findings\">Findings (\(report.findings.count))</a>"
    for variant in report.variants {
      let name = ReviewEscaping.html(ReviewReport.name(of: variant))
      out += "<a href=\"#grid-\(name)\">Grid: \(name)</a>"
    }
    if !report.variantScreens.isEmpty { out += "<a href=\"#compare\">Variant comparison</a>" }
    return out + "</nav>\n"
  }

  /// The findings table; each row links to the first cell showing it.
  func findingsTable() -> String {
    var out = "<section id=\"findings\">\n<h2>Findings</h2>\n"
    guard !report.findings.isEmpty else { return out + "<p>No findings.</p>\n</section>\n" }
    out +=
      "<div class=\"findings-box\"><table class=\"findings\">\n<thead><tr><th>rule</th><th>severity</th><th>locale</th>"
    out +=
      "<th>variant</th><th>key</th><th>file:line</th><th>message</th><th>cell</th></tr></thead>\n<tbody>\n"
    for (index, finding) in report.findings.enumerated() {
      out += "<tr id=\"finding-\(index)\" class=\"sev-\(finding.severity.rawValue)\">"
      out += "<td>\(ReviewEscaping.html(finding.ruleID))</td><td>\(finding.severity.rawValue)</td>"
      out += "<td>\(ReviewEscaping.html(finding.locale ?? ""))</td>"
      out +=
        "<td>\(ReviewEscaping.html(finding.variant ?? (finding.locale == nil ? "" : ReviewReport.baseName)))</td>"
      out += "<td>\(ReviewEscaping.html(finding.key?.description ?? ""))</td>"
      out += "<td>\(ReviewEscaping.html(report.displayLocation(finding.location)))</td>"
      out += "<td>\(ReviewEscaping.html(finding.message))</td><td>"
      if let first = finding.cellIDs.first {
        out +=
          "<a class=\"cell-link\" href=\"#\(ReviewEscaping.html(first))\">\(ReviewEscaping.html(first))</a>"
        if finding.cellIDs.count > 1 { out += " (+\(finding.cellIDs.count - 1) more)" }
      }
      out += "</td></tr>\n"
    }
    return out + "</tbody>\n</table></div>\n</section>\n"
  }

  /// The HTML of a frame, drawn once.
  mutating func frame(_ index: Int) -> String {
    if let done = frameHTML[index] { return done }
    let html = ReviewFrameHTML.html(report.frames[index])
    frameHTML[index] = html
    return html
  }
}
