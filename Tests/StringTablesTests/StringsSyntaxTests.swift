import Foundation
import Testing

@testable import StringTables
@testable import TextSafety

@Suite("Strings syntax")
struct StringsSyntaxTests {
  @Test func quotedUnquotedAndShorthand() throws {
    let file = try parse("\"a\" = \"b\";\nkey.with-all_$:/chars = value.2;\n'single' = 'q';\nshort;\n\"s2\";")
    #expect(
      file.dictionary == [
        "a": "b", "key.with-all_$:/chars": "value.2", "single": "q", "short": "short", "s2": "s2",
      ])
  }

  @Test func escapes() throws {
    let file = try parse(#"a = "n\n t\t r\r q\" s\' b\\ bell\a\b\f\v";"#)
    #expect(file.dictionary["a"] == "n\n t\t r\r q\" s' b\\ bell\u{07}\u{08}\u{0C}\u{0B}")
  }

  @Test func unicodeEscapesAndSurrogatePairs() throws {
    let file = try parse(#"a = "\U00e9\U00C9 \UD83D\UDE00";"#)
    #expect(file.dictionary["a"] == "éÉ 😀")
  }

  @Test func octalEscapesUseNeXTSTEP() throws {
    let file = try parse(#"a = "\101\1024 \0 \351";"#)
    #expect(file.dictionary["a"] == "AB4 \0 Ø")
  }

  @Test func backslashNewlineKeepsTheNewline() throws {
    #expect(try parse("a = \"x\\\ny\";").dictionary["a"] == "x\ny")
  }

  @Test func commentAboveEntryIsTheTranslatorNote() throws {
    let file = try parse(
      "/* note A */\n\"a\" = \"1\"; // trailing of a\n// note B\nb = 2;\nc = 3;\n/* first */\n/* second */\nd = 4;"
    )
    let comments = Dictionary(uniqueKeysWithValues: file.entries.map { ($0.key, $0.comment) })
    #expect(comments["a"] == "note A")
    #expect(comments["b"] == "note B")
    #expect(comments["c"] == .some(nil))
    #expect(comments["d"] == "second")
  }

  @Test func keyAndValuePositions() throws {
    let file = try parse("// c\n  \"key\" =\n\t'value';\nx = y;")
    let entry = try #require(file.entries.first)
    #expect(entry.keyLocation == SourceLocation(file: "T.strings", line: 2, column: 3))
    #expect(entry.valueLocation == SourceLocation(file: "T.strings", line: 3, column: 2))
    #expect(file.entries[1].keyLocation.line == 4)
  }

  @Test func crlfCountsAsOneLine() throws {
    let file = try parse("a = 1;\r\nb = 2;\r\n\r\nc = 3;")
    #expect(file.entries.map(\.keyLocation.line) == [1, 2, 4])
  }

  @Test func duplicatesAreReportedAndLastWins() throws {
    let file = try parse("a = first;\nb = x;\na = second;")
    #expect(file.dictionary["a"] == "second")
    #expect(
      file.duplicates == [
        DuplicateKey(
          key: "a", first: SourceLocation(file: "T.strings", line: 1, column: 1),
          duplicate: SourceLocation(file: "T.strings", line: 3, column: 1))
      ])
  }

  @Test func commentsAnywhereBetweenTokens() throws {
    let file = try parse("a /* x */ = // y\n \"v\" /* z */ ;")
    #expect(file.dictionary == ["a": "v"])
  }

  @Test func encodings() throws {
    let text = "/* n */\n\"k\" = \"한국어 😀\";"
    let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    let le: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let be: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [utf8BOM, le, be] {
      let file = try StringsFile(bytes: bytes, path: "E.strings")
      #expect(file.dictionary == ["k": "한국어 😀"])
      #expect(file.entries.first?.comment == "n")
      #expect(file.entries.first?.keyLocation.line == 2)
    }
  }

  @Test func emptyAndCommentOnlyFilesHaveNoEntries() throws {
    #expect(try parse("").entries.isEmpty)
    #expect(try parse("/* a */ // b\n").entries.isEmpty)
  }
}
