import Foundation
import JourneyMap
import Testing

/// The one DOT escaping unit: quoted strings and HTML-like label text, checked as strings and by Graphviz.
@Suite("DOT escaping keeps hostile text inert")
struct DOTEscapingTests {
  /// Text that would break out of a DOT string or label, inject markup, or reorder or hide characters.
  static let hostile = [
    "<img src=x onerror=alert(1)><script>alert(2)</script>",
    "say \"hi\" \\\" \\",
    "trailing backslash \\",
    "new\nline\ttab\u{1B}[31mred",
    "\u{202E}txet desrever\u{202C} \u{2066}isolate\u{2069}",
    "zero\u{200B}width\u{FEFF}",
    "]; evil [label=\"x\"",
    "&amp; &#60; --> <!-- }",
    "한국어 · 日本語",
  ]

  @Test("a quoted string has no raw quote, backslash run or control character that could end it")
  func quotedStrings() {
    #expect(DOTEscaping.quoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
    #expect(DOTEscaping.quoted("a\\b") == "\"a\\\\b\"")
    #expect(DOTEscaping.quoted("bell\u{07}") == "\"bell␇\"")
    for text in Self.hostile {
      let quoted = DOTEscaping.quoted(text)
      let inner = quoted.dropFirst().dropLast()
      #expect(quoted.hasPrefix("\"") && quoted.hasSuffix("\""))
      #expect(!inner.unicodeScalars.contains { $0.value < 0x20 || (0x202A...0x202E).contains($0.value) })
      // Every quote inside is preceded by an odd run of backslashes: escaped, never the closing one.
      var backslashes = 0
      for character in inner {
        if character == "\"" { #expect(backslashes % 2 == 1, "unescaped quote in \(quoted)") }
        backslashes = character == "\\" ? backslashes + 1 : 0
      }
      #expect(backslashes % 2 == 0, "the closing quote would be escaped in \(quoted)")
    }
  }

  @Test("label text has no markup characters, and spaces kept as no-break spaces on request")
  func labelText() {
    #expect(DOTEscaping.labelText("<b>&\"'") == "&lt;b&gt;&amp;&quot;&#39;")
    #expect(DOTEscaping.labelText("a  b", keepsSpaces: true) == "a&#160;&#160;b")
    #expect(DOTEscaping.labelText("a b") == "a b")
    for text in Self.hostile {
      let label = DOTEscaping.labelText(text)
      #expect(!label.contains("<") && !label.contains(">") && !label.contains("\""))
      #expect(!label.unicodeScalars.contains { $0.value < 0x20 || (0x2066...0x2069).contains($0.value) })
    }
  }

  @Test(
    "Graphviz's dot parses a graph of hostile names and labels and gives the text back inert",
    .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"))
  func dotParsesHostileGraph() throws {
    var dot = "digraph \(DOTEscaping.quoted("g")) {\n"
    for (index, text) in Self.hostile.enumerated() {
      dot += "  \(DOTEscaping.quoted("n\(index) " + text)) [label=<\(DOTEscaping.labelText(text))>, "
      dot += "tooltip=\(DOTEscaping.quoted(text))];\n"
    }
    dot += "}\n"
    let json = try JSONSerialization.jsonObject(with: Data(try Graphviz.render(dot, format: "json")))
    let objects = try #require((json as? [String: Any])?["objects"] as? [[String: Any]])
    let names = Set(objects.compactMap { $0["name"] as? String })
    #expect(
      objects.count == Self.hostile.count, "dot saw \(objects.count) nodes: the escaping split or merged some"
    )
    for (index, text) in Self.hostile.enumerated() {
      // Graphviz unescapes only \" in an ID; a backslash stays doubled, so each name is still told apart.
      let expected = "n\(index) " + ShownText.of(text).replacingOccurrences(of: "\\", with: "\\\\")
      #expect(names.contains(expected), "node name \(expected) did not round-trip: \(names.sorted())")
    }
    let svg = try Graphviz.svg(dot)
    let parsed = try SVGText(svg)
    #expect(!parsed.elements.contains("script") && !parsed.elements.contains("img"))
    #expect(!parsed.attributes.contains { $0.lowercased().hasPrefix("on") }, "\(parsed.attributes)")
    #expect(parsed.text.contains("<img src=x onerror=alert(1)><script>alert(2)</script>"))
  }
}
