import CopyLint
import JourneyRuntime
import StringTables

extension ReviewHTMLPage {
  /// The strings view: one table per table file, key × locale, the source (en) in the sticky key column.
  func stringsSection() -> String {
    var out = "<section id=\"strings\">\n<h2>Strings</h2>\n"
    out +=
      "<p class=\"hint\">Each table file with its keys down and locales across; the key column holds the "
    out +=
      "source text. Length is shown against the <code>Budget:</code> in the comment; over budget is red.</p>\n"
    let development = report.sourceLanguage
    let translations = report.locales.filter { $0 != development }
    for table in report.strings {
      let name = ReviewEscaping.html(table.table)
      let variant = ReviewEscaping.html(ReviewReport.name(of: table.variant))
      out +=
        "<section class=\"fi strings-table\" data-table=\"\(name)\" id=\"\(ReviewEscaping.html(table.id))\">"
      out += "<h3>\(name).strings · \(variant)</h3>\n<div class=\"strings-box\"><table class=\"strings\">\n"
      out += "<thead><tr><th class=\"key\">key · \(ReviewEscaping.html(development)) (source)</th>"
      for locale in translations {
        out +=
          "<th class=\"fi\" data-locale=\"\(ReviewEscaping.html(locale))\">\(ReviewEscaping.html(locale))</th>"
      }
      out += "</tr></thead>\n<tbody>\n"
      for row in table.rows { out += rowHTML(row, table: table, translations: translations) }
      out += "</tbody>\n</table></div></section>\n"
    }
    return out + "</section>\n"
  }

  /// One key: the source cell, then one cell per translation.
  private func rowHTML(_ row: ReviewStringRow, table: ReviewStringTable, translations: [String]) -> String {
    let strings = row.strings.values
    let severities = Set(strings.flatMap { $0.findingIndices.map { report.findings[$0].severity.rawValue } })
    let rules = Set(strings.flatMap { $0.findingIndices.map { report.findings[$0].ruleID } })
    let over = strings.contains(where: \.isOverBudget)
    var out =
      "<tr class=\"fi\" id=\"\(ReviewEscaping.html(ReviewReport.anchor("key", ReviewReport.name(of: table.variant), table.table, row.key)))\""
    out += " data-sev=\"\(ReviewEscaping.html(severities.sorted().joined(separator: " ")))\""
    out +=
      " data-rules=\"\(ReviewEscaping.html(rules.sorted().joined(separator: " ")))\" data-over=\"\(over ? 1 : 0)\">"
    out += "<th class=\"key\"><code>\(ReviewEscaping.html(row.key))</code>"
    if let source = row.strings[report.sourceLanguage] {
      out += stringHTML(source, locale: report.sourceLanguage)
    } else {
      out += "<div class=\"missing\">not in \(ReviewEscaping.html(report.sourceLanguage))</div>"
    }
    out += "</th>"
    for locale in translations {
      let name = ReviewEscaping.html(locale)
      guard let string = row.strings[locale] else {
        out += "<td class=\"fi absent\" data-locale=\"\(name)\">—</td>"
        continue
      }
      let worst = string.findingIndices.map { report.findings[$0].severity }.max()
      let classes = "fi" + (worst.map { " sev-\($0.rawValue)" } ?? "") + (string.isOverBudget ? " over" : "")
      out +=
        "<td class=\"\(classes)\" data-locale=\"\(name)\">" + stringHTML(string, locale: locale) + "</td>"
    }
    return out + "</tr>\n"
  }

  /// A value with its length, status, place, phones, findings and comment.
  private func stringHTML(_ string: ReviewString, locale: String) -> String {
    var out =
      "<div class=\"val\" lang=\"\(ReviewEscaping.html(locale))\">\(Self.multiline(string.value))</div>"
    out += "<div class=\"meta\">"
    if let budget = string.budget {
      let over = string.isOverBudget ? " over" : ""
      out += "<span class=\"len\(over)\">\(string.length)/\(budget.limit) \(budget.unit.name)</span>"
    } else {
      out += "<span class=\"len\">\(string.length) characters, no budget</span>"
    }
    if let status = string.status {
      out += " <span class=\"st \(status.rawValue)\">\(status.rawValue)</span>"
    }
    if report.isStale(string) {
      out += " <span class=\"st stale\">\(ReviewReport.staleLabel(report.sourceLanguage))</span>"
    }
    out += " <var>\(ReviewEscaping.html(report.displayLocation(string.location)))</var></div>"
    if !string.cellIDs.isEmpty {
      out += "<div class=\"phones\">"
      for id in string.cellIDs {
        out +=
          "<a href=\"#\(ReviewEscaping.html(id))\">\(ReviewEscaping.html(report.screenName(ofCell: id)))</a> "
      }
      out += "</div>"
    }
    if !string.findingIndices.isEmpty {
      out += "<div class=\"badges\">"
      for index in string.findingIndices {
        let finding = report.findings[index]
        out += "<a class=\"badge \(finding.severity.rawValue)\" href=\"#finding-\(index)\" "
        out += "title=\"\(ReviewEscaping.html(finding.message))\">\(ReviewEscaping.html(finding.ruleID))</a>"
      }
      out += "</div>"
    }
    if let comment = string.comment, !comment.isEmpty {
      out += "<details><summary>comment</summary><p>\(ReviewEscaping.html(comment))</p></details>"
    }
    return out
  }

  /// Text with its line breaks kept (each shown as ↵), every other control made visible and escaped.
  static func multiline(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { ReviewEscaping.html(String($0)) }
      .joined(separator: "<span class=\"nl\">↵</span><br>")
  }
}

extension ReviewReport {
  /// The screen name inside a cell id (`cell-base-primer-ko` → `primer`).
  func screenName(ofCell id: String) -> String {
    for variant in variants {
      let prefix = "cell-\(ReviewReport.name(of: variant))-"
      guard id.hasPrefix(prefix) else { continue }
      for locale in locales where id.hasSuffix("-\(locale)") {
        return String(id.dropFirst(prefix.count).dropLast(locale.count + 1))
      }
    }
    return id
  }

  /// An element id made of parts joined by `-`, every character outside `A-Z a-z 0-9 . _ -` as `_`.
  static func anchor(_ parts: String...) -> String {
    String(
      parts.joined(separator: "-").map { character -> Character in
        character.isASCII && (character.isLetter || character.isNumber || ".-_".contains(character))
          ? character : "_"
      })
  }
}
