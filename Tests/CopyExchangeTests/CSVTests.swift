import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing

@Suite("CSV: RFC 4180 quoting and formula neutralisation")
struct CSVTests {
  @Test("formula starts are neutralised and restored exactly")
  func formulaRoundTrip() {
    for value in ["=1+1", "+1", "-2", "@SUM(A1)", "\tx", "\rx", "'quoted", "''two", "plain", ""] {
      let neutral = CSVEscaping.neutralise(value)
      if let first = neutral.unicodeScalars.first {
        #expect(!["=", "+", "-", "@", "\t", "\r"].contains(first))
      }
      #expect(CSVEscaping.restore(neutral) == value)
    }
  }

  @Test(
    "import drops only the apostrophe export adds: one before a guarded character, never before text",
    arguments: [
      ("'=1+1", "=1+1"), ("'+1", "+1"), ("'-2", "-2"), ("'@SUM(A1)", "@SUM(A1)"), ("''quoted", "'quoted"),
      ("'Allo", "'Allo"), ("'", "'"), ("l'appli", "l'appli"), ("=1+1", "=1+1"),
    ])
  func apostropheOnImport(cell: String, value: String) {
    #expect(CSVEscaping.restore(cell) == value)
    #expect(CSVEscaping.formulaStart(cell) == (cell.hasPrefix("=") ? "=" : nil))
  }

  @Test(
    "a cell starting like a formula without the apostrophe is imported as text with a warning",
    arguments: ["=SUM(A1)", "+82 10", "-Weiter", "@mention"])
  func unguardedFormula(cell: String) throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let text =
      "locale,variant,table,key,source,target,comment\r\n"
      + "ko,,Primer,done,Hello,\"\(cell)\",\r\n"
      + "ko,,Primer,brand,Daily Grid,'=guarded,\r\n"
    let units = try ExchangeReading.units(
      bytes: Array(text.utf8), path: "ko.csv", context: ImportContext(catalog))
    #expect(units.map(\.target) == [cell, "=guarded"])
    #expect(units.map { $0.formulaStart.map(String.init) } == [String(cell.prefix(1)), nil])
    let plan = try ImportPlan.make(units, catalog: catalog)
    #expect(plan.changes.map(\.new) == [cell, "=guarded"], "both kept as text")
    #expect(
      plan.warnings.map(\.line) == [
        "ko.csv:2: warning: the cell of Primer/done (ko) starts with '\(cell.prefix(1))' without the apostrophe export puts in front: a spreadsheet may have read it as a formula; imported as the text \"\(cell)\""
      ])
    #expect(plan.reportLines.contains(try #require(plan.warnings.first).line))
  }

  @Test("records read back to the same values, hostile ones included")
  func roundTrip() throws {
    let values = ExchangeFixtures.hostile
    let text =
      CSVEscaping.record(["id", "value"])
      + values.enumerated().map { CSVEscaping.record(["\($0)", $1]) }.joined()
    let records = try CSVReader.parse(Array(text.utf8))
    #expect(records.count == values.count + 1)
    #expect(records.dropFirst().map { CSVEscaping.restore($0.fields[1]) } == values)
  }

  @Test("Python's csv module reads the same fields, and no cell starts like a formula")
  func pythonReads() throws {
    let values = ExchangeFixtures.hostile
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("copy.csv", values.map { CSVEscaping.record(["k", $0]) }.joined())
    let script = """
      import csv, json, sys
      with open(sys.argv[1], newline='', encoding='utf-8') as f:
          rows = list(csv.reader(f))
      assert all(len(r) == 2 for r in rows), rows
      assert not any(r[1][:1] in ('=', '+', '-', '@', '\\t', '\\r') for r in rows)
      print(json.dumps([r[1] for r in rows]))
      """
    let result = try ExchangeFixtures.python(script, [tree.root + "/copy.csv"])
    #expect(result.status == 0, "\(result.output)")
    let cells = try JSONDecoder().decode([String].self, from: Data(result.output.utf8))
    #expect(cells.map(CSVEscaping.restore) == values)
  }

  @Test("malformed quoting fails with its line and column")
  func malformed() {
    #expect(throws: FormatError(line: 2, column: 1, message: "unterminated quoted field")) {
      try CSVReader.parse(Array("a,b\n\"open,c\n".utf8))
    }
    #expect(
      throws: FormatError(
        line: 1, column: 4, message: "unexpected character after a closing quote (expected , or a line end)")
    ) {
      try CSVReader.parse(Array("\"a\"x,b".utf8))
    }
    #expect(
      throws: FormatError(
        line: 1, column: 2, message: "a quote inside an unquoted field (quote the whole field)")
    ) {
      try CSVReader.parse(Array("a\"b".utf8))
    }
  }

  @Test("blank lines are skipped, a byte-order mark is dropped, CRLF and LF both end records")
  func layout() throws {
    let records = try CSVReader.parse([0xEF, 0xBB, 0xBF] + Array("a,b\r\n\r\n\"x\r\ny\",z\nlast,".utf8))
    #expect(records.map(\.fields) == [["a", "b"], ["x\r\ny", "z"], ["last", ""]])
    #expect(records.map(\.line) == [1, 3, 5])
  }

  @Test("after CR, CRLF, U+2028 or U+2029 an error is where the .strings reader puts it")
  func positionsAgreeWithStrings() throws {
    for (name, lineBreak) in LineBreakFixtures.breaks {
      let body = LineBreakFixtures.body(lineBreak)
      // The bad scalar is the 7th of line 3 in both files: `x` after the closing quote, `\` before `q`.
      let strings = try #require(LineBreakFixtures.stringsError("a = \"" + body + ".\\q\";"), "\(name)")
      #expect(strings == [3, 7], "\(name)")
      #expect(
        throws: FormatError(
          line: strings[0], column: strings[1],
          message: "unexpected character after a closing quote (expected , or a line end)"),
        "\(name)"
      ) {
        try CSVReader.parse(Array(("a,,\"" + body + "\"x").utf8))
      }
    }
  }

  @Test("invalid UTF-8 after any line break is at the .strings reader's line and column")
  func decodingPositionsAgreeWithStrings() throws {
    for (name, lineBreak) in LineBreakFixtures.breaks {
      let bytes = Array(("a" + lineBreak + "bc").utf8) + [0xFF]
      let strings = try #require(LineBreakFixtures.stringsError(bytes), "\(name)")
      #expect(strings == [2, 3], "\(name)")
      #expect(
        throws: FormatError(line: strings[0], column: strings[1], message: "the CSV file is not valid UTF-8"),
        "\(name)"
      ) {
        try CSVReader.parse(bytes)
      }
    }
  }

  @Test("a CRLF file has the record lines and error positions of the LF file")
  func crlfAsLF() throws {
    let lf = "key,value\nk1,v1\n\n\"multi\nline\",v2\nk3,v3\n"
    let crlf = lf.replacing("\n", with: "\r\n")
    #expect(try CSVReader.parse(Array(crlf.utf8)).map(\.line) == [1, 2, 4, 6])
    #expect(try CSVReader.parse(Array(lf.utf8)).map(\.line) == [1, 2, 4, 6])
    for text in [lf, crlf] {
      #expect(
        throws: FormatError(
          line: 7, column: 3, message: "a quote inside an unquoted field (quote the whole field)")
      ) {
        try CSVReader.parse(Array((text + "k4\"").utf8))
      }
    }
  }
}
