/// CLDR cardinal plural categories.
public enum PluralCategory: String, Sendable, CaseIterable {
  case zero, one, two, few, many, other

  /// The category of the whole number `count` in `language` (CLDR rules of the shipped locales).
  ///
  /// `nil` counts resolve to `other`. Languages outside en ko ja fr de es zh-Hans use the
  /// English rule. Catalogs may also give a `zero` case, which Apple applies to 0 in every language.
  public static func category(for count: Int?, language: String) -> PluralCategory {
    guard let count else { return .other }
    let n = count.magnitude
    let base = language.split(separator: "-").first.map(String.init) ?? language
    switch base {
    case "ko", "ja", "zh":
      return .other
    case "fr", "pt":
      if n <= 1 { return .one }
      return n % 1_000_000 == 0 ? .many : .other
    case "es", "it":
      if n == 1 { return .one }
      return n != 0 && n % 1_000_000 == 0 ? .many : .other
    default:
      return n == 1 ? .one : .other
    }
  }
}
