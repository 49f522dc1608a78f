import CopyLint

extension ReviewHTMLPage {
  /// The captions view: one table per demo, its captions down in the order it shows them and the locales
  /// across, each with the findings on it; a caption a locale lacks shows the development language's,
  /// marked, as the demo's recordings do.
  func captionsSection() -> String {
    guard !report.captions.isEmpty else { return "" }
    var out = "<section id=\"captions\">\n<h2>Demo captions</h2>\n"
    out +=
      "<p class=\"hint\">Each demo's captions, in the order its tape shows them under the phone, in every "
    out += "locale (<code>Demos.strings</code>).</p>\n"
    let locales = ReviewReport.unique([report.sourceLanguage] + report.locales)
    for demo in report.captions {
      out += "<section class=\"demo-captions\" id=\"\(ReviewEscaping.html(demo.id))\">"
      out += "<h3>\(ReviewEscaping.html(demo.demo.title)) <small><code>"
      out += "\(ReviewEscaping.html(demo.demo.name)).tape</code></small></h3>\n"
      guard !demo.rows.isEmpty else {
        out += "<p class=\"hint\">No captions.</p></section>\n"
        continue
      }
      out += "<div class=\"strings-box\"><table class=\"strings\">\n<thead><tr><th class=\"key\">key</th>"
      for locale in locales {
        out +=
          "<th class=\"fi\" data-locale=\"\(ReviewEscaping.html(locale))\">\(ReviewEscaping.html(locale))</th>"
      }
      out += "</tr></thead>\n<tbody>\n"
      for row in demo.rows {
        out += "<tr><th class=\"key\"><code>\(ReviewEscaping.html(row.key))</code></th>"
        for locale in locales {
          out += captionCell(row.texts[locale], locale: locale)
        }
        out += "</tr>\n"
      }
      out += "</tbody>\n</table></div></section>\n"
    }
    return out + "</section>\n"
  }

  /// One caption in one locale, with its findings; a fallback is marked as such.
  private func captionCell(_ caption: ReviewCaptionText?, locale: String) -> String {
    let name = ReviewEscaping.html(locale)
    guard let caption else { return "<td class=\"fi absent\" data-locale=\"\(name)\">—</td>" }
    let worst = caption.findingIndices.map { report.findings[$0].severity }.max()
    let classes = "fi" + (worst.map { " sev-\($0.rawValue)" } ?? "")
    let lang = caption.isFallback ? report.sourceLanguage : locale
    var out = "<td class=\"\(classes)\" data-locale=\"\(name)\">"
    out += "<div class=\"val\" lang=\"\(ReviewEscaping.html(lang))\">\(Self.multiline(caption.text))</div>"
    if caption.isFallback {
      out +=
        "<div class=\"missing\">missing in \(name): shows \(ReviewEscaping.html(report.sourceLanguage))</div>"
    }
    if !caption.findingIndices.isEmpty {
      out += "<div class=\"badges\">"
      for index in caption.findingIndices {
        let finding = report.findings[index]
        out += "<a class=\"badge \(finding.severity.rawValue)\" href=\"#finding-\(index)\" "
        out += "title=\"\(ReviewEscaping.html(finding.message))\">\(ReviewEscaping.html(finding.ruleID))</a>"
      }
      out += "</div>"
    }
    return out + "</td>"
  }
}

extension ReviewReport {
  /// The captions section as plain lines: each demo, each caption, each locale's text with its findings
  /// (`Markdown` and text share it).
  func captionLines(
    demo: (ReviewDemoCaptions) -> String, caption: (String) -> String,
    text: (_ locale: String, _ text: String, _ note: String) -> String
  ) -> String {
    var out = ""
    let locales = ReviewReport.unique([sourceLanguage] + locales)
    for entry in captions {
      out += demo(entry)
      for row in entry.rows {
        out += caption(row.key)
        for locale in locales {
          guard let shown = row.texts[locale] else { continue }
          var notes: [String] = []
          if shown.isFallback { notes.append("missing in \(locale): shows \(sourceLanguage)") }
          for index in shown.findingIndices {
            let finding = findings[index]
            notes.append("\(finding.ruleID) \(finding.severity.rawValue): \(finding.message)")
          }
          out += text(locale, shown.text, notes.joined(separator: "; "))
        }
      }
    }
    return out
  }
}
