import Foundation
import JourneyTestSupport
import StringTables
import Testing

/// The walk reads one locale at start and the others when it switches to them; what it ends up with
/// must be exactly what loading everything at once gives.
@Suite("Reading a locale on demand")
struct LocaleOnDemandTests {
  /// Every value of every table, as `layer/table/key = value @ line:col`, for comparing catalogs.
  static func contents(_ catalog: CopyCatalog) -> [String] {
    catalog.layers.flatMap { layer, tables in
      tables.flatMap { name, table in
        table.entries.values.map {
          "\(layer.locale)/\(layer.variant ?? "base")/\(name)/\($0.key) = \($0.value) @ \($0.location)"
        }
      }
    }.sorted()
  }

  @Test func startsWithTheDevelopmentLanguageAndListsTheRest() throws {
    let full = try CopyCatalog.load(directory: CopyFixtures.goodCopy)
    let lazy = try CopyCatalog.load(directory: CopyFixtures.goodCopy, reading: [])
    #expect(lazy.locales == full.locales)
    #expect(lazy.variants == full.variants)
    #expect(Set(lazy.layers.keys.map(\.locale)) == ["en"])
    #expect(lazy.unreadLocales == Set(full.locales).subtracting(["en"]))
    #expect(full.unreadLocales.isEmpty)
  }

  @Test func readingEveryLocaleGivesTheFullCatalog() throws {
    let full = try CopyCatalog.load(directory: CopyFixtures.goodCopy)
    var lazy = try CopyCatalog.load(directory: CopyFixtures.goodCopy, reading: ["ko"])
    #expect(Set(lazy.layers.keys.map(\.locale)) == ["en", "ko"])
    #expect(lazy.table("Primer", in: CopyLayer(locale: "ko", variant: "relevance")) != nil)
    for locale in full.locales { lazy = try lazy.reading(locale: locale) }
    #expect(lazy.unreadLocales.isEmpty)
    #expect(Self.contents(lazy) == Self.contents(full))
  }

  @Test func aBrokenLocaleFailsOnlyWhenItIsRead() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("en.lproj/Primer.strings", "\"primer.title\" = \"Hello\";\n")
    try tree.write("ko.lproj/Primer.strings", "\"primer.title\" = \"안녕\"\n\"x\" = \"y\";\n")
    #expect(throws: CopyLoadError.self) { try CopyCatalog.load(directory: tree.root) }
    let lazy = try CopyCatalog.load(directory: tree.root, reading: [])
    #expect(lazy.locales == ["en", "ko"])
    do {
      _ = try lazy.reading(locale: "ko")
      Issue.record("ko should not read")
    } catch {
      #expect(error.description.hasPrefix(tree.root + "/ko.lproj/Primer.strings:1:22: error: missing ';'"))
    }
  }
}
