import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing
import TextSafety

@Suite("Writers escape for their format: .strings, String Catalog JSON")
struct WriterEscapingTests {
  @Test(".strings literals read back exactly and hold no raw control character")
  func stringsLiteral() throws {
    for value in ExchangeFixtures.hostile {
      let text = StringsWriting.entry(key: "k", value: value, comment: "note */ with \u{1B} escape")
      #expect(
        !text.unicodeScalars.contains { ControlCharacters.isUnsafe($0) && $0 != "\n" },
        "\(text.debugDescription)")
      let file = try StringsFile(bytes: Array(text.utf8), path: "t.strings")
      #expect(file.entries.map(\.value) == [value])
      #expect(file.entries.first?.comment?.contains("*/") == false)
    }
  }

  @Test("String Catalog JSON: Python's json reads every hostile value back, no raw control character")
  func catalogJSON() throws {
    let values = ExchangeFixtures.hostile
    let members = Dictionary(
      uniqueKeysWithValues: values.enumerated().map { ("k\($0)", JSONValue.string($1)) })
    let text = JSONValue.object(members).text()
    #expect(!text.unicodeScalars.contains { ControlCharacters.isUnsafe($0) && $0 != "\n" })
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("c.json", text)
    let result = try ExchangeFixtures.python(
      "import json, sys\nd = json.load(open(sys.argv[1], encoding='utf-8'))\nprint(json.dumps([d['k%d' % i] for i in range(len(d))]))",
      [tree.root + "/c.json"])
    #expect(result.status == 0, "\(result.output)")
    #expect(try JSONDecoder().decode([String].self, from: Data(result.output.utf8)) == values)
  }

  @Test("hostile values survive export and import in every format without a byte changing")
  func hostileCopyRoundTrip() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let values = ExchangeFixtures.hostile
    for locale in ["en", "ko"] {
      try tree.write(
        "\(locale).lproj/Primer.strings",
        StringsWriting.file(
          values.enumerated().map { ("hostile.\($0)", locale == "en" ? $1 : $1 + " ko", "c \($0)") }))
    }
    let before = try ExchangeFixtures.snapshot(tree.root)
    let catalog = try CopyCatalog.load(directory: tree.root)
    for format in [ExchangeFormat.xliff, .xcstrings, .csv] {
      var incoming: [IncomingUnit] = []
      for file in ExchangeExport.files(catalog, format: format) {
        incoming += try ExchangeReading.units(
          bytes: file.bytes, path: "out/" + file.path, context: ExchangeFixtures.context)
      }
      #expect(incoming.count == values.count, "\(format): the ko units, English being the source")
      let plan = try ImportPlan.make(incoming, catalog: catalog)
      #expect(plan.changes.isEmpty, "\(format): \(plan.reportLines)")
    }
    #expect(try ExchangeFixtures.snapshot(tree.root) == before)
  }

  @Test("a malformed XLIFF file is one line naming the file, line and column")
  func malformedMessage() {
    do {
      _ = try ExchangeReading.units(
        bytes: Array(
          "<xliff version=\"1.2\">\n  <file original=\"en.lproj/P.strings\" source-language=\"en\">&bomb;"
            .utf8),
        path: "in/ko.xliff", context: ExchangeFixtures.context)
      Issue.record("accepted")
    } catch {
      #expect(
        error.description
          == "in/ko.xliff:2:60: error: unknown entity &bomb; (only &lt; &gt; &amp; &apos; &quot; and character references are accepted)"
      )
    }
  }
}
