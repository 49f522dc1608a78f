import CopyExchange
import Foundation
import JourneyTestSupport
import Testing

@Suite("XLIFF: escaping, control characters kept, hostile values inert")
struct XLIFFTests {
  static func document(_ values: [String]) -> XLIFFDocument {
    XLIFFDocument(files: [
      XLIFFDocument.File(
        original: "en.lproj/Primer.strings", sourceLanguage: "en", targetLanguage: "ko",
        units: values.enumerated().map { index, value in
          XLIFFDocument.Unit(id: "key.\(index)", source: value, target: value, note: "note \(value)")
        })
    ])
  }

  @Test("every hostile value reads back exactly, control characters included")
  func roundTrip() throws {
    let values = ExchangeFixtures.hostile
    let read = try XLIFFDocument(bytes: Array(Self.document(values).xml().utf8))
    #expect(read.files.count == 1)
    #expect(read.files[0].units.map(\.source) == values)
    #expect(read.files[0].units.map(\.target) == values)
  }

  @Test("Python's xml.dom.minidom parses the output and finds each value inert, as text")
  func pythonParses() throws {
    let values = ExchangeFixtures.hostile
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("ko.xliff", Self.document(values).xml())
    let script = """
      import json, sys
      from xml.dom import minidom
      doc = minidom.parse(sys.argv[1])
      out = []
      for unit in doc.getElementsByTagName('trans-unit'):
          target = unit.getElementsByTagName('target')[0]
          text = ''
          for node in target.childNodes:
              if node.nodeType == node.TEXT_NODE:
                  text += node.data
              elif node.tagName == 'x':
                  text += chr(int(node.getAttribute('equiv-text')[2:], 16))
              else:
                  raise SystemExit('element in target: ' + node.tagName)
          out.append(text)
      print(json.dumps(out))
      print(len(doc.getElementsByTagName('script')), len(doc.getElementsByTagName('img')))
      """
    let result = try ExchangeFixtures.python(script, [tree.root + "/ko.xliff"])
    #expect(result.status == 0, "\(result.output)")
    let lines = result.output.split(separator: "\n")
    let decoded = try JSONDecoder().decode([String].self, from: Data(lines[0].utf8))
    #expect(decoded == values)
    #expect(lines.last == "0 0")
  }

  @Test("a character XML cannot carry becomes an inline element, never a raw byte")
  func controlCharactersEncoded() {
    let xml = Self.document(["a\u{1B}b\u{0}c"]).xml()
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(xml.contains("<x id=\"c1\" ctype=\"x-control-character\" equiv-text=\"U+001B\"/>"))
    #expect(xml.contains("equiv-text=\"U+0000\""))
  }

  @Test("an unknown inline element is refused with its position")
  func unknownInline() {
    let text = """
      <xliff version="1.2"><file original="en.lproj/P.strings" source-language="en"><body>
      <trans-unit id="k"><source>a<g id="1">b</g></source></trans-unit></body></file></xliff>
      """
    #expect(
      throws: FormatError(
        line: 2, column: 29,
        message:
          "unsupported inline element <g> in <source> (only <x ctype=\"x-control-character\" equiv-text=\"U+XXXX\"/>)"
      )
    ) {
      try XLIFFDocument(bytes: Array(text.utf8))
    }
  }

  @Test("an error after CR, CRLF, U+2028 or U+2029 line breaks has the LF file's position")
  func positionsWhateverTheLineBreaks() throws {
    let text = """
      <xliff version="1.2">
      <file original="en.lproj/P.strings" source-language="en"><body>

      <trans-unit id="k"><source>a<g id="1">b</g></source></trans-unit></body></file></xliff>
      """
    for (name, lineBreak) in LineBreakFixtures.breaks {
      #expect(
        throws: FormatError(
          line: 4, column: 29,
          message:
            "unsupported inline element <g> in <source> (only <x ctype=\"x-control-character\" equiv-text=\"U+XXXX\"/>)"
        ),
        "\(name)"
      ) {
        try XLIFFDocument(bytes: Array(text.replacing("\n", with: lineBreak).utf8))
      }
    }
  }
}
