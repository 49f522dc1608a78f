import StringTables
import TextSafety

/// The primer policy rules (HIG-1 … HIG-4, App Review 5.1.2(i)) on the Primer table and purpose strings.
enum PrimerPolicy {
  /// Word-level rules on each value of a Primer or InfoPlist table.
  static func checkValues(_ table: CopyTable) -> [LintFinding] {
    var findings: [LintFinding] = []
    let isPrimer = table.name == CopyLinter.primerTable
    for key in table.entries.keys.sorted() {
      guard let entry = table.entries[key], isPrimer || CopyLinter.purposeKeys.contains(key) else { continue }
      let locale = table.layer.locale
      func add(_ rule: LintRule, _ message: String) {
        findings.append(
          LintFinding(
            rule: rule, at: entry.location, layer: table.layer, table: table.name, key: key, message: message)
        )
      }
      let shown = "\"\(ControlCharacters.sanitize(entry.value))\""
      if isPrimer && key.hasSuffix(".action") {
        if let word = PolicyWords.firstMatch(
          in: entry.value, words: PolicyWords.words(PolicyWords.allow, locale: locale))
        {
          add(.primerAllowLabel, "primer action \(shown) means \"Allow\" (\"\(word)\"); say Continue or Next")
        }
        let loweredKey = key.lowercased()
        if let segment = PolicyWords.dismissKeySegments.first(where: { loweredKey.contains($0) }) {
          add(
            .primerDismiss,
            "primer action key \"\(key)\" is a dismiss action (\"\(segment)\"); the primer has only Continue")
        } else if let word = PolicyWords.firstMatch(
          in: entry.value, words: PolicyWords.words(PolicyWords.dismiss, locale: locale))
        {
          add(
            .primerDismiss,
            "primer action \(shown) dismisses the primer (\"\(word)\"); the primer has only Continue")
        }
      }
      if let word = PolicyWords.firstMatch(
        in: entry.value, words: PolicyWords.words(PolicyWords.incentive, locale: locale))
      {
        add(.primerIncentive, "incentive language \"\(word)\" in \(shown) (App Review 5.1.2(i))")
      }
      if let phrase = PolicyWords.firstMatch(
        in: entry.value, words: PolicyWords.words(PolicyWords.alertWording, locale: locale))
      {
        add(.primerImitatesAlert, "\(shown) imitates the system alert (\"\(phrase)\")")
      }
    }
    return findings
  }

  /// HIG-1: more than one action key in the primer as seen in `layer` (variant overlay over base).
  static func checkActionCount(_ catalog: CopyCatalog, layer: CopyLayer) -> [LintFinding] {
    let base = catalog.table(CopyLinter.primerTable, in: CopyLayer(locale: layer.locale))
    let overlay = layer.variant == nil ? nil : catalog.table(CopyLinter.primerTable, in: layer)
    if layer.variant != nil && overlay == nil { return [] }
    var actions: [String: CopyEntry] = [:]
    for table in [base, overlay].compactMap(\.self) {
      for (key, entry) in table.entries where key.hasSuffix(".action") { actions[key] = entry }
    }
    guard actions.count > 1 else { return [] }
    let ordered = actions.values.sorted {
      ($0.keyLocation.file, $0.keyLocation.line, $0.keyLocation.column) < (
        $1.keyLocation.file, $1.keyLocation.line, $1.keyLocation.column
      )
    }
    let names = ordered.map(\.key).joined(separator: ", ")
    return ordered.dropFirst().map { entry in
      LintFinding(
        rule: .primerSingleAction, at: entry.keyLocation, layer: layer, table: CopyLinter.primerTable,
        key: entry.key,
        message: "the primer has \(actions.count) actions (\(names)); it must have exactly one")
    }
  }
}
