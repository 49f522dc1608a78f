import Foundation

/// A large generated copy tree: one String Catalog with many keys in every shipped locale.
enum SyntheticCopy {
  /// Writes a copy directory whose `Primer` table is a catalog of `keys` development-language keys (one file
  /// under the loader's 5 MB limit); returns its path.
  static func write(keys: Int) throws -> String {
    let root = NSTemporaryDirectory() + "att-journey-bench-\(getpid())"
    let locales = ["en", "ko", "ja", "fr", "de", "es", "zh-Hans"]
    for locale in locales {
      try FileManager.default.createDirectory(
        atPath: "\(root)/\(locale).lproj", withIntermediateDirectories: true)
    }
    var strings: [String] = []
    strings.reserveCapacity(keys)
    for index in 0..<keys {
      let units = ["en"].map { locale in
        "\"\(locale)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Value \(index) in \(locale) — “%@”\"}}"
      }
      strings.append(
        "\"key.\(index)\": {\"comment\": \"Generated key \(index)\", \"localizations\": {\(units.joined(separator: ", "))}}"
      )
    }
    let catalog =
      "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(strings.joined(separator: ",\n"))}}"
    try catalog.write(toFile: "\(root)/Primer.xcstrings", atomically: true, encoding: .utf8)
    return root
  }
}
