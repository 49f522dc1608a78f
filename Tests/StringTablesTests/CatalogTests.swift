import Testing

@testable import StringTables
@testable import TextSafety

@Suite("String Catalogs")
struct CatalogTests {
  static let sample = #"""
    {
      "sourceLanguage" : "en",
      "version" : "1.0",
      "strings" : {
        "hint" : {
          "comment" : "Shown under the grid.",
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Tap a cell" } },
            "ko" : { "stringUnit" : { "state" : "needs_review_by_legal", "value" : "칸을 누르세요" } },
            "fr" : {
              "variations" : {
                "device" : {
                  "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Touchez une case (iPad)" } },
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Touchez une case" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Cliquez sur une case" } }
                }
              }
            }
          }
        },
        "solved" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld puzzle solved" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld puzzles solved" } } } } },
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld grille résolue" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld de grilles résolues" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld grilles résolues" } } } } },
            "ko" : { "variations" : { "plural" : {
              "other" : { "stringUnit" : { "state" : "translated", "value" : "퍼즐 %lld개 완료" } } } } },
            "ja" : { "variations" : { "weather" : {
              "other" : { "stringUnit" : { "state" : "new", "value" : "晴れ" } } } } }
          }
        }
      }
    }
    """#

  static func catalog() throws -> StringCatalog {
    try StringCatalog(bytes: Array(sample.utf8), path: "S.xcstrings")
  }

  @Test func decodesKeysCommentsAndUnknownStates() throws {
    let catalog = try Self.catalog()
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.strings.map(\.key) == ["hint", "solved"])
    #expect(catalog.strings[0].comment == "Shown under the grid.")
    #expect(catalog.strings[0].extractionState == "manual")
    let unit = catalog.strings[0].localizations["ko"]?.stringUnit
    #expect(unit?.state == "needs_review_by_legal")
    #expect(unit?.location == SourceLocation(file: "S.xcstrings", line: 10, column: 80))
    #expect(catalog.languages == ["en", "ko", "fr", "ja"])
  }

  @Test func pluralResolutionPerLocale() throws {
    let solved = try Self.catalog().strings[1]
    func value(_ language: String, _ count: Int?) -> String? {
      solved.localizations[language]?.resolve(language: language, count: count, device: .iphone)?.value
    }
    #expect(value("en", 1) == "%lld puzzle solved")
    #expect(value("en", 0) == "%lld puzzles solved")
    #expect(value("fr", 0) == "%lld grille résolue")
    #expect(value("fr", 1) == "%lld grille résolue")
    #expect(value("fr", 2) == "%lld grilles résolues")
    #expect(value("fr", 1_000_000) == "%lld de grilles résolues")
    #expect(value("ko", 1) == "퍼즐 %lld개 완료")
    #expect(value("ja", 1) == "晴れ")
  }

  @Test func cldrCategories() {
    #expect(PluralCategory.category(for: 1, language: "en") == .one)
    #expect(PluralCategory.category(for: 1, language: "de") == .one)
    #expect(PluralCategory.category(for: 1, language: "es") == .one)
    #expect(PluralCategory.category(for: 0, language: "es") == .other)
    #expect(PluralCategory.category(for: 0, language: "fr") == .one)
    for language in ["ko", "ja", "zh-Hans"] {
      #expect(PluralCategory.category(for: 1, language: language) == .other)
    }
    #expect(PluralCategory.category(for: nil, language: "en") == .other)
  }

  @Test func deviceResolutionPrefersIPhone() throws {
    let french = try #require(try Self.catalog().strings[0].localizations["fr"])
    #expect(french.resolve(language: "fr", count: nil, device: .iphone)?.value == "Touchez une case")
    #expect(french.resolve(language: "fr", count: nil, device: .ipad)?.value == "Touchez une case (iPad)")
    #expect(french.resolve(language: "fr", count: nil, device: .mac)?.value == "Touchez une case")
  }

  @Test func invalidJSONHasLineColumnAndPath() {
    func error(_ text: String) -> String? {
      do {
        _ = try StringCatalog(bytes: Array(text.utf8), path: "S.xcstrings")
        return nil
      } catch { return error.description }
    }
    #expect(
      error("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": { \"a\": { \"comment\": 3 } }\n}")
        == "S.xcstrings:3:34: error: $.strings.a.comment: expected a string, found a number")
    #expect(
      error("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": { \"a.b\": { \"localizations\": [ } }\n}")
        == "S.xcstrings:3:44: error: invalid JSON at $.strings[\"a.b\"].localizations[0]: unexpected '}'")
    // Inside the array a value is expected; the stray brace is reported where it stands.
    #expect(error("{ \"strings\": {} }") == "S.xcstrings:1:1: error: $: missing \"sourceLanguage\"")
    #expect(
      error("{ \"sourceLanguage\": \"en\" } x")
        == "S.xcstrings:1:28: error: invalid JSON: unexpected 'x' after the document")
  }
}
