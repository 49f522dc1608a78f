/// A locale switch under way: the phone it is for, the locales still to try and why earlier ones did not read.
struct LocaleSwitch: Sendable {
  /// Which phone shows the locale.
  enum Phone: Sendable {
    /// The walk's phone (`l`, `L`, `Locale`).
    case phone
    /// The second phone of `--beside` (`=`).
    case beside
  }

  /// The phone the locale is for.
  var phone: Phone
  /// The locales to try, in order; the first is the one being read.
  var candidates: [String]
  /// Why the locales tried before did not read, one line each.
  var problems: [String] = []
}
