import TextSafety

/// Validation of the names that become paths: locales, variants and tables.
public enum CopyNames {
  /// Locales shipped with the bundled copy.
  public static let shippedLocales = ["en", "ko", "ja", "fr", "de", "es", "zh-Hans"]

  /// `.lproj` names accepted as locales (Apple's usual localization identifiers).
  public static let knownLocales: Set<String> = [
    "ar", "bg", "ca", "cs", "da", "de", "de-AT", "de-CH", "el", "en", "en-AU", "en-CA", "en-GB", "en-IN",
    "en-US", "es", "es-419", "es-ES", "es-MX", "et", "fa", "fi", "fil", "fr", "fr-CA", "fr-CH", "he", "hi",
    "hr", "hu", "id", "it", "ja", "kk", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt", "pt-BR", "pt-PT",
    "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK", "zh-TW",
  ]

  /// Largest file the loader reads (5 MB).
  public static let maximumFileSize = 5 * 1024 * 1024

  /// Throws unless `name` is usable as a path component: non-empty, no `/`, no `..`, no NUL.
  public static func validateComponent(_ name: String, kind: String, path: String) throws(CopyLoadError) {
    if name.isEmpty { throw .file(path, "empty \(kind) name") }
    if name.contains("/") || name.contains("..") || name.unicodeScalars.contains("\0") {
      let shown = ControlCharacters.sanitize(name)
      throw .file(path, "invalid \(kind) name \"\(shown)\": names must not contain '/', '..' or NUL")
    }
  }

  /// Throws unless `name` is a valid path component and a known locale identifier.
  public static func validateLocale(_ name: String, path: String) throws(CopyLoadError) {
    try validateComponent(name, kind: "locale", path: path)
    guard knownLocales.contains(name) else {
      throw .file(
        path,
        "unknown locale \"\(ControlCharacters.sanitize(name))\" (expected a name such as en, ko, zh-Hans)")
    }
  }

  /// Throws unless `name` is a valid variant name: letters, digits, `-` and `_`.
  public static func validateVariant(_ name: String, path: String) throws(CopyLoadError) {
    try validateComponent(name, kind: "variant", path: path)
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        || $0 == "_"
    }
    guard allowed else {
      throw .file(
        path, "invalid variant name \"\(ControlCharacters.sanitize(name))\": use letters, digits, '-' and '_'"
      )
    }
  }
}
