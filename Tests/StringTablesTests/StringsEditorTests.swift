import Testing

@testable import StringTables
@testable import TextSafety

@Suite(".strings writing and editing in place")
struct StringsEditorTests {
  func edit(
    _ text: String, _ changes: [String: String],
    appending additions: [(key: String, value: String, comment: String?)] = []
  ) throws(StringsEditError) -> String {
    let editor = try StringsEditor(bytes: Array(text.utf8), path: "T.strings")
    return String(decoding: try editor.applying(changes, appending: additions), as: UTF8.self)
  }

  @Test func writtenFilesReadBackToTheSameValues() throws {
    let values = [
      "plain", "quote \" and \\ back", "two\nlines\r\tend", "bidi \u{202E} esc \u{1B}", "emoji 👩‍💻", "",
    ]
    let text = StringsWriting.file(values.enumerated().map { ("k\($0.offset)", $0.element, "note */ \u{7}") })
    #expect(!text.unicodeScalars.contains { ControlCharacters.isUnsafe($0) && $0 != "\n" })
    let file = try parse(text)
    #expect(file.entries.map(\.value) == values)
    #expect(file.entries.map(\.comment) == Array(repeating: "note * / \u{2407}", count: values.count))
  }

  @Test func onlyTheChangedValuesChange() throws {
    let text = "/* keep */\n\"a\" = \"old\"; // after\nb = x;\n'c' = 'q\\'s';\n"
    #expect(
      try edit(text, ["a": "new", "b": "y", "c": "z"])
        == "/* keep */\n\"a\" = \"new\"; // after\nb = \"y\";\n'c' = \"z\";\n")
  }

  @Test func aShorthandEntryKeepsItsKey() throws {
    #expect(try edit("\"a\";\nb;\n", ["a": "x", "b": "y"]) == "\"a\" = \"x\";\nb = \"y\";\n")
  }

  @Test func aValueAtTheStartOfACRLFLineIsFound() throws {
    let text = "\"a\" =\r\n\"old\";\r\n\"b\" =\u{2028}x;\r\n"
    #expect(try edit(text, ["a": "new", "b": "y"]) == "\"a\" =\r\n\"new\";\r\n\"b\" =\u{2028}\"y\";\r\n")
  }

  @Test func additionsAreAppendedAfterABlankLine() throws {
    #expect(
      try edit("a = b;", [:], appending: [(key: "c", value: "d", comment: "note")])
        == "a = b;\n\n/* note */\n\"c\" = \"d\";\n")
  }

  @Test func aByteOrderMarkIsKept() throws {
    let editor = try StringsEditor(bytes: [0xEF, 0xBB, 0xBF] + Array("a = b;".utf8), path: "T.strings")
    #expect(try editor.applying(["a": "c"], appending: []) == [0xEF, 0xBB, 0xBF] + Array("a = \"c\";".utf8))
  }

  @Test func unreadableAndUTF16FilesAreRefused() {
    #expect(
      throws: StringsEditError.unreadable(
        .syntax(
          SourceLocation(file: "T.strings", line: 1, column: 2),
          "expected '=' or ';' after key \"a\", found end of file"))
    ) {
      try edit("a", [:])
    }
    #expect(throws: StringsEditError.notUTF8(path: "T.strings")) {
      try StringsEditor(bytes: [0xFF, 0xFE, 0x61, 0x00, 0x3B, 0x00], path: "T.strings")
    }
  }
}
