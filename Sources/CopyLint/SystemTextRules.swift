import StringTables
import TextSafety

/// The System table against `copy/system-reference`: SYS-drift, SYS-status and SYS-unverified.
///
/// The reference holds iOS's own text, one `<locale>.strings` per locale, keyed like the System
/// table. Each entry's comment starts with its kind: `verified:` (iOS's exact text),
/// `conflicting:` (one of several reported texts; the key is listed once per source) or
/// `contains:` (a phrase iOS's text is known to contain), followed by the source.
enum SystemTextRules {
  /// What a reference entry records.
  enum Kind: String, CaseIterable {
    case verified, conflicting, contains
  }

  /// One reference entry.
  struct ReferenceText {
    var kind: Kind
    var text: String
    var location: SourceLocation
  }

  /// The reference entries of a folder by locale and key; entries of unknown kind become findings.
  static func references(_ folder: ReferenceFolder) -> (
    texts: [String: [String: [ReferenceText]]], findings: [LintFinding]
  ) {
    var texts: [String: [String: [ReferenceText]]] = [:]
    var findings: [LintFinding] = []
    for (locale, entries) in folder.files {
      for entry in entries {
        let lead = (entry.comment ?? "").trimmingLeadingSpaces.lowercased()
        guard let kind = Kind.allCases.first(where: { lead.hasPrefix($0.rawValue + ":") }) else {
          findings.append(
            LintFinding(
              rule: .unreadableReference, at: entry.keyLocation, layer: nil, table: CopyLinter.systemTable,
              key: entry.key,
              message:
                "reference entry \"\(ControlCharacters.sanitize(entry.key))\" needs a comment starting "
                + "verified:, conflicting: or contains: and naming its source"))
          continue
        }
        texts[locale, default: [:]][entry.key, default: []].append(
          ReferenceText(kind: kind, text: entry.value, location: entry.valueLocation))
      }
    }
    return (texts, findings)
  }

  /// Findings for one System table against the reference texts of its locale (nil: no reference folder).
  static func check(_ table: CopyTable, reference: [String: [ReferenceText]]?) -> [LintFinding] {
    var findings: [LintFinding] = []
    for key in table.entries.keys.sorted() {
      guard let entry = table.entries[key] else { continue }
      func add(_ rule: LintRule, _ message: String) {
        findings.append(
          LintFinding(
            rule: rule, at: entry.location, layer: table.layer, table: table.name, key: key, message: message)
        )
      }
      let shown = "\"\(QuotedValue.text(entry.value))\""
      let stated = SystemStatus.stated(in: entry.comment)
      guard stated.count == 1, let status = stated.first else {
        add(
          .systemStatus,
          "the comment must say exactly one of Status: verified, Status: unverified, Status: conflicting"
            + " (it says \(stated.isEmpty ? "none" : stated.map(\.rawValue).joined(separator: ", ")))")
        continue
      }
      if let reference {
        let texts = reference[key] ?? []
        findings += drift(entry, table: table, texts: texts)
        if let problem = statusProblem(status, texts: texts) { add(.systemStatus, problem) }
      }
      switch status {
      case .verified: break
      case .unverified: add(.unverifiedSystemText, "system text \(shown) is not verified against iOS")
      case .conflicting:
        add(.unverifiedSystemText, "system text \(shown) is one of conflicting reports of iOS's text")
      }
    }
    return findings
  }

  /// SYS-drift: the value is not iOS's text, none of the conflicting texts, or lacks a known phrase.
  private static func drift(_ entry: CopyEntry, table: CopyTable, texts: [ReferenceText]) -> [LintFinding] {
    func finding(_ message: String) -> LintFinding {
      LintFinding(
        rule: .systemDrift, at: entry.location, layer: table.layer, table: table.name, key: entry.key,
        message: message)
    }
    func quoted(_ text: String) -> String { "\"\(QuotedValue.text(text))\"" }
    func place(_ text: ReferenceText) -> String { "\(text.location.file):\(text.location.line)" }
    var findings: [LintFinding] = []
    let verified = texts.filter { $0.kind == .verified }
    let conflicting = texts.filter { $0.kind == .conflicting }
    if let first = verified.first, !verified.contains(where: { $0.text == entry.value }) {
      findings.append(
        finding("\(quoted(entry.value)) differs from iOS's text \(quoted(first.text)) (\(place(first)))"))
    } else if let first = conflicting.first, !conflicting.contains(where: { $0.text == entry.value }) {
      let all = conflicting.map { quoted($0.text) }.joined(separator: " or ")
      findings.append(
        finding("\(quoted(entry.value)) is none of the reported texts \(all) (\(place(first)))"))
    }
    for phrase in texts where phrase.kind == .contains && !entry.value.contains(phrase.text) {
      findings.append(
        finding("\(quoted(entry.value)) lacks iOS's phrase \(quoted(phrase.text)) (\(place(phrase)))"))
    }
    return findings
  }

  /// SYS-status: what the comment says disagrees with what the reference records.
  private static func statusProblem(_ status: SystemStatus, texts: [ReferenceText]) -> String? {
    let kinds = Set(texts.map(\.kind))
    switch status {
    case .verified where !kinds.contains(.verified):
      return "says Status: verified, but the system reference has no verified text for it"
    case .unverified where kinds.contains(.verified):
      return "says Status: unverified, but the system reference verifies it; say Status: verified"
    case .unverified where kinds.contains(.conflicting):
      return
        "says Status: unverified, but the system reference records conflicting sources; say Status: conflicting"
    case .conflicting where !kinds.contains(.conflicting):
      return "says Status: conflicting, but the system reference records no conflicting sources"
    default: return nil
    }
  }
}

extension String {
  /// The string without leading spaces and line breaks.
  var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\n" || $0 == "\t" } }
}
