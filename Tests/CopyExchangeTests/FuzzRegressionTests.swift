import CopyExchange
import Testing

/// Inputs the libFuzzer targets (`Scripts/fuzz csv`, `xliff`) once failed on, kept byte for byte.
@Suite("Fuzz regressions: exchange readers")
struct FuzzRegressionTests {
  /// The csv target's invariant: what reads, written again, reads back the same fields.
  static func rewritesExactly(_ bytes: [UInt8]) throws -> Bool {
    let records = try CSVReader.parse(bytes)
    let written = records.map { CSVEscaping.record($0.fields) }.joined()
    return try CSVReader.parse(Array(written.utf8)).map { $0.fields.map(CSVEscaping.restore) }
      == records.map(\.fields)
  }

  @Test("csv crash-dd29ecf5: a quoted empty field is a record of one empty field")
  func quotedEmptyField() throws {
    let bytes: [UInt8] = [0x22, 0x22]
    #expect(try CSVReader.parse(bytes).map(\.fields) == [[""]])
    #expect(try Self.rewritesExactly(bytes))
  }

  @Test("csv crash-dbf065ba: a quote after U+06DD (a prepended mark) is still doubled")
  func quoteInsideGraphemeCluster() throws {
    let bytes: [UInt8] = [
      0xEF, 0xBB, 0xBF, 0x22, 0x01, 0x33, 0x33, 0x33, 0x2E, 0x74, 0x69, 0x74, 0x6C, 0x65, 0x22, 0x2C,
      0x22, 0x61, 0xDB, 0x9D, 0x22, 0x22, 0x22, 0x22, 0xDB, 0x9C, 0x22,
    ]
    #expect(try CSVReader.parse(bytes).map(\.fields) == [["\u{1}333.title", "a\u{6DD}\"\"\u{6DC}"]])
    #expect(CSVEscaping.field("a\u{6DD}\"\"\u{6DC}") == "\"a\u{6DD}\"\"\"\"\u{6DC}\"")
    #expect(try Self.rewritesExactly(bytes))
  }
}
