import CopyLint
import JourneyRuntime

extension ReviewHTMLPage {
  /// One variant's grid: screens as rows, locales as columns.
  mutating func grid(_ variant: String?) -> String {
    let name = ReviewEscaping.html(ReviewReport.name(of: variant))
    var out =
      "<section id=\"grid-\(name)\">\n<h2>Phones: \(name)</h2>\n<table class=\"grid\">\n<thead><tr><th></th>"
    for locale in report.locales { out += "<th class=\"locale\">\(ReviewEscaping.html(locale))</th>" }
    out += "</tr></thead>\n<tbody>\n"
    for screen in report.screens {
      let screenName = ReviewEscaping.html(screen)
      out += "<tr id=\"row-\(name)-\(screenName)\"><th class=\"row-name\">\(screenName)</th>\n"
      for locale in report.locales {
        guard let cell = report.cell(variant: variant, screen: screen, locale: locale) else { continue }
        out += "<td>" + cellHTML(cell) + "</td>\n"
      }
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table>\n</section>\n"
  }

  /// One cell: title, finding badges, the phone, the keys shown with comments, places and fallbacks.
  mutating func cellHTML(_ cell: ReviewCell) -> String {
    let findings = report.findings(on: cell)
    let worst = findings.map(\.severity).max()
    var classes = "cell fi"
    if let worst { classes += " flagged sev-\(worst.rawValue)" }
    let variant = ReviewEscaping.html(ReviewReport.name(of: cell.variant))
    let severities = ReviewReport.unique(findings.map(\.severity.rawValue)).joined(separator: " ")
    let rules = ReviewReport.unique(findings.map(\.ruleID)).joined(separator: " ")
    let tables = ReviewReport.unique(cell.keys.map(\.key.table)).joined(separator: " ")
    let over = findings.contains {
      $0.ruleID == LintRule.overBudget.rawValue || $0.ruleID == ReviewFinding.overflowRule
    }
    var out = "<div class=\"\(classes)\" id=\"\(ReviewEscaping.html(cell.id))\" data-cell=\"\(variant)\""
    out += " data-sev=\"\(ReviewEscaping.html(severities))\" data-rules=\"\(ReviewEscaping.html(rules))\""
    out += " data-table=\"\(ReviewEscaping.html(tables))\" data-over=\"\(over ? 1 : 0)\""
    out +=
      " data-screen=\"\(ReviewEscaping.html(cell.screen))\" data-locale=\"\(ReviewEscaping.html(cell.locale))\""
    out += " lang=\"\(ReviewEscaping.html(cell.locale))\">"
    out +=
      "<div class=\"cell-title\">\(ReviewEscaping.html(cell.screen)) · \(ReviewEscaping.html(cell.locale)) · \(variant)</div>"
    // Phones first lists the findings beside the phone, so the badges would say the same twice.
    out += badges(cell, findingIndices: order == .phones ? [] : cell.findingIndices)
    out += order == .phones ? besideFindings(cell, phone: frame(cell.frameIndex)) : frame(cell.frameIndex)
    out += keyList(cell.keys)
    out += voiceOverList(cell.voiceOver)
    return out + "</div>"
  }

  /// What VoiceOver reads on the phone, folded: one item per element, in reading order.
  func voiceOverList(_ lines: [String]) -> String {
    guard !lines.isEmpty else { return "" }
    let items = lines.map { "<li>" + ReviewEscaping.html($0) + "</li>" }.joined()
    return "<details class=\"vo\"><summary>VoiceOver (\(lines.count))</summary><ol>" + items
      + "</ol></details>"
  }

  /// A badge per finding on the cell (linking to its row), plus one for unverified system text.
  func badges(_ cell: ReviewCell, findingIndices: [Int]) -> String {
    var out = ""
    for index in findingIndices {
      let finding = report.findings[index]
      let kind = finding.source == .fallback ? "fallback" : finding.severity.rawValue
      out += "<a class=\"badge \(kind)\" href=\"#finding-\(index)\">"
      out += ReviewEscaping.html(finding.ruleID) + "</a>"
    }
    if cell.keys.contains(where: \.isUnverified) {
      out += "<span class=\"badge unverified\">unverified system text</span>"
    }
    return out.isEmpty ? "" : "<div class=\"badges\">\(out)</div>"
  }

  /// The keys shown, each with its file:line, fallback path and translator comment.
  func keyList(_ keys: [ReviewKeyNote]) -> String {
    guard !keys.isEmpty else { return "" }
    var out = "<ul class=\"keys\">"
    for note in keys {
      out += "<li><code>\(ReviewEscaping.html(note.key.description))</code>"
      if note.isMissing {
        out += " <span class=\"missing\">missing in every layer</span>"
      } else {
        out += " <var>\(ReviewEscaping.html(report.displayLocation(note.location)))</var>"
      }
      if note.isFallback, let answered = note.answeredBy {
        let tried = note.fallbacks.map(\.description).joined(separator: ", ")
        out += " <span class=\"fb\">fallback: \(ReviewEscaping.html(answered.description)) text"
        out += " (not in \(ReviewEscaping.html(tried)))</span>"
      }
      if note.isUnverified { out += " <span class=\"unv\">unverified</span>" }
      if let comment = note.comment, !comment.isEmpty {
        out += "<p>\(note.location.flatMap { commentHTML[$0] } ?? ReviewEscaping.html(comment))</p>"
      }
      out += "</li>"
    }
    return out + "</ul>"
  }

  /// The same screen in every variant side by side, per locale, for screens whose copy differs.
  mutating func comparison() -> String {
    guard !report.variantScreens.isEmpty else { return "" }
    var out = "<section id=\"compare\">\n<h2>Variant comparison</h2>\n"
    for locale in report.locales {
      let localeName = ReviewEscaping.html(locale)
      out +=
        "<h3 id=\"compare-\(localeName)\">\(localeName)</h3>\n<table class=\"grid compare\">\n<thead><tr><th></th>"
      for variant in report.variants {
        out += "<th class=\"locale\">\(ReviewEscaping.html(ReviewReport.name(of: variant)))</th>"
      }
      out += "</tr></thead>\n<tbody>\n"
      for screen in report.variantScreens {
        out += "<tr><th class=\"row-name\">\(ReviewEscaping.html(screen))</th>"
        for variant in report.variants {
          guard let cell = report.cell(variant: variant, screen: screen, locale: locale) else { continue }
          let flagged = cell.findingIndices.isEmpty ? "" : " flagged"
          out +=
            "<td><div class=\"cell\(flagged)\" data-compare=\"\(ReviewEscaping.html(ReviewReport.name(of: variant)))\">"
          out +=
            "<a class=\"cell-title\" href=\"#\(ReviewEscaping.html(cell.id))\">\(ReviewEscaping.html(cell.id))</a>"
          out += frame(cell.frameIndex) + "</div></td>"
        }
        out += "</tr>\n"
      }
      out += "</tbody>\n</table>\n"
    }
    return out + "</section>\n"
  }
}
