import StringTables
import TextSafety

/// The primer policy rules (HIG-1 … HIG-4, App Review 5.1.2(i)) on every screen `PolicyScope` binds.
enum PrimerPolicy {
  /// The System button labels of a locale that pre-prompt copy must not quote or point at (HIG-3).
  static let systemButtonKeys = ["alert.allow", "alert.deny", "sheet.allow", "sheet.deny"]
  /// The System deny label, whose wording pre-prompt copy must not borrow (HIG-3).
  static let systemDenyKey = "alert.deny"

  /// Word-level rules on each value of a table the policy binds.
  static func checkValues(_ table: CopyTable, catalog: CopyCatalog) -> [LintFinding] {
    let screens = PolicyScope.screens(in: table.name)
    guard !screens.isEmpty else { return [] }
    let locale = table.layer.locale
    let system = catalog.table(CopyLinter.systemTable, in: CopyLayer(locale: locale))
    let buttons = systemButtonKeys.compactMap { system?.entries[$0]?.value }
    var mimicryWords = PolicyWords.words(PolicyWords.alertWording, locale: locale)
    if let deny = system?.entries[systemDenyKey]?.value { mimicryWords.append(deny) }
    let mimicry = PreparedWords(mimicryWords)
    let allow = PreparedWords(PolicyWords.words(PolicyWords.allow, locale: locale))
    let incentives = IncentiveWords(locale: locale)
    let paraphrase = AlertParaphrase(locale: locale)
    var findings: [LintFinding] = []
    for key in table.entries.keys.sorted() {
      guard let entry = table.entries[key], let screen = screens.first(where: { $0.contains(key) }) else {
        continue
      }
      func add(_ rule: LintRule, _ message: String) {
        findings.append(
          LintFinding(
            rule: rule, at: entry.location, layer: table.layer, table: table.name, key: key, message: message)
        )
      }
      let shown = "\"\(QuotedValue.text(entry.value))\""
      let text = MatchText(entry.value)
      if screen.isAction(key) {
        if let word = PolicyWords.firstMatch(in: text, words: allow) {
          add(
            .primerAllowLabel,
            "\(screen.name) action \(shown) means \"Allow\" (\"\(word)\"); say Continue or Next")
        } else if screen.singleAction, let ok = PolicyWords.okEquivalent(entry.value, locale: locale) {
          add(
            .primerAllowLabel,
            "\(screen.name)'s only button \(shown) is an OK-equivalent (\"\(ok)\") and reads as accepting "
              + "the prompt; say Continue or Next")
        }
        if screen.singleAction { findings += dismiss(entry, screen: screen, table: table) }
      }
      if let incentive = incentives.incentive(in: text) {
        add(.primerIncentive, "\(screen.name): \(incentive) in \(shown) (App Review 5.1.2(i))")
      }
      if let phrase = PolicyWords.firstMatch(in: text, words: mimicry) {
        add(.primerImitatesAlert, "\(screen.name) \(shown) imitates the system alert (\"\(phrase)\")")
      } else if let question = paraphrase.find(in: entry.value) {
        add(
          .primerImitatesAlert,
          "\(screen.name) \(shown) asks the system alert's question in other words "
            + "(\"\(QuotedValue.text(question))\"); say what comes next instead of asking it")
      }
      for label in buttons {
        if let reference = PolicyWords.buttonReference(in: text, label: label, locale: locale) {
          add(
            .primerImitatesAlert,
            "\(screen.name) \(shown) imitates the system alert: \(ControlCharacters.sanitize(reference))")
          break
        }
      }
    }
    return findings
  }

  /// HIG-2: a dismissing action key or label on a screen that leads to the iOS prompt.
  private static func dismiss(_ entry: CopyEntry, screen: PolicyScope, table: CopyTable) -> [LintFinding] {
    let loweredKey = entry.key.lowercased()
    let message: String
    if let segment = PolicyWords.dismissKeySegments.first(where: { loweredKey.contains($0) }) {
      message =
        "\(screen.name) action key \"\(entry.key)\" is a dismiss action (\"\(segment)\"); it has only Continue"
    } else if let word = PolicyWords.firstMatch(
      in: entry.value, words: PolicyWords.words(PolicyWords.dismiss, locale: table.layer.locale))
    {
      message =
        "\(screen.name) action \"\(QuotedValue.text(entry.value))\" dismisses it (\"\(word)\"); it has only Continue"
    } else {
      return []
    }
    return [
      LintFinding(
        rule: .primerDismiss, at: entry.location, layer: table.layer, table: table.name, key: entry.key,
        message: message)
    ]
  }

  /// HIG-1: more than one action on a single-action screen as seen in `layer` (variant overlay over base).
  static func checkActionCount(_ catalog: CopyCatalog, layer: CopyLayer) -> [LintFinding] {
    var findings: [LintFinding] = []
    for screen in PolicyScope.all where screen.singleAction {
      let base = catalog.table(screen.table, in: CopyLayer(locale: layer.locale))
      let overlay = layer.variant == nil ? nil : catalog.table(screen.table, in: layer)
      if layer.variant != nil && overlay == nil { continue }
      var actions: [String: CopyEntry] = [:]
      for table in [base, overlay].compactMap(\.self) {
        for (key, entry) in table.entries where screen.isAction(key) { actions[key] = entry }
      }
      guard actions.count > 1 else { continue }
      let ordered = actions.values.sorted {
        ($0.keyLocation.file, $0.keyLocation.line, $0.keyLocation.column) < (
          $1.keyLocation.file, $1.keyLocation.line, $1.keyLocation.column
        )
      }
      let names = ordered.map(\.key).joined(separator: ", ")
      findings += ordered.dropFirst().map { entry in
        LintFinding(
          rule: .primerSingleAction, at: entry.keyLocation, layer: layer, table: screen.table, key: entry.key,
          message: "the \(screen.name) has \(actions.count) actions (\(names)); it must have exactly one")
      }
    }
    return findings
  }
}

/// The HIG-4 word lists of one locale, prepared once.
struct IncentiveWords {
  let rewards: PreparedWords
  let conditional: PreparedWords
  let cues: PreparedWords

  /// The locale's lists plus English.
  init(locale: String) {
    rewards = PreparedWords(PolicyWords.words(PolicyWords.rewards, locale: locale))
    conditional = PreparedWords(PolicyWords.words(PolicyWords.conditionalRewards, locale: locale))
    cues = PreparedWords(PolicyWords.words(PolicyWords.exchangeCues, locale: locale))
  }

  /// An incentive: a reward word, or a value word beside an exchange for consent.
  func incentive(in text: MatchText) -> String? {
    if let word = PolicyWords.firstMatch(in: text, words: rewards) { return "reward \"\(word)\"" }
    guard let word = PolicyWords.firstMatch(in: text, words: conditional),
      let cue = PolicyWords.firstMatch(in: text, words: cues)
    else { return nil }
    return "\"\(word)\" offered in exchange for consent (\"\(cue)\")"
  }
}
