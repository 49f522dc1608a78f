import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing
import TextSafety

@Suite("What CAT tools and spreadsheets send back: language tags, variations, second targets, separators")
struct ExchangeInputTests {
  @Test(
    "BCP 47 tags map to the copy's locales",
    arguments: [
      ("ko-KR", "ko"), ("ko", "ko"), ("zh-CN", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"), ("zh-Hans", "zh-Hans"),
      ("fr-FR", "fr"), ("fr_FR", "fr"), ("FR-fr", "fr"), ("ja-JP", "ja"), ("de-DE-1996", "de"),
      ("es-MX", "es"),
    ])
  func tags(tag: String, locale: String) {
    #expect(LocaleTag.match(tag, among: CopyNames.shippedLocales) == .locale(locale))
  }

  @Test("an ambiguous tag names the candidates; a contradicting one matches nothing")
  func ambiguousTags() {
    #expect(
      LocaleTag.match("zh", among: ["en", "zh-Hans", "zh-Hant"]) == .ambiguous(["zh-Hans", "zh-Hant"]))
    #expect(LocaleTag.match("pt", among: ["en", "pt-BR", "pt-PT"]) == .ambiguous(["pt-BR", "pt-PT"]))
    #expect(LocaleTag.match("zh-TW", among: ["en", "zh-Hans", "zh-Hant"]) == .locale("zh-Hant"))
    #expect(LocaleTag.match("fr-CA", among: ["en", "fr", "fr-CA"]) == .locale("fr-CA"))
    #expect(LocaleTag.match("fr-FR", among: ["en", "fr", "fr-CA"]) == .locale("fr"))
    #expect(LocaleTag.match("zh-TW", among: CopyNames.shippedLocales) == .none)
    #expect(LocaleTag.match("pt-BR", among: CopyNames.shippedLocales) == .none)
  }

  @Test("XLIFF target-language ko-KR imports into ko; an ambiguous one and English are refused")
  func xliffTargetLanguage() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let units = try ExchangeReading.units(
      bytes: StateCopy.xliff(target: "반가워요", state: "translated", language: "ko-KR"), path: "ko.xliff",
      context: ImportContext(catalog))
    #expect(units.map(\.path.relative) == ["ko.lproj/Primer.strings"])
    let chinese = ImportContext(developmentLanguage: "en", locales: ["en", "zh-Hans", "zh-Hant"])
    #expect(
      throws: ExchangeError.unknown(
        SourceLocation(file: "zh.xliff", line: 3, column: 0),
        message: "target-language zh could be any of zh-Hans, zh-Hant; name one of them exactly")
    ) {
      try ExchangeReading.units(
        bytes: StateCopy.xliff(target: "你好", state: nil, language: "zh"), path: "zh.xliff", context: chinese)
    }
    #expect(
      throws: ExchangeError.unknown(
        SourceLocation(file: "en.xliff", line: 3, column: 0),
        message:
          "target-language en-US is the development language en: importing it would rewrite the source text")
    ) {
      try ExchangeReading.units(
        bytes: StateCopy.xliff(target: "Hi", state: nil, language: "en-US"), path: "en.xliff",
        context: ImportContext(catalog))
    }
  }

  @Test("a second <target> in a unit is refused, naming every such unit")
  func secondTarget() {
    let text = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="en.lproj/Primer.strings" source-language="en" target-language="ko"><body>
          <trans-unit id="done"><source>Hello</source><target>안녕</target><target>반가워요</target></trans-unit>
          <trans-unit id="english"><source>Continue</source><target>계속</target></trans-unit>
          <trans-unit id="brand"><source>Daily Grid</source><target>A</target><target>B</target></trans-unit>
        </body></file>
      </xliff>
      """
    #expect(
      throws: ExchangeError.badFile(
        SourceLocation(file: "ko.xliff", line: 3, column: 5),
        message:
          "a second <target> in done (line 3), brand (line 5): the copy keeps one value per key; keep one <target> in each"
      )
    ) {
      try ExchangeReading.units(bytes: Array(text.utf8), path: "ko.xliff", context: ExchangeFixtures.context)
    }
  }

  static func catalogText(_ done: String) -> [UInt8] {
    Array(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "done":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},
          "ko":\(done)}},
        "english":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Continue"}},
          "ko":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"계속"}},
            "other":{"stringUnit":{"state":"translated","value":"계속들"}}}}}}}}}
      """.utf8)
  }

  @Test("String Catalog variations the copy cannot hold are refused, naming each key and variation")
  func variationsRefused() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let devices = """
      {"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"안녕"}},
        "ipad":{"stringUnit":{"state":"translated","value":"안녕하세요"}}}}}
      """
    #expect(
      throws: ExchangeError.unknown(
        SourceLocation(file: "out/Primer.xcstrings", line: 3, column: 0),
        message:
          "variations the copy cannot hold (its tables keep one value per key; give every case the same value or one plain value): done (ko: device ipad, device iphone); english (ko: plural one, plural other)"
      )
    ) {
      try ExchangeReading.units(
        bytes: Self.catalogText(devices), path: "out/Primer.xcstrings", context: ImportContext(catalog))
    }
  }

  @Test("variations whose cases all say the same are imported as that one value")
  func variationsHeld() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let text = """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "done":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},
          "ko":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"반가워요"}},
            "other":{"stringUnit":{"state":"translated","value":"반가워요"}}}}}}}}}
      """
    let units = try ExchangeReading.units(
      bytes: Array(text.utf8), path: "out/Primer.xcstrings", context: ImportContext(catalog))
    let plan = try ImportPlan.make(units, catalog: catalog)
    #expect(plan.changes.map(\.new) == ["반가워요"])
  }

  @Test("CSV with ';' is read like CSV with ','; another separator is named in the error")
  func separators() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let header = ExchangeExport.csvColumns.joined(separator: ";")
    let text = "\u{FEFF}" + header + "\r\nko;;Primer;done;Hello;\"반갑다; 정말\";Title.\r\n"
    let units = try ExchangeReading.units(
      bytes: Array(text.utf8), path: "copy.csv", context: ImportContext(catalog))
    #expect(units.map(\.target) == ["반갑다; 정말"])
    #expect(try ImportPlan.make(units, catalog: catalog).changes.map(\.key) == ["done"])
    let tabs = ExchangeExport.csvColumns.joined(separator: "\t") + "\n"
    #expect(
      throws: ExchangeError.badFile(
        SourceLocation(file: "copy.csv", line: 1, column: 1),
        message:
          "expected the header locale,variant,table,key,source,target,comment (fields separated by ',' or ';'); read with ',' as the separator it has 1 field: locale␉variant␉table␉key␉source␉target␉comment"
      )
    ) {
      try ExchangeReading.units(bytes: Array(tabs.utf8), path: "copy.csv", context: ImportContext(catalog))
    }
  }

  @Test("a CSV row of the development language is the source: unchanged it is skipped, edited it is refused")
  func developmentRows() throws {
    let header = ExchangeExport.csvColumns.joined(separator: ",")
    let same = header + "\nen,,Primer,done,Hello,Hello,\n"
    #expect(
      try ExchangeReading.units(bytes: Array(same.utf8), path: "c.csv", context: ExchangeFixtures.context)
        .isEmpty)
    let edited = header + "\nen,,Primer,done,Hello,Howdy,\n"
    #expect(throws: ExchangeError.self) {
      try ExchangeReading.units(bytes: Array(edited.utf8), path: "c.csv", context: ExchangeFixtures.context)
    }
  }

  @Test("variant String Catalogs sit beside the base ones with table names of their own, and come back")
  func variantCatalogNames() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    let files = ExchangeExport.files(catalog, format: .xcstrings)
    let names = files.map(\.path)
    #expect(names.contains("Primer.xcstrings"))
    #expect(names.contains("Primer.relevance.xcstrings"))
    #expect(!names.contains { $0.contains("/") }, "one folder, as one Xcode target holds them")
    #expect(Set(names).count == names.count)
    let file = try #require(files.first { $0.path == "Primer.relevance.xcstrings" })
    let units = try ExchangeReading.units(
      bytes: file.bytes, path: "out/" + file.path, context: ImportContext(catalog))
    #expect(!units.isEmpty)
    #expect(units.allSatisfy { $0.path.layer.variant == "relevance" && $0.path.table == "Primer" })
    let legacy = try ExchangeReading.units(
      bytes: file.bytes, path: "out/variants/relevance/Primer.xcstrings", context: ImportContext(catalog))
    #expect(legacy.map(\.path) == units.map(\.path))
  }

  @Test(
    "the folder of a path, by its text alone",
    arguments: [
      ("o", "."), ("out/ko.xliff", "out"), ("/x", "/"), ("/", "/"), (".", "."), ("a/b/", "a"), ("a//b", "a"),
      ("//a", "/"), ("한국/파일", "한국"),
    ])
  func parent(path: String, folder: String) {
    #expect(ContainedPath.parent(of: path) == folder)
  }
}
