import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing
import TextSafety

@Suite("Export and import: untouched round trips change no byte, edits change only their values")
struct RoundTripTests {
  static func units(_ files: [ExportFile], format: ExchangeFormat, in tree: TemporaryTree) throws
    -> [IncomingUnit]
  {
    var units: [IncomingUnit] = []
    for file in files {
      let path = tree.root + "/out/" + file.path
      try tree.write("out/" + file.path, bytes: file.bytes)
      units += try ExchangeReading.units(bytes: file.bytes, path: path, context: ExchangeFixtures.context)
    }
    return units
  }

  @Test(
    "XLIFF, String Catalogs and CSV of the bundled copy import back without changing a byte",
    arguments: [
      ExchangeFormat.xliff, .xcstrings, .csv,
    ])
  func untouched(format: ExchangeFormat) throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let before = try ExchangeFixtures.snapshot(copy.root)
    let catalog = try CopyCatalog.load(directory: copy.root)
    let scratch = try TemporaryTree()
    defer { scratch.remove() }
    let incoming = try Self.units(ExchangeExport.files(catalog, format: format), format: format, in: scratch)
    #expect(incoming.count > 400)
    let plan = try ImportPlan.make(incoming, catalog: catalog)
    #expect(plan.changes.isEmpty)
    #expect(plan.writes.isEmpty)
    try ExchangeFixtures.write(plan)
    #expect(try ExchangeFixtures.snapshot(copy.root) == before)
  }

  @Test("exports are byte-stable across runs", arguments: ExchangeFormat.allCases)
  func stable(format: ExchangeFormat) throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    #expect(ExchangeExport.files(catalog, format: format) == ExchangeExport.files(catalog, format: format))
  }

  @Test("an edited translation changes that value only; comments, order and other bytes stay")
  func oneEdit() throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let before = try ExchangeFixtures.snapshot(copy.root)
    let catalog = try CopyCatalog.load(directory: copy.root)
    let scratch = try TemporaryTree()
    defer { scratch.remove() }
    var incoming = try Self.units(ExchangeExport.files(catalog, format: .csv), format: .csv, in: scratch)
    let index = try #require(
      incoming.firstIndex { $0.path.relative == "ko.lproj/Primer.strings" && $0.key == "primer.action" })
    incoming[index].target = "계속하기 \"\\ \u{1B}"
    let plan = try ImportPlan.make(incoming, catalog: catalog)
    #expect(plan.changes.map(\.key) == ["primer.action"])
    #expect(plan.reportLines.first == "ko.lproj/Primer.strings: primer.action: \"계속\" → \"계속하기 \"\\ ␛\"")
    #expect(
      plan.findings.map(\.finding.ruleID).contains("COPY-control"), "lint names the escape it brings in")
    try ExchangeFixtures.write(plan)
    let after = try ExchangeFixtures.snapshot(copy.root)
    #expect(Set(after.keys) == Set(before.keys))
    for (path, bytes) in before where path != "ko.lproj/Primer.strings" {
      #expect(after[path] == bytes, "\(path)")
    }
    let old = String(decoding: before["ko.lproj/Primer.strings"] ?? Data(), as: UTF8.self)
    let new = String(decoding: after["ko.lproj/Primer.strings"] ?? Data(), as: UTF8.self)
    #expect(
      new
        == old.replacing(
          "\"primer.action\" = \"계속\";", with: "\"primer.action\" = \"계속하기 \\\"\\\\ \\U001B\";"))
    let reloaded = try CopyCatalog.load(directory: copy.root)
    #expect(
      reloaded.table("Primer", in: CopyLayer(locale: "ko"))?.entries["primer.action"]?.value
        == "계속하기 \"\\ \u{1B}")
  }

  @Test("a translation whose source text changed is refused, naming the key")
  func stale() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    let unit = IncomingUnit(
      path: try TablePath.parse("ja.lproj/Primer.strings"), key: "primer.action", source: "Go on",
      target: "続ける",
      origin: "ja.xliff", line: 12)
    #expect(
      throws: ExchangeError.staleTranslation(
        SourceLocation(file: "ja.xliff", line: 12, column: 0), key: "Primer/primer.action (ja)",
        now: "Continue")
    ) {
      try ImportPlan.make([unit], catalog: catalog)
    }
  }

  @Test("iOS's own System text is never exported nor imported")
  func systemLocked() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    #expect(!ExchangeUnits.collect(catalog).contains { $0.table == "System" })
    let unit = IncomingUnit(
      path: try TablePath.parse("ko.lproj/System.strings"), key: "alert.allow", source: nil, target: "x",
      origin: "x.csv", line: 3)
    #expect(throws: ExchangeError.self) { try ImportPlan.make([unit], catalog: catalog) }
  }

  @Test("paths leaving the copy folder are refused: .., absolute, odd shapes")
  func unsafePaths() {
    for path in [
      "../../x", "/etc/passwd", "en.lproj/../../x.strings", "variants/../en.lproj/P.strings",
      "en.lproj/P.txt",
      "xx.lproj/P.strings", "en.lproj//P.strings", "variants/a b/en.lproj/P.strings", "./en.lproj/P.strings",
      "en.lproj/X\u{6DD}/..\u{6DD}/..\u{6DD}/x.strings", "en.lproj/\u{6DD}/\u{6DD}/x.strings",
    ] {
      #expect(throws: ExchangeError.self, "\(path)") { try TablePath.parse(path) }
    }
    #expect(
      (try? TablePath.parse("variants/relevance/ko.lproj/Primer.strings"))?.layer
        == CopyLayer(locale: "ko", variant: "relevance"))
  }

  @Test("an XLIFF file naming ../../x is refused before anything is written")
  func xliffTraversal() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="../../x" source-language="en" target-language="ko" datatype="plaintext"><body>
          <trans-unit id="k"><source>a</source><target>b</target></trans-unit>
        </body></file>
      </xliff>
      """
    #expect(
      throws: ExchangeError.unknown(
        SourceLocation(file: "ko.xliff", line: 3, column: 0),
        message:
          "<file original> \"../../x\" is not a table of the copy: '..', '.' and empty components are refused"
      )
    ) {
      try ExchangeReading.units(bytes: Array(text.utf8), path: "ko.xliff", context: ExchangeFixtures.context)
    }
  }

  @Test("a symbolic link that leads out of the copy folder is refused")
  func symlinkOut() throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let outside = try TemporaryTree()
    defer { outside.remove() }
    try outside.write("Primer.strings", "\"primer.action\" = \"x\";\n")
    let lproj = copy.root + "/ko.lproj"
    try FileManager.default.removeItem(atPath: lproj + "/Primer.strings")
    try FileManager.default.createSymbolicLink(
      atPath: lproj + "/Primer.strings", withDestinationPath: outside.root + "/Primer.strings")
    let path = try TablePath.parse("ko.lproj/Primer.strings")
    #expect(
      throws: ExchangeError.unsafePath(
        "ko.lproj/Primer.strings", "a symbolic link leads out of the copy folder")
    ) {
      try path.resolved(in: copy.root)
    }
    #expect((try? path.resolved(in: ExchangeFixtures.bundledCopy)) != nil)
  }
}
