import CopyLint
import JourneyRuntime

extension ReviewChanges {
  /// The address the phones link to when none is given: the full review written beside the page.
  public static let defaultFullReview = "review.html"

  /// The changes as one self-contained HTML page: per variant and locale, a table of the changed
  /// strings with the old and new text, changed words marked, and their findings; under each change
  /// its phones before and now side by side, each linking to its place in the full review at `fullReview`.
  public func html(fullReview: String = ReviewChanges.defaultFullReview) -> String {
    typealias E = ReviewEscaping
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<title>Copy review — changes since \(E.html(baseline))</title>\n"
    out += "<style>\n\(ReviewStylesheet.css(frameWidth: frames.first?.width ?? 44))"
    out += Self.pairStyle + "</style>\n</head>\n<body>\n"
    out += "<header class=\"top\">\n<h1>Copy review: what changed</h1>\n<dl>\n"
    func item(_ term: String, _ value: String, _ id: String) {
      out += "<dt>\(term)</dt><dd id=\"\(id)\">\(E.html(value))</dd>\n"
    }
    item("copy", copyDirectory, "count-copy")
    item("baseline", baseline, "count-baseline")
    item("generated", generatedAt, "count-generated")
    item("phone", phoneLine, "count-phone")
    for kind in ReviewChangeKind.allCases {
      item(kind.rawValue, "\(kindCounts[kind] ?? 0)", "count-\(kind.rawValue)")
    }
    out += "</dl>\n<div><small id=\"summary\">\(E.html(summaryLine))</small></div>\n</header>\n<main>\n"
    if isEmpty {
      out += "<p id=\"unchanged\">\(E.html(unchangedLine))</p>\n"
    }
    var phones = ReviewChangePhonesHTML(frames: frames, fullReview: fullReview)
    for (variant, locale, group) in groups {
      out += htmlGroup(group, variant: variant, locale: locale, phones: &phones)
    }
    return out + "</main>\n</body>\n</html>\n"
  }

  /// One variant and locale: a heading and a table of its changes, each followed by its phones.
  private func htmlGroup(
    _ group: [ReviewStringChange], variant: String?, locale: String, phones: inout ReviewChangePhonesHTML
  ) -> String {
    typealias E = ReviewEscaping
    let name = ReviewReport.name(of: variant)
    let lang = E.html(locale)
    var out = "<section class=\"changes\" id=\"\(E.html(ReviewReport.anchor("changes", name, locale)))\">\n"
    out += "<h2>\(lang) · \(E.html(name))</h2>\n"
    out += "<table class=\"diff changes\"><thead><tr><th>key</th><th>change</th><th>before</th><th>now</th>"
    out += "<th>findings</th></tr></thead>\n<tbody>\n"
    for change in group {
      out += "<tr class=\"\(change.kind.rawValue)\" data-kind=\"\(change.kind.rawValue)\">"
      out += "<td><code>\(E.html(change.key.description))</code><div class=\"meta\"><var>"
      out += "\(E.html(displayLocation(change)))</var></div></td><td>\(change.kind.rawValue)</td>"
      var (before, after) = Self.htmlDiff(old: change.old, new: change.new)
      if change.old == nil, let note = change.note {
        // The text before is not known: the note says what changed, and no word is marked as added.
        before = "<span class=\"missing\">\(E.html(note))</span>"
        if let new = change.new { after = ReviewHTMLPage.multiline(new) }
      }
      out += "<td lang=\"\(lang)\">\(before)</td><td lang=\"\(lang)\">\(after)</td><td>"
      for finding in change.findings {
        out += "<div class=\"finding sev-\(finding.severity.rawValue)\"><b>\(E.html(finding.ruleID))</b> "
        out += "\(finding.severity.rawValue): \(E.html(finding.message))</div>"
      }
      if change.findings.isEmpty { out += "<span class=\"none\">none</span>" }
      out += "</td></tr>\n"
      out += "<tr class=\"phones\"><td colspan=\"5\">" + phones.pairs(change, lang: lang) + "</td></tr>\n"
    }
    return out + "</tbody></table>\n</section>\n"
  }

  /// The old and new text as HTML, the words only in one of them marked `rm` or `add`.
  static func htmlDiff(old: String?, new: String?) -> (String, String) {
    var before = ""
    var after = ""
    for part in WordDiff.diff(old ?? "", new ?? "") {
      switch part {
      case .same(let text):
        before += ReviewHTMLPage.multiline(text)
        after += ReviewHTMLPage.multiline(text)
      case .removed(let text): before += "<span class=\"rm\">\(ReviewHTMLPage.multiline(text))</span>"
      case .added(let text): after += "<span class=\"add\">\(ReviewHTMLPage.multiline(text))</span>"
      }
    }
    if old == nil { before = "<span class=\"missing\">not there</span>" }
    if new == nil { after = "<span class=\"missing\">removed</span>" }
    return (before, after)
  }
}
