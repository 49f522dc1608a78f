import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing

/// translate-toolkit (`pocount`, its XLIFF storage API) and lxml, tools no one here wrote, reading
/// what the export writes and writing what the import reads (`.ci/run` installs them from PyPI).
enum OutsideTools {
  /// Whether Python has translate-toolkit and lxml and `pocount` runs.
  static let available: Bool = {
    guard let modules = try? ExchangeFixtures.python("import translate, lxml", []), modules.status == 0,
      let pocount = try? run("pocount", ["--help"]), pocount.status == 0
    else { return false }
    return true
  }()

  /// The XLIFF 1.2 strict schema as Debian's php-symfony-translation package ships it (Symfony's
  /// translation component validates XLIFF with it), beside the W3C `xml.xsd` it imports.
  static let schemaFolder = "/usr/share/php/Symfony/Component/Translation/Resources/schemas"

  /// Whether the schema is installed (`.ci/run` installs php-symfony-translation).
  static var hasSchema: Bool {
    FileManager.default.fileExists(atPath: schemaFolder + "/xliff-core-1.2-strict.xsd")
      && FileManager.default.fileExists(atPath: schemaFolder + "/xml.xsd")
  }

  static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    return try ChildProcess.run("/usr/bin/env", [tool] + arguments, environment: environment)
  }

  /// Validates files against the schema with lxml, offline; prints one line per error, then `checked N`.
  static let validate = """
    import pathlib, sys
    from lxml import etree
    folder = pathlib.Path(sys.argv[1])
    text = (folder / "xliff-core-1.2-strict.xsd").read_text(encoding="utf-8")
    # The schema imports xml.xsd from the W3C's site; the package ships it beside the schema.
    text = text.replace('schemaLocation="http://www.w3.org/2001/xml.xsd"', 'schemaLocation="%s"' % (folder / "xml.xsd").as_uri())
    parser = etree.XMLParser(no_network=True, resolve_entities=False)
    schema = etree.XMLSchema(etree.fromstring(text.encode("utf-8"), parser, base_url=(folder / "schema.xsd").as_uri()))
    for path in sys.argv[2:]:
        if not schema.validate(etree.parse(path, parser)):
            for error in schema.error_log:
                print("%s:%d: %s" % (path, error.line, error.message))
    print("checked %d" % (len(sys.argv) - 2))
    """

  /// Sets one unit's target through translate-toolkit's XLIFF storage and saves the file.
  static let edit = """
    import sys
    from translate.storage import xliff
    store = xliff.xlifffile.parsefile(sys.argv[1])
    unit = next(u for u in store.units if u.getid() == sys.argv[2] + "\\x04" + sys.argv[3])
    unit.target = sys.argv[4]
    store.save()
    print(unit.getid().replace("\\x04", " "), unit.istranslated())
    """

  /// Sets the target of the PO unit whose source is `argv[2]` (one only) and saves the file.
  static let editPO = """
    import sys
    from translate.storage import po
    store = po.pofile.parsefile(sys.argv[1])
    units = [u for u in store.units if u.source == sys.argv[2]]
    units[0].target = sys.argv[3]
    store.save()
    print(len(units))
    """

  /// Writes every file of an export under `tree`, returning their paths.
  static func write(_ files: [ExportFile], in tree: TemporaryTree) throws -> [String] {
    try files.map { file in
      try tree.write("out/" + file.path, bytes: file.bytes)
      return tree.root + "/out/" + file.path
    }
  }
}

@Suite(
  "Exports read by translate-toolkit and lxml, imports of what translate-toolkit saved",
  .enabled(
    if: OutsideTools.available, "python3 with translate-toolkit and lxml is needed (.ci/run installs them)"))
struct OutsideToolTests {
  @Test("pocount counts translated units as translated and the rest as untranslated or needing review")
  func pocount() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let paths = try OutsideTools.write(ExchangeExport.files(catalog, format: .xliff), in: tree)
    let result = try OutsideTools.run("pocount", ["--csv"] + paths)
    #expect(result.status == 0, "\(result.output)")
    let rows = result.output.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").map(String.init)
    }
    #expect(rows.count == catalog.locales.count - 1, "one row per locale but English: \(result.output)")
    for row in rows {
      let locale = String((row.first ?? "").split(separator: "/").last?.dropLast(".xliff".count) ?? "")
      var units: [ExchangeUnit] = []
      for variant in [nil] + catalog.variants.map(Optional.some) {
        units += ExchangeUnits.collect(catalog, layer: CopyLayer(locale: locale, variant: variant))
      }
      let translated = units.filter { $0.status == .translated }.count
      #expect(translated > 60, "\(locale)")
      #expect(Int(row[1]) == translated, "\(locale): translated")
      #expect(Int(row[4]) == units.filter { $0.status == .needsReview }.count, "\(locale): fuzzy")
      #expect(Int(row[6]) == units.filter { $0.status == .needsTranslation }.count, "\(locale): untranslated")
      #expect(Int(row[8]) == units.count, "\(locale): total")
    }
  }

  @Test("pocount: a stand-in and a missing key are untranslated, English left in needs review")
  func pocountStatuses() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let paths = try OutsideTools.write(ExchangeExport.files(catalog, format: .xliff), in: tree)
    let result = try OutsideTools.run("pocount", ["--csv", try #require(paths.last)])
    let row = try #require(result.output.split(separator: "\n").last).split(separator: ",").map(String.init)
    #expect(row.first?.hasSuffix("ko.xliff") == true, "\(result.output)")
    #expect(
      [row[1], row[4], row[6], row[8]] == ["2", "1", "2", "5"], "translated, fuzzy, untranslated, total")
  }

  /// A ko target edited through translate-toolkit: a table, a key, its value before and after.
  struct ToolkitEdit: Sendable, CustomTestStringConvertible {
    var table: String
    var key: String
    var before: String
    var after: String
    var testDescription: String { "\(table): \(key)" }
  }

  @Test(
    "a target edited and saved by translate-toolkit's XLIFF storage imports as that one change (a button, a caption)",
    arguments: [
      ToolkitEdit(table: "Primer", key: "primer.action", before: "계속", after: "계속하기"),
      ToolkitEdit(
        table: "Demos", key: "reinstall.again", before: "그래서 새로 설치한 앱은 한 번 더 물어볼 수 있어요.",
        after: "그러니 새로 설치한 앱은 다시 물어볼 수 있어요."),
    ])
  func translateToolkitEdit(edit: ToolkitEdit) throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let before = try ExchangeFixtures.snapshot(copy.root)
    let catalog = try CopyCatalog.load(directory: copy.root)
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let paths = try OutsideTools.write(ExchangeExport.files(catalog, format: .xliff), in: tree)
    let ko = try #require(paths.first { $0.hasSuffix("/ko.xliff") })
    let source = "en.lproj/\(edit.table).strings"
    let edited = try ExchangeFixtures.python(OutsideTools.edit, [ko, source, edit.key, edit.after])
    #expect(edited.output == "\(source) \(edit.key) True\n")
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: ko)))
    let units = try ExchangeReading.units(bytes: bytes, path: ko, context: ImportContext(catalog))
    let plan = try ImportPlan.make(units, catalog: catalog)
    let target = "ko.lproj/\(edit.table).strings"
    #expect(plan.reportLines == ["\(target): \(edit.key): \"\(edit.before)\" → \"\(edit.after)\""])
    #expect(plan.withheld.isEmpty && plan.untranslated.isEmpty)
    try ExchangeFixtures.write(plan)
    let after = try ExchangeFixtures.snapshot(copy.root)
    for (path, data) in before where path != target {
      #expect(after[path] == data, "\(path)")
    }
    let reloaded = try CopyCatalog.load(directory: copy.root)
    #expect(reloaded.table(edit.table, in: CopyLayer(locale: "ko"))?.entries[edit.key]?.value == edit.after)
  }

  @Test(
    "xliff2po, an edit, po2xliff with or without the export as template: refused at the <file> made from the PO"
  )
  func poRoundTrip() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let paths = try OutsideTools.write(ExchangeExport.files(catalog, format: .xliff), in: tree)
    let ko = try #require(paths.first { $0.hasSuffix("/ko.xliff") })
    let po = tree.root + "/ko.po"
    #expect(try OutsideTools.run("xliff2po", [ko, po]).status == 0)
    let edited = try ExchangeFixtures.python(
      OutsideTools.editPO, [po, "A Quick Word About Ads", "광고 이야기 잠깐 할게요"])
    #expect(edited.output == "1\n", "one unit has that source")
    for template in [false, true] {
      let back = tree.root + "/back-\(template).xliff"
      let arguments = (template ? ["-t", ko] : []) + [po, back]
      #expect(try OutsideTools.run("po2xliff", arguments).status == 0)
      let text = try String(contentsOfFile: back, encoding: .utf8)
      #expect(text.contains("광고 이야기 잠깐 할게요"))
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        try #require(lines.firstIndex { $0.contains("<file original=\"") && $0.contains(".po\"") }) + 1
      do {
        _ = try ExchangeReading.units(bytes: Array(text.utf8), path: back, context: ImportContext(catalog))
        Issue.record("a file without keys was read (template: \(template))")
      } catch {
        #expect(error.description.hasPrefix("\(back):\(line):3: error: <file original="), "\(error)")
        #expect(error.description.contains("> was made by po2xliff from a PO file, which keeps no keys"))
        #expect(!error.description.contains("\n"))
      }
    }
  }

  @Test(
    "every exported XLIFF is valid XLIFF 1.2 (strict schema, lxml)",
    .enabled(if: OutsideTools.hasSchema, "php-symfony-translation ships the schema (.ci/run installs it)"))
  func schema() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let states = try StateCopy.make()
    defer { states.remove() }
    let hostile = try TemporaryTree()
    defer { hostile.remove() }
    for locale in ["en", "ko"] {
      try hostile.write(
        "\(locale).lproj/Primer.strings",
        StringsWriting.file(
          ExchangeFixtures.hostile.enumerated().map {
            ("hostile.\($0)", locale == "en" ? $1 : $1 + " ko", "c \($0)")
          }))
    }
    var paths: [String] = []
    for (name, root) in [
      ("bundled", ExchangeFixtures.bundledCopy), ("states", states.root), ("hostile", hostile.root),
    ] {
      let files = ExchangeExport.files(try CopyCatalog.load(directory: root), format: .xliff)
      paths += try files.map { file in
        try tree.write("\(name)/" + file.path, bytes: file.bytes)
        return tree.root + "/\(name)/" + file.path
      }
    }
    #expect(paths.count == 6 + 2 + 1)
    let result = try ExchangeFixtures.python(OutsideTools.validate, [OutsideTools.schemaFolder] + paths)
    #expect(result.output == "checked \(paths.count)\n")
    #expect(result.status == 0)
    let tampered = tree.root + "/tampered.xliff"
    let text = try String(contentsOfFile: try #require(paths.first), encoding: .utf8)
    try text.replacingOccurrences(of: "state=\"translated\"", with: "state=\"done\"")
      .write(toFile: tampered, atomically: true, encoding: .utf8)
    let refused = try ExchangeFixtures.python(OutsideTools.validate, [OutsideTools.schemaFolder, tampered])
    #expect(
      refused.output.contains("attribute 'state': 'done' is not a valid value"), "the schema is applied")
  }
}
