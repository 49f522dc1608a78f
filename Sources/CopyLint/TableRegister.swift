import StringTables
import TextSafety

/// COPY-register across one table: Spanish tú beside usted, French tu beside vous (pronouns or verb
/// forms), Japanese です/ます beside the plain form, in different strings of the same table.
///
/// Each string's register is read on its own; when the table has both, the strings in the register
/// fewer strings use (on a tie, the one the copy does not use: tú, vous, です/ます) are reported,
/// naming a string in the other register. Japanese buttons (`.action` keys) are left out: iOS labels
/// its buttons in the plain form (続ける, 閉じる).
enum TableRegister {
  /// A string's register.
  enum Register: String {
    case informal, formal
  }

  /// The register each language's copy uses, in `Register` terms.
  static let house: [String: Register] = ["es": .informal, "fr": .formal, "ja": .formal]

  /// How each register is named in messages, per language.
  static let names: [String: (informal: String, formal: String)] = [
    "es": ("tú", "usted"), "fr": ("tu", "vous"), "ja": ("the plain form (…る, …だ)", "です/ます"),
  ]

  /// Findings for one table.
  static func check(_ table: CopyTable, language: String) -> [LintFinding] {
    guard let houseRegister = house[language], let name = names[language] else { return [] }
    var informal: [CopyEntry] = []
    var formal: [CopyEntry] = []
    for key in table.entries.keys.sorted() {
      guard let entry = table.entries[key] else { continue }
      let found = registers(of: entry, language: language)
      if found.informal && !found.formal { informal.append(entry) }
      if found.formal && !found.informal { formal.append(entry) }
    }
    guard let firstInformal = informal.first, let firstFormal = formal.first else { return [] }
    let flagInformal =
      informal.count < formal.count || (informal.count == formal.count && houseRegister == .formal)
    let (flagged, other, said, expected) =
      flagInformal
      ? (informal, firstFormal, name.informal, name.formal)
      : (formal, firstInformal, name.formal, name.informal)
    return flagged.map { entry in
      LintFinding(
        rule: .mixedRegister, at: entry.location, layer: table.layer, table: table.name, key: entry.key,
        message:
          "\(said) in a table written in \(expected) (\"\(other.key)\"): "
          + "\"\(QuotedValue.text(entry.value))\"")
    }
  }

  /// Which registers a string shows.
  static func registers(of entry: CopyEntry, language: String) -> (informal: Bool, formal: Bool) {
    switch language {
    case "ja":
      guard !entry.key.hasSuffix(".action") else { return (false, false) }
      let endings = japaneseEndings(entry.value)
      return (endings.plain, endings.polite)
    default:
      return (
        RegisterRules.informalWord(in: entry.value, language: language) != nil,
        RegisterRules.formalWord(in: entry.value, language: language) != nil
      )
    }
  }

  /// Polite sentence endings (です/ます and their forms).
  static let politeEndings = ["です", "ます", "ません", "ました", "でした", "ましょう", "ください", "でしょう"]
  /// Plain sentence endings: the dictionary and past forms of verbs and adjectives, and だ/である.
  static let plainEndings = ["だ", "である", "だった", "ない", "る", "た", "う", "く", "む", "ぶ", "つ", "ぐ", "ぬ", "よう"]

  /// Whether the Japanese sentences of `text` end in です/ます and in the plain form. A sentence
  /// ending in a noun (a title such as 広告についてのお知らせ) is neither.
  static func japaneseEndings(_ text: String) -> (polite: Bool, plain: Bool) {
    var polite = false
    var plain = false
    for sentence in Sentences.split(text) {
      let core = String(
        sentence.reversed().drop { !$0.isLetter || "。！？、」』）)".contains($0) }.reversed())
      guard core.unicodeScalars.contains(where: PolicyWords.isCJK) else { continue }
      if politeEndings.contains(where: core.hasSuffix) {
        polite = true
      } else if plainEndings.contains(where: core.hasSuffix) {
        plain = true
      }
    }
    return (polite, plain)
  }
}
