import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing

/// The demos' captions (`Demos.strings`) travel like any other copy: exported with their translator notes
/// and caption budgets, read by translate-toolkit, imported back into the Demos table.
@Suite("Demo captions in exports and imports")
struct DemoCaptionExchangeTests {
  static let budget = "Budget: 2 lines of 46 display columns"

  @Test("XLIFF, String Catalogs and CSV carry every caption with its note and its budget in lines")
  func exportsCarryCaptions() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    let keys = try #require(catalog.table("Demos", in: CopyLayer(locale: "en"))).entries.keys.sorted()
    #expect(keys.count >= 22, "at least one caption a demo")
    for format in [ExchangeFormat.xliff, .xcstrings, .csv] {
      let files = ExchangeExport.files(catalog, format: format)
      let text = files.filter { !$0.path.hasPrefix("variants/") }.map {
        String(decoding: $0.bytes, as: UTF8.self)
      }
      .joined()
      for key in keys { #expect(text.contains(key), "\(format): \(key)") }
      #expect(text.contains(Self.budget), "\(format): the caption budget is stated")
      #expect(text.contains("의 안내 화면이 먼저 광고를 설명해요"), "\(format): the Korean caption")
    }
  }

  @Test("a caption a locale lacks imports into its Demos table with the budget in lines")
  func missingCaptionImports() throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let path = copy.root + "/ko.lproj/Demos.strings"
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let line = try #require(original.split(separator: "\n").first { $0.hasPrefix("\"reinstall.again\"") })
    try original.replacingOccurrences(of: line + "\n", with: "").write(
      toFile: path, atomically: true, encoding: .utf8)
    let catalog = try CopyCatalog.load(directory: copy.root)
    #expect(catalog.table("Demos", in: CopyLayer(locale: "ko"))?.entries["reinstall.again"] == nil)
    let scratch = try TemporaryTree()
    defer { scratch.remove() }
    var incoming = try RoundTripTests.units(
      ExchangeExport.files(catalog, format: .csv), format: .csv, in: scratch)
    let index = try #require(
      incoming.firstIndex { $0.path.relative == "ko.lproj/Demos.strings" && $0.key == "reinstall.again" })
    incoming[index].target = "그래서 새로 설치하면 한 번 더 물어볼 수 있어요."
    let plan = try ImportPlan.make(incoming, catalog: catalog)
    #expect(plan.changes.map(\.key) == ["reinstall.again"])
    #expect(plan.writes.map { $0.path.hasSuffix("/ko.lproj/Demos.strings") } == [true])
    try ExchangeFixtures.write(plan)
    let reloaded = try CopyCatalog.load(directory: copy.root)
    let entry = try #require(reloaded.table("Demos", in: CopyLayer(locale: "ko"))?.entries["reinstall.again"])
    #expect(entry.value == "그래서 새로 설치하면 한 번 더 물어볼 수 있어요.")
    #expect(entry.comment?.contains(Self.budget) == true, "\(entry.comment ?? "no comment")")
  }
}

@Suite(
  "Demo captions through translate-toolkit",
  .enabled(
    if: OutsideTools.available, "python3 with translate-toolkit and lxml is needed (.ci/run installs them)"))
struct DemoCaptionToolkitTests {
  @Test("xliff2po reads every Korean caption against its English source")
  func xliff2po() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let paths = try OutsideTools.write(ExchangeExport.files(catalog, format: .xliff), in: tree)
    let ko = try #require(paths.first { $0.hasSuffix("/ko.xliff") })
    let po = tree.root + "/ko.po"
    let converted = try OutsideTools.run("xliff2po", ["--progress=none", ko, po])
    #expect(converted.status == 0, "\(converted.output)")
    let read = try ExchangeFixtures.python(
      """
      import sys
      from translate.storage import po
      store = po.pofile.parsefile(sys.argv[1])
      for unit in store.units:
          if unit.source:
              print(unit.source.replace("\\n", " ") + "\\t" + unit.target.replace("\\n", " "))
      """, [po])
    #expect(read.status == 0, "\(read.output)")
    let pairs = Dictionary(
      read.output.split(separator: "\n").map { line -> (String, String) in
        let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
        return (parts[0], parts.count > 1 ? parts[1] : "")
      }, uniquingKeysWith: { first, _ in first })
    let english = try #require(catalog.table("Demos", in: CopyLayer(locale: "en")))
    let korean = try #require(catalog.table("Demos", in: CopyLayer(locale: "ko")))
    for (key, entry) in english.entries {
      #expect(pairs[entry.value] == korean.entries[key]?.value, "\(key)")
    }
  }
}
