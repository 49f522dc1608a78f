extension ReviewHTMLPage {
  /// The variant diff: each variant's overrides against the base copy, changed words marked.
  func diffSection() -> String {
    guard !report.variantDiffs.isEmpty else { return "" }
    var out = "<section id=\"variant-diff\">\n<h2>Variant diff</h2>\n"
    out += "<p class=\"hint\">Each variant's text against the base copy: "
    out += "<span class=\"rm\">only in base</span>, <span class=\"add\">only in the variant</span>.</p>\n"
    for diff in report.variantDiffs {
      out += "<h3 id=\"\(ReviewEscaping.html(diff.id))\">\(ReviewEscaping.html(diff.variant)) vs base</h3>\n"
      out += "<table class=\"diff\"><thead><tr><th>key</th><th>locale</th><th>base</th>"
      out += "<th>\(ReviewEscaping.html(diff.variant))</th></tr></thead>\n<tbody>\n"
      for change in diff.changes {
        let locale = ReviewEscaping.html(change.locale)
        out +=
          "<tr class=\"fi\" data-locale=\"\(locale)\" data-table=\"\(ReviewEscaping.html(change.key.table))\">"
        out += "<td><code>\(ReviewEscaping.html(change.key.description))</code></td><td>\(locale)</td>"
        var before = ""
        var after = ""
        for part in WordDiff.diff(change.base ?? "", change.variant) {
          switch part {
          case .same(let text):
            before += Self.multiline(text)
            after += Self.multiline(text)
          case .removed(let text): before += "<span class=\"rm\">\(Self.multiline(text))</span>"
          case .added(let text): after += "<span class=\"add\">\(Self.multiline(text))</span>"
          }
        }
        if change.base == nil { before = "<span class=\"missing\">not in base</span>" }
        out += "<td lang=\"\(locale)\">\(before)</td><td lang=\"\(locale)\">\(after)</td></tr>\n"
      }
      out += "</tbody></table>\n"
    }
    return out + "</section>\n"
  }
}
