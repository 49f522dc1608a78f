import Foundation
import JourneyTestSupport
import Testing

@testable import StringTables
@testable import TextSafety

@Suite("Copy layout and resolution")
struct CatalogLayoutTests {
  static func goodCopy() throws -> CopyCatalog {
    try CopyCatalog.load(directory: CopyFixtures.goodCopy)
  }

  @Test func loadsLocalesVariantsAndTables() throws {
    let catalog = try Self.goodCopy()
    #expect(catalog.locales == ["en", "de", "es", "fr", "ja", "ko", "zh-Hans"])
    #expect(catalog.variants == ["relevance"])
    #expect(catalog.tableNames == ["InfoPlist", "Outcome", "Primer", "System"])
    #expect(catalog.tableCount == 35)
  }

  @Test func resolutionOrderAndFallbackRecording() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("en.lproj/T.strings", "a = en-a;\nb = en-b;\nc = en-c;\nd = en-d;")
    try tree.write("ko.lproj/T.strings", "a = ko-a;\nb = ko-b;")
    try tree.write("variants/v/en.lproj/T.strings", "a = en-v-a;\nc = en-v-c;")
    try tree.write("variants/v/ko.lproj/T.strings", "a = ko-v-a;")
    let catalog = try CopyCatalog.load(directory: tree.root)
    let layer = CopyLayer(locale: "ko", variant: "v")
    func lookup(_ key: String) throws -> CopyLookup {
      try #require(catalog.lookup(CopyKey(table: "T", key: key), in: layer))
    }
    #expect(try lookup("a").value == "ko-v-a")
    #expect(try lookup("a").step == .localeVariant)
    #expect(try lookup("a").fallbacks.isEmpty)
    #expect(try lookup("b").value == "ko-b")
    #expect(try lookup("b").step == .localeBase)
    #expect(try lookup("b").fallbacks == [layer])
    #expect(try lookup("b").isFallback == false)
    #expect(try lookup("c").value == "en-v-c")
    #expect(try lookup("c").step == .developmentVariant)
    #expect(try lookup("c").isFallback)
    #expect(try lookup("d").step == .developmentBase)
    #expect(
      try lookup("d").fallbacks == [layer, CopyLayer(locale: "ko"), CopyLayer(locale: "en", variant: "v")])
    #expect(
      try lookup("d").location == SourceLocation(file: tree.root + "/en.lproj/T.strings", line: 4, column: 5))
    #expect(catalog.lookup(CopyKey(table: "T", key: "zz"), in: layer) == nil)
  }

  @Test func lookupCarriesCommentAndLocation() throws {
    let catalog = try Self.goodCopy()
    let result = try #require(
      catalog.lookup(CopyKey(table: "Primer", key: "primer.action"), in: CopyLayer(locale: "ja")))
    #expect(result.value == "次へ")
    #expect(result.comment == "The only button; opens the system alert.")
    #expect(result.location.line == 8)
    #expect(result.location.file.hasSuffix("ja.lproj/Primer.strings"))
  }

  static func loadError(_ build: (TemporaryTree) throws -> Void) throws -> CopyLoadError? {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try build(tree)
    do {
      _ = try CopyCatalog.load(directory: tree.root)
      return nil
    } catch {
      return error
    }
  }

  @Test func unknownLocaleDirectoryIsAnError() throws {
    let error = try Self.loadError { tree in
      try tree.write("en.lproj/T.strings", "a = b;")
      try tree.write("english.lproj/T.strings", "a = b;")
    }
    #expect(error?.message.hasPrefix("unknown locale \"english\"") == true)
    #expect(
      error?.description.hasSuffix(
        "/english.lproj: error: unknown locale \"english\" (expected a name such as en, ko, zh-Hans)")
        == true)
  }

  @Test func badNamesAreRejected() throws {
    #expect(throws: CopyLoadError.self) { try CopyNames.validateVariant("../x", path: "p") }
    #expect(throws: CopyLoadError.self) { try CopyNames.validateLocale("en\0", path: "p") }
    #expect(throws: CopyLoadError.self) { try CopyNames.validateComponent("a/b", kind: "variant", path: "p") }
    let error = try Self.loadError { tree in
      try tree.write("en.lproj/T.strings", "a = b;")
      try tree.write("variants/a..b/en.lproj/T.strings", "a = b;")
    }
    #expect(error?.message == "invalid variant name \"a..b\": names must not contain '/', '..' or NUL")
  }

  @Test func syntaxErrorInAnyFileFailsTheWholeLoad() throws {
    let error = try Self.loadError { tree in
      try tree.write("en.lproj/A.strings", "a = b;")
      try tree.write("ko.lproj/A.strings", "a = \"b;")
    }
    #expect(
      error?.description.hasSuffix(
        "ko.lproj/A.strings:1:5: error: unterminated string (no closing \" before end of file)") == true)
  }

  @Test func oversizedFileIsRejected() throws {
    let error = try Self.loadError { tree in
      try tree.write("en.lproj/A.strings", bytes: [UInt8](repeating: 0x20, count: 5 * 1024 * 1024 + 1))
    }
    #expect(
      error?.message
        == "the strings table is 5242881 bytes, over the 5 MB limit (5242880 bytes)")
  }

  @Test func unreadableFileIsRejected() throws {
    let error = try Self.loadError { tree in
      try tree.write("en.lproj/A.strings", "a = b;")
      try FileManager.default.createDirectory(
        atPath: tree.root + "/en.lproj/B.strings", withIntermediateDirectories: true)
    }
    #expect(error?.message == "not a regular file (a folder); only regular files are read")
  }

  @Test func missingDevelopmentLanguageAndDirectory() throws {
    let error = try Self.loadError { tree in try tree.write("ko.lproj/A.strings", "a = b;") }
    #expect(error?.message == "no copy for the development language en (en.lproj)")
    #expect(throws: CopyLoadError.self) { try CopyCatalog.load(directory: "/nonexistent/copy") }
  }

  @Test func catalogIsAnAlternativeSourceForATable() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("en.lproj/Primer.strings", "a = b;")
    try tree.write("Outcome.xcstrings", CatalogTests.sample)
    let catalog = try CopyCatalog.load(directory: tree.root)
    let key = CopyKey(table: "Outcome", key: "solved")
    #expect(catalog.lookup(key, in: CopyLayer(locale: "en"), count: 1)?.value == "%lld puzzle solved")
    #expect(catalog.lookup(key, in: CopyLayer(locale: "en"), count: 3)?.value == "%lld puzzles solved")
    #expect(catalog.lookup(key, in: CopyLayer(locale: "fr"), count: 0)?.value == "%lld grille résolue")
    #expect(catalog.lookup(key, in: CopyLayer(locale: "ko"), count: 1)?.value == "퍼즐 %lld개 완료")
    #expect(
      catalog.lookup(CopyKey(table: "Outcome", key: "hint"), in: CopyLayer(locale: "en"))?.comment
        == "Shown under the grid.")
    #expect(catalog.locales == ["en", "fr", "ja", "ko"])
  }

  @Test func tableDefinedTwiceIsAnError() throws {
    let error = try Self.loadError { tree in
      try tree.write("en.lproj/Outcome.strings", "a = b;")
      try tree.write("Outcome.xcstrings", CatalogTests.sample)
    }
    #expect(error?.message.hasPrefix("table Outcome for en is defined twice") == true)
  }
}
