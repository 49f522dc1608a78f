import StringTables
import TextSafety

/// Words every locale writes as English does (COPY-same-as-en): a translation made only of them, of
/// numbers and punctuation is not "untranslated".
///
/// The list: words iOS and App Store copy keep in every language (`OK`, `iOS`, `IDFA`, `App Store`, …),
/// the app's own name (`CFBundleDisplayName` in the development language's `InfoPlist`), and each
/// glossary term a locale writes exactly as English does (German keeps "Tracking").
struct InternationalWords {
  /// Words iOS and the App Store keep untranslated in every language the copy ships.
  static let builtIn = [
    "OK", "iOS", "iPadOS", "iPhone", "iPad", "Apple", "Apple ID", "App Store", "IDFA", "ATT", "ID", "Wi-Fi",
    "Bluetooth", "Face ID", "Touch ID", "URL", "Email", "E-Mail", "SMS",
  ]

  /// Every phrase, lowercased, longest first so `App Store` goes before `App`.
  private let phrases: [String]

  /// The words of `locale` in `catalog`, with `glossary`'s terms the locale writes as English does.
  init(catalog: CopyCatalog, glossary: Glossary, locale: String) {
    var phrases = Self.builtIn
    let development = catalog.developmentLanguage
    let info = catalog.layers[CopyLayer(locale: development, variant: nil)]?["InfoPlist"]
    if let name = info?.entries["CFBundleDisplayName"]?.value { phrases.append(name) }
    if locale != development {
      let source = Dictionary(glossary.terms(for: development).map { ($0.concept, $0.forms) }) { first, _ in
        first
      }
      for term in glossary.terms(for: locale) {
        let english = Set((source[term.concept] ?? []).map { $0.lowercased() })
        phrases += term.forms.filter { english.contains($0.lowercased()) }
      }
    }
    self.phrases = phrases.map { $0.lowercased() }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
  }

  /// Whether `value` holds no letter outside these words.
  func covers(_ value: String) -> Bool {
    var rest = value.lowercased()
    for phrase in phrases { rest = Self.removing(phrase, from: rest) }
    return !rest.contains(where: \.isLetter)
  }

  /// `text` without each occurrence of `phrase` that stands as a whole word.
  private static func removing(_ phrase: String, from text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let range = rest.firstRange(of: phrase) {
      let before = rest[..<range.lowerBound]
      let after = rest[range.upperBound...]
      let starts = (before.last ?? out.last).map { !$0.isLetter && !$0.isNumber } ?? true
      let ends = after.first.map { !$0.isLetter && !$0.isNumber } ?? true
      out += before
      out += starts && ends ? " " : phrase
      rest = after
    }
    return out + rest
  }
}
