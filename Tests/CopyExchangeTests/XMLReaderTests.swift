import CopyExchange
import Testing

@Suite("XML reader treats its input as hostile")
struct XMLReaderTests {
  func parse(_ text: String, limits: FormatLimits = .standard) throws(FormatError) -> XMLElement {
    try XMLReader.parse(Array(text.utf8), limits: limits)
  }

  func failure(_ text: String, limits: FormatLimits = .standard) -> FormatError? {
    do {
      _ = try parse(text, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test("elements, attributes, entities, character references, CDATA and comments")
  func readsTheSubset() throws {
    let root = try parse(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- c --><a x=\"1 &amp; 2\" y='&#9;&#x41;'>t&lt;&#13;<b/><![CDATA[<raw>&]]></a>"
    )
    #expect(root.name == "a")
    #expect(root.attribute("x") == "1 & 2")
    #expect(root.attribute("y") == "\tA")
    #expect(root.children.map(\.name) == ["b"])
    #expect(root.text == "t<\r<raw>&")
  }

  @Test("line ends are normalised, references keep a real carriage return")
  func lineEnds() throws {
    let root = try parse("<a v=\"x\ny\">1\r\n2\r3&#13;</a>")
    #expect(root.text == "1\n2\n3\r")
    #expect(root.attribute("v") == "x y")
  }

  @Test("a DOCTYPE is refused: no external entity (XXE), no entity bomb")
  func refusesDTDs() {
    let xxe = """
      <?xml version="1.0"?>
      <!DOCTYPE x [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
      <xliff>&secret;</xliff>
      """
    let bomb = """
      <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
      <lolz>&lol2;</lolz>
      """
    for document in [xxe, bomb] {
      let error = failure(document)
      #expect(error?.message.contains("DTDs are not accepted") == true)
      #expect(error?.line == (document == xxe ? 2 : 1))
    }
  }

  @Test("an undeclared entity is an error, not an empty string")
  func unknownEntity() {
    let error = failure("<a>&secret;</a>")
    #expect(error?.message.contains("unknown entity &secret;") == true)
    #expect(error?.column == 4)
  }

  @Test("nesting and size are capped with a clear error")
  func caps() {
    let deep = String(repeating: "<a>", count: 40) + String(repeating: "</a>", count: 40)
    #expect(failure(deep)?.message == "elements nested deeper than 32 levels")
    #expect(failure(deep, limits: FormatLimits(maximumBytes: 1_000, maximumDepth: 64)) == nil)
    let big = "<a>" + String(repeating: "x", count: 2_000) + "</a>"
    #expect(
      failure(big, limits: FormatLimits(maximumBytes: 1_000))?.message.contains("1000-byte limit") == true)
  }

  @Test("characters XML cannot carry are refused, raw or as references")
  func illegalCharacters() {
    #expect(failure("<a>\u{1B}</a>")?.message.contains("U+001B") == true)
    #expect(failure("<a>&#27;</a>")?.message.contains("not a character XML allows") == true)
    #expect(failure("<a>&#0;</a>") != nil)
  }

  @Test("malformed documents fail with a position, never a crash")
  func malformed() {
    for text in [
      "", "<a>", "<a></b>", "<a x=1/>", "<a x=\"1\" x=\"2\"/>", "<a/><b/>", "<a>&amp</a>",
      "<a><!-- -- --></a>",
      "<a>]]></a>", "\u{FEFF}", "<a x=\"<\"/>", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>",
    ] {
      #expect(failure(text) != nil, "accepted \(text.debugDescription)")
    }
    #expect(failure("<a>\u{FF}</a>") == nil)
    #expect(throws: FormatError.self) {
      try XMLReader.parse([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E])
    }
  }

  @Test("after CR, CRLF, U+2028 or U+2029 an error is where the .strings reader puts it")
  func positionsAgreeWithStrings() throws {
    for (name, lineBreak) in LineBreakFixtures.breaks {
      let body = LineBreakFixtures.body(lineBreak)
      // The bad scalar is the 6th of line 3 in both files: `&` of an unknown entity, `\` before `q`.
      let strings = try #require(LineBreakFixtures.stringsError("a=\"" + body + "\\q\";"), "\(name)")
      #expect(strings == [3, 6], "\(name)")
      let error = try #require(failure("<a>" + body + "&bogus;</a>"), "\(name)")
      #expect(error.message.contains("unknown entity &bogus;"), "\(name)")
      #expect([error.line, error.column] == strings, "\(name)")
    }
  }

  @Test("elements start at the same line and column whatever the line breaks")
  func elementPositions() throws {
    for (name, lineBreak) in LineBreakFixtures.breaks {
      let root = try parse("<a>" + lineBreak + " <b/>" + lineBreak + lineBreak + "<c>é</c><d/></a>")
      #expect(root.children.map { [$0.line, $0.column] } == [[2, 2], [4, 1], [4, 9]], "\(name)")
    }
  }
}
