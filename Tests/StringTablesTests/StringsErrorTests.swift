import Testing

@Suite("Strings errors")
struct StringsErrorTests {
  @Test func unterminatedString() {
    #expect(
      parseError("a = 1;\nb = \"open")
        == "T.strings:2:5: error: unterminated string (no closing \" before end of file)")
  }

  @Test func missingSemicolon() {
    #expect(
      parseError("a = \"x\"\nb = \"y\";") == "T.strings:1:8: error: missing ';' after the value of \"a\"")
  }

  @Test func missingEquals() {
    #expect(parseError("a \"x\";") == "T.strings:1:3: error: expected '=' or ';' after key \"a\", found '\"'")
    #expect(parseError("a") == "T.strings:1:2: error: expected '=' or ';' after key \"a\", found end of file")
  }

  @Test func missingValueAndKey() {
    #expect(parseError("a = ;") == "T.strings:1:5: error: expected a value after '=', found ';'")
    #expect(parseError("= b;") == "T.strings:1:1: error: expected a key, found '='")
    #expect(parseError("a = b;;") == "T.strings:1:7: error: expected a key, found ';'")
    #expect(parseError("a = {x = y;};") == "T.strings:1:5: error: values must be strings; found '{'")
  }

  @Test func badEscapes() {
    #expect(parseError(#"a = "x\q";"#) == #"T.strings:1:7: error: bad escape '\q'"#)
    #expect(parseError("a = \"x\\\u{07}\";") == #"T.strings:1:7: error: bad escape '\' followed by U+0007"#)
    #expect(parseError(#"a = "\u00e9";"#)?.hasPrefix(#"T.strings:1:6: error: bad escape '\u'"#) == true)
    #expect(
      parseError(#"a = "\U12";"#) == #"T.strings:1:6: error: bad escape: \U needs exactly four hex digits"#)
    #expect(
      parseError(#"a = "\UD83D";"#)
        == #"T.strings:1:6: error: bad escape: high surrogate \UD83D is not followed by a low surrogate"#)
    #expect(parseError(#"a = "\UDE00";"#) == #"T.strings:1:6: error: bad escape: lone low surrogate \UDE00"#)
  }

  @Test func unterminatedComment() {
    #expect(parseError("a = b;\n  /* open") == "T.strings:2:3: error: unterminated comment")
  }

  @Test func invalidUTF8() {
    let bytes: [UInt8] = Array("a = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
    #expect(parseError(bytes)?.description == "T.strings:1:6: error: invalid UTF-8 byte 0x28 after 0xC3")
    #expect(parseError([0x61, 0x0A, 0xFF])?.description == "T.strings:2:1: error: invalid UTF-8 byte 0xFF")
  }

  @Test func truncatedUTF16() {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x3B]
    #expect(parseError(bytes)?.description == "T.strings:1:2: error: truncated UTF-16: odd number of bytes")
    let lone: [UInt8] = [0xFE, 0xFF, 0x00, 0x61, 0xD8, 0x3D]
    #expect(
      parseError(lone)?.description
        == "T.strings:1:2: error: truncated UTF-16: file ends inside a surrogate pair")
  }

  @Test func utf16WithoutBOMIsRejected() {
    let bytes: [UInt8] = [0x61, 0x00, 0x3B, 0x00]
    #expect(parseError(bytes)?.message.hasPrefix("NUL byte in file") == true)
  }
}
