import CopyLint
import JourneyRuntime
import TextSafety

extension ReviewReport {
  /// The report as one self-contained HTML page: inline CSS, one small inline filter script, no
  /// external resource; `order` puts the tables or the phones first.
  public func html(order: ReviewOrder = .tables) -> String {
    var page = ReviewHTMLPage(report: self, order: order)
    return page.document()
  }
}

/// Writes the HTML page; frames are turned into HTML once each and reused.
struct ReviewHTMLPage {
  /// The report.
  let report: ReviewReport
  /// Whether the tables or the phones come first (phones first: each phone's findings beside it).
  let order: ReviewOrder
  /// Each frame's HTML, by frame index, once drawn.
  private var frameHTML: [Int: String] = [:]
  /// Each translator comment shown under the phones, escaped once, by where its entry is defined.
  let commentHTML: [SourceLocation: String]

  /// Creates a writer.
  init(report: ReviewReport, order: ReviewOrder = .tables) {
    self.report = report
    self.order = order
    var comments: [SourceLocation: String] = [:]
    for cell in report.cells {
      for note in cell.keys {
        guard let location = note.location, let comment = note.comment, !comment.isEmpty,
          comments[location] == nil
        else { continue }
        comments[location] = ReviewEscaping.html(comment)
      }
    }
    self.commentHTML = comments
  }

  /// The whole document.
  mutating func document() -> String {
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<title>Copy review — \(ReviewEscaping.html(report.copyDirectory))</title>\n"
    out += "<style>\n\(ReviewStylesheet.css(frameWidth: report.frames.first?.width ?? 44))"
    out += (order == .phones ? Self.besideStyle : "") + "</style>\n</head>\n<body>\n"
    out += header() + toc() + "<main>\n"
    let tables = findingsTable() + captionsSection() + stringsSection() + diffSection()
    var phones = ""
    for variant in report.variants { phones += grid(variant) }
    phones += comparison()
    out += order == .phones ? phones + tables : tables + phones
    return out + "</main>\n" + ReviewScript.filters + "</body>\n</html>\n"
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
    item("phone", report.phoneLine, "count-phone")
    item("cells", "\(report.cells.count)", "count-cells")
    for (severity, id) in [
      (LintSeverity.error, "count-errors"), (.warning, "count-warnings"), (.notice, "count-notices"),
    ] {
      let total = counts[severity] ?? 0
      out += "<dt>\(severity.rawValue)s</dt><dd id=\"\(id)\" data-total=\"\(total)\">\(total)</dd>\n"
    }
    out += "</dl>\n<div><small>\(ReviewEscaping.html(report.coverageLine))</small></div>\n"
    out += "<div><small>variants: \(ReviewEscaping.html(variantNames)) · locales: "
    out += ReviewEscaping.html(report.locales.joined(separator: ", "))
    out += "</small></div>\n" + textSizeLinks() + filterBar()
    return out + "</header>\n"
  }

  /// The filters: locale, table, severity, rule, over budget (script), only flagged phones (CSS).
  func filterBar() -> String {
    func select(_ name: String, _ label: String, _ values: [String]) -> String {
      var out = "<label>\(label) <select name=\"\(name)\"><option value=\"\">all</option>"
      for value in values {
        let escaped = ReviewEscaping.html(value)
        out += "<option value=\"\(escaped)\">\(escaped)</option>"
      }
      return out + "</select></label>"
    }
    var out = "<form id=\"filters\">"
    out += select("locale", "locale", report.locales)
    out += select("table", "table", ReviewReport.unique(report.strings.map(\.table)).sorted())
    out += select("severity", "severity", ["error", "warning", "notice"])
    out += select("rule", "rule", ReviewReport.unique(report.findings.map(\.ruleID)).sorted())
    out += "<label><input type=\"checkbox\" name=\"over\"> over budget</label>"
    out += "<label><input type=\"checkbox\" id=\"only-flagged\"> only phones with findings</label>"
    return out + "</form>\n"
  }

  /// Links to every section, in the page's order.
  func toc() -> String {
    var tables = "<a href=\"#findings\">Findings (\(report.findings.count))</a>"
    if !report.captions.isEmpty { tables += "<a href=\"#captions\">Demo captions</a>" }
    tables += "<a href=\"#strings\">Strings</a>"
    if !report.variantDiffs.isEmpty { tables += "<a href=\"#variant-diff\">Variant diff</a>" }
    var phones = ""
    for variant in report.variants {
      let name = ReviewEscaping.html(ReviewReport.name(of: variant))
      phones += "<a href=\"#grid-\(name)\">Phones: \(name)</a>"
    }
    if !report.variantScreens.isEmpty { phones += "<a href=\"#compare\">Variant comparison</a>" }
    return "<nav class=\"toc\">" + (order == .phones ? phones + tables : tables + phones) + "</nav>\n"
  }

  /// The findings, one folding group per rule (errors and warnings open, notices folded); each row
  /// links to the first phone showing it.
  func findingsTable() -> String {
    var out = "<section id=\"findings\">\n<h2>Findings</h2>\n"
    guard !report.findings.isEmpty else { return out + "<p>No findings.</p>\n</section>\n" }
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for (index, finding) in report.findings.enumerated() {
      if groups[finding.ruleID] == nil { order.append(finding.ruleID) }
      groups[finding.ruleID, default: []].append(index)
    }
    for rule in order {
      let indices = groups[rule] ?? []
      let severity = report.findings[indices[0]].severity.rawValue
      let name = ReviewEscaping.html(rule)
      let open = severity == "notice" ? "" : " open"
      out +=
        "<details class=\"fi rule-group sev-\(severity)\" id=\"rule-\(ReviewEscaping.html(ReviewReport.anchor(rule)))\""
      out += " data-rules=\"\(name)\" data-sev=\"\(severity)\"\(open)><summary><b>\(name)</b> \(severity) · "
      out +=
        severity == "notice"
        ? ReviewEscaping.html("\(indices.count) \(ReviewNoticeLine.kind(of: rule, count: indices.count))")
        : "\(indices.count) finding\(indices.count == 1 ? "" : "s")"
      if let summary = LintRule(rawValue: rule)?.summary { out += " — \(ReviewEscaping.html(summary))" }
      out += "</summary>\n"
      if severity == "notice" {
        for line in report.noticeLines(rule: rule) { out += noticeLocale(line) }
      } else {
        out += findingsTable(indices)
      }
      out += "</details>\n"
    }
    return out + "</section>\n"
  }

  /// A rule's notices in one locale: one line (`ko: 19 system texts not yet checked on a device`)
  /// folding the list of them.
  private func noticeLocale(_ line: ReviewNoticeLine) -> String {
    var out =
      "<details class=\"fi notice-locale\" data-sev=\"notice\" data-rules=\"\(ReviewEscaping.html(line.ruleID))\""
    if let locale = line.locale { out += " data-locale=\"\(ReviewEscaping.html(locale))\"" }
    out += "><summary>\(ReviewEscaping.html(line.text))</summary>\n"
    return out + findingsTable(line.indices) + "</details>\n"
  }

  /// A table of findings, one row each.
  private func findingsTable(_ indices: [Int]) -> String {
    var out = "<table class=\"findings\">\n<thead><tr><th>locale</th><th>variant</th><th>key</th>"
    out += "<th>file:line</th><th>message</th><th>phone</th></tr></thead>\n<tbody>\n"
    for index in indices { out += findingRow(index) }
    return out + "</tbody>\n</table>"
  }

  /// One finding as a table row.
  private func findingRow(_ index: Int) -> String {
    let finding = report.findings[index]
    var out = "<tr id=\"finding-\(index)\" class=\"fi sev-\(finding.severity.rawValue)\""
    if let locale = finding.locale { out += " data-locale=\"\(ReviewEscaping.html(locale))\"" }
    if let table = finding.key?.table { out += " data-table=\"\(ReviewEscaping.html(table))\"" }
    out += ">"
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
    return out + "</td></tr>\n"
  }

  /// The HTML of a frame, drawn once.
  mutating func frame(_ index: Int) -> String {
    if let done = frameHTML[index] { return done }
    let html = ReviewStylesheet.frames.html(report.frames[index])
    frameHTML[index] = html
    return html
  }

  /// "Text size: Large · AX3 · AX5": the same review drawn at each size, the one shown in bold.
  func textSizeLinks() -> String {
    guard !report.textSizePages.isEmpty else { return "" }
    let links = report.textSizePages.map { page in
      page.size == report.textSize
        ? "<b>\(ReviewEscaping.html(page.size.description))</b>"
        : "<a href=\"\(ReviewEscaping.html(page.file))\">\(ReviewEscaping.html(page.size.description))</a>"
    }
    return "<nav class=\"sizes\" id=\"text-sizes\">text size: " + links.joined(separator: " · ") + "</nav>\n"
  }
}
