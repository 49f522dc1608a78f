import CopyLint
import JourneyRuntime
import TextSafety

extension ReviewChanges {
  /// The changes as Markdown for a review thread: the header, then per variant and locale a table of
  /// the changed strings; removed words in `<del>`, added words in `<ins>`, all copy escaped by
  /// `MarkdownEscaping`.
  public func markdown() -> String {
    typealias MD = MarkdownEscaping
    var out = "# Copy review: what changed\n\n"
    out += "- copy: \(MD.inline(copyDirectory))\n"
    out += "- baseline: \(MD.inline(baseline))\n"
    out += "- generated: \(MD.inline(generatedAt))\n"
    out += "- phone: \(MD.inline(phoneLine))\n"
    out += "- \(MD.inline(summaryLine))\n\n"
    if isEmpty { return out }
    for (variant, locale, group) in groups {
      let name = ReviewReport.name(of: variant)
      out +=
        "## \(MD.inline("\(locale) · \(name)")) \(MD.target(ReviewReport.anchor("changes", name, locale)))\n\n"
      out += "| key | change | before | now | phones | findings |\n|---|---|---|---|---|---|\n"
      for change in group {
        var (before, after) = Self.markdownDiff(old: change.old, new: change.new)
        if change.old == nil, let note = change.note {
          before = "*\(MD.inline(note))*"
          if let new = change.new { after = MD.inline(new) }
        }
        let place = displayLocation(change)
        let findings = change.findings.map {
          "**\(MD.inline($0.ruleID))** \($0.severity.rawValue): \(MD.inline($0.message))"
        }
        let cells = [
          MD.inline(change.key.description) + (place.isEmpty ? "" : " (\(MD.inline(place)))"),
          change.kind.rawValue, before, after, MD.inline(change.screens.joined(separator: ", ")),
          findings.joined(separator: "; "),
        ]
        out += "| " + cells.joined(separator: " | ") + " |\n"
      }
      out += "\n"
    }
    return out
  }

  /// The old and new text as inline Markdown, the words only in one of them in `<del>` or `<ins>`.
  static func markdownDiff(old: String?, new: String?) -> (String, String) {
    typealias MD = MarkdownEscaping
    var before = ""
    var after = ""
    for part in WordDiff.diff(old ?? "", new ?? "") {
      switch part {
      case .same(let text):
        before += MD.inline(text)
        after += MD.inline(text)
      case .removed(let text): before += "<del>\(MD.inline(text))</del>"
      case .added(let text): after += "<ins>\(MD.inline(text))</ins>"
      }
    }
    return (old == nil ? "—" : before, new == nil ? "—" : after)
  }

  /// The changes as plain text for a terminal: per variant and locale, each string with its old and
  /// new text, the word diff as `[-removed-]{+added+}`, its phones and its findings.
  public func text() -> String {
    typealias E = ReviewEscaping
    let heavy = String(repeating: "=", count: 78)
    let light = String(repeating: "-", count: 78)
    var out = "Copy review: what changed\n\(heavy)\n"
    out += "copy:      \(E.visible(copyDirectory))\n"
    out += "baseline:  \(E.visible(baseline))\n"
    out += "generated: \(E.visible(generatedAt))\n"
    out += "phone:     \(E.visible(phoneLine))\n"
    out += "\(E.visible(summaryLine))\n"
    if isEmpty { return out }
    for (variant, locale, group) in groups {
      out += "\n\(E.visible("\(locale) · \(ReviewReport.name(of: variant))"))\n\(heavy)\n"
      for change in group {
        let place = displayLocation(change)
        out += "\(light)\n\(change.kind.rawValue): \(E.visible(change.key.description))"
        out += place.isEmpty ? "\n" : "  \(E.visible(place))\n"
        out += "  before: \(change.old.map(E.visible) ?? change.note.map { "(\(E.visible($0)))" } ?? "—")\n"
        out += "  now:    \(change.new.map(E.visible) ?? "—")\n"
        if change.kind == .changed, change.old != nil {
          out += "  diff:   \(Self.textDiff(old: change.old, new: change.new))\n"
        }
        if !change.screens.isEmpty {
          out += "  phones: \(E.visible(change.screens.joined(separator: ", ")))\n"
        }
        for finding in change.findings {
          out +=
            "  ! [\(E.visible(finding.ruleID))] \(finding.severity.rawValue): \(E.visible(finding.message))\n"
        }
      }
    }
    return out
  }

  /// The word diff on one line: `[-removed-]{+added+}`, every control made visible.
  static func textDiff(old: String?, new: String?) -> String {
    WordDiff.diff(old ?? "", new ?? "").map { part in
      switch part {
      case .same(let text): return ReviewEscaping.visible(text)
      case .removed(let text): return "[-\(ReviewEscaping.visible(text))-]"
      case .added(let text): return "{+\(ReviewEscaping.visible(text))+}"
      }
    }.joined()
  }
}
