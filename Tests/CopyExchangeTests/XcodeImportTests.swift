import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing
import TextSafety

@Suite("Import from an Xcode project: Info.plist strings per locale, mapped keys, ATT-9 gaps")
struct XcodeImportTests {
  static let locales: Set<String> = ["en", "ko", "ja"]

  @Test(
    "ATT-9: .lproj/InfoPlist.strings: takes the purpose strings and names, says what it skipped and which locale has no purpose string"
  )
  func stringsApp() throws {
    let app = ExchangeFixtures.fixture("xcode-strings-app")
    let mapping = try ImportMapping(
      text: try String(contentsOfFile: app + "/mapping.txt", encoding: .utf8), path: app + "/mapping.txt")
    let result = try XcodeImport.read(
      appPath: app, mapping: mapping, copyLocales: Self.locales, developmentLanguage: "en")
    let taken = Set(result.taken.map { "\($0.key) \($0.locale)" })
    #expect(
      taken == [
        "InfoPlist/CFBundleDisplayName en", "InfoPlist/NSUserTrackingUsageDescription en",
        "InfoPlist/CFBundleDisplayName ko", "InfoPlist/NSUserTrackingUsageDescription ko",
        "InfoPlist/CFBundleDisplayName ja", "Localizable/tracking_primer_title en",
        "Localizable/tracking_primer_title ko", "Localizable/tracking_primer_title ja",
      ])
    #expect(
      result.taken.first { $0.key == "Localizable/tracking_primer_title" && $0.locale == "ko" }?.reason
        == "needs_review in Xcode")
    let skipped = Dictionary(
      uniqueKeysWithValues: result.skipped.map { ("\($0.key) \($0.locale)", $0.reason ?? "") })
    #expect(skipped["InfoPlist/NSCameraUsageDescription en"] == "not part of the tracking journey")
    #expect(skipped["InfoPlist/CFBundleDisplayName Base"]?.hasPrefix("Base.lproj is not a locale") == true)
    #expect(skipped["Localizable/notes_count en"]?.contains("plural") == true)
    #expect(skipped.count == 3)
    #expect(result.localesWithoutPurposeString == ["ja"])
    let primer = result.units.filter { $0.path.table == "Primer" }
    #expect(Set(primer.map(\.key)) == ["primer.title"])
  }

  @Test(
    "ATT-9: InfoPlist.xcstrings: needs_review is taken and said, a locale without a purpose string is named")
  func catalogApp() throws {
    let result = try XcodeImport.read(
      appPath: ExchangeFixtures.fixture("xcode-catalog-app"), mapping: .none, copyLocales: Self.locales,
      developmentLanguage: "en")
    #expect(result.units.count == 5)
    #expect(result.taken.filter { $0.reason != nil }.map(\.locale) == ["ko"])
    #expect(result.localesWithoutPurposeString == ["ja"])
  }

  @Test("a locale the copy lacks is skipped with the reason")
  func localeNotInCopy() throws {
    let result = try XcodeImport.read(
      appPath: ExchangeFixtures.fixture("xcode-catalog-app"), mapping: .none, copyLocales: ["en"],
      developmentLanguage: "en")
    #expect(result.skipped.filter { $0.reason?.contains("no ko.lproj") == true }.count == 2)
    #expect(result.localesWithoutPurposeString == ["ja"], "ko has one, although the copy cannot take it")
  }

  @Test(
    "a missing folder, a folder without Info.plist strings and a malformed file are one-line errors with the path"
  )
  func errors() throws {
    #expect(
      throws: ExchangeError.badFile(
        SourceLocation(file: "/no/such/app", line: 0, column: 0),
        message: "no such folder (give the folder of the Xcode project)")
    ) {
      try XcodeImport.read(
        appPath: "/no/such/app", mapping: .none, copyLocales: Self.locales, developmentLanguage: "en")
    }
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("App/README.md", "nothing here")
    #expect(throws: ExchangeError.self) {
      try XcodeImport.read(
        appPath: tree.root, mapping: .none, copyLocales: Self.locales, developmentLanguage: "en")
    }
    try tree.write("App/ko.lproj/InfoPlist.strings", "\"NSUserTrackingUsageDescription\" = \"unterminated;\n")
    do {
      _ = try XcodeImport.read(
        appPath: tree.root, mapping: .none, copyLocales: Self.locales, developmentLanguage: "en")
      Issue.record("a malformed file was accepted")
    } catch {
      #expect(error.description.hasPrefix(tree.root + "/App/ko.lproj/InfoPlist.strings:1:"))
      #expect(!error.description.contains("\n"))
    }
  }

  @Test("symbolic links are not followed into other folders")
  func symlinksNotFollowed() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("App/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"App\";\n")
    try FileManager.default.createSymbolicLink(
      atPath: tree.root + "/App/ko.lproj",
      withDestinationPath: ExchangeFixtures.fixture("xcode-strings-app/Lumen/ko.lproj"))
    let result = try XcodeImport.read(
      appPath: tree.root, mapping: .none, copyLocales: Self.locales, developmentLanguage: "en")
    #expect(result.taken.map(\.locale) == ["en"])
  }

  @Test("the mapping file: bad lines are errors with their line number")
  func mapping() throws {
    let mapping = try ImportMapping(text: "# c\n\nLocalizable/a.b = Primer/primer.title\n", path: "m.txt")
    #expect(
      mapping.destination(table: "Localizable", key: "a.b") == CopyKey(table: "Primer", key: "primer.title"))
    #expect(
      throws: ExchangeError.badFile(
        SourceLocation(file: "m.txt", line: 2, column: 1),
        message: "expected 'AppTable/app.key = CopyTable/copy.key'")
    ) {
      try ImportMapping(text: "ok/a = B/b\nno equals here\n", path: "m.txt")
    }
  }

  @Test("the mapping file: CRLF, CR and U+2028 end lines as in every other reader")
  func mappingLineBreaks() throws {
    for lineBreak in ["\r\n", "\r", "\u{2028}"] {
      let mapping = try ImportMapping(
        text: ["# c", "", "Localizable/a.b = Primer/primer.title", "Localizable/c = Primer/primer.body", ""]
          .joined(separator: lineBreak),
        path: "m.txt")
      #expect(
        mapping.rules.map(\.destination) == [
          CopyKey(table: "Primer", key: "primer.title"), CopyKey(table: "Primer", key: "primer.body"),
        ])
      #expect(
        throws: ExchangeError.badFile(
          SourceLocation(file: "m.txt", line: 3, column: 1),
          message: "expected 'AppTable/app.key = CopyTable/copy.key'")
      ) {
        try ImportMapping(
          text: ["ok/a = B/b", "", "no equals here"].joined(separator: lineBreak), path: "m.txt")
      }
    }
  }

  @Test("the InfoPlist export is byte-stable and reads back as the same values")
  func infoPlistExport() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    let files = ExchangeExport.files(catalog, format: .infoplistXcstrings)
    #expect(files.map(\.path) == ["InfoPlist.xcstrings"])
    let read = try StringCatalog(bytes: files[0].bytes, path: "InfoPlist.xcstrings")
    let purpose = try #require(read.strings.first { $0.key == "NSUserTrackingUsageDescription" })
    for locale in catalog.locales {
      #expect(
        purpose.localizations[locale]?.stringUnit?.value
          == catalog.table("InfoPlist", in: CopyLayer(locale: locale))?.entries[
            "NSUserTrackingUsageDescription"]?.value)
    }
    let strings = ExchangeExport.files(catalog, format: .infoplistStrings)
    #expect(strings.count == catalog.locales.count)
    for file in strings {
      let parsed = try StringsFile(bytes: file.bytes, path: file.path)
      let locale = String(file.path.prefix { $0 != "." })
      #expect(
        parsed.dictionary
          == catalog.table("InfoPlist", in: CopyLayer(locale: locale))?.entries.mapValues(\.value))
    }
  }
}
