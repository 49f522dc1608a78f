import JourneyScreens
import StringTables
import TextSafety

/// A caption a tape shows in a locale whose `Demos` table lacks it: the recording shows the development
/// language's caption instead, and `play` and `gallery` warn with the tape's `file:line:column`.
public struct CaptionFallback: Sendable, Hashable, CustomStringConvertible {
  /// The `Caption` line (or the `Locale` line that changed the locale under it).
  public var location: SourceLocation
  /// The `Demos` key.
  public var key: String
  /// The locale that lacks it.
  public var locale: String
  /// The locale whose caption is shown instead: the development language.
  public var shown: String

  /// `t.tape:7:1: warning: the caption 'firstRunAllow.primer' is missing in ko's Demos table: showing en's`.
  public var description: String {
    "\(location): warning: the caption '\(key)' is missing in \(locale)'s \(CaptionStrip.table) table: "
      + "showing \(shown)'s"
  }

  /// The fallback when `locale`'s base copy lacks `key` and the development language has it; nil otherwise.
  static func check(_ key: String, locale: String, catalog: CopyCatalog, at location: SourceLocation)
    -> CaptionFallback?
  {
    let development = catalog.developmentLanguage
    guard locale != development,
      catalog.table(CaptionStrip.table, in: CopyLayer(locale: locale))?.entries[key] == nil,
      catalog.table(CaptionStrip.table, in: CopyLayer(locale: development))?.entries[key] != nil
    else { return nil }
    return CaptionFallback(location: location, key: key, locale: locale, shown: development)
  }
}
