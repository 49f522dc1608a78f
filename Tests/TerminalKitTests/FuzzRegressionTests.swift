import Testing

@testable import TerminalKit

/// Inputs the `wrap` and `markdown` fuzz targets (Fuzz/Targets) stopped on, kept so they stay fixed.
@Suite("Fuzz regressions: TerminalKit")
struct TerminalKitFuzzRegressionTests {
  /// The columns a terminal gives already-visible text, cluster by cluster.
  private func columns(_ text: String) -> Int {
    text.reduce(0) { $0 + (DisplayWidth.of($1) ?? 100) }
  }

  @Test("wrap: a word joiner inside Hangul keeps every line within the width and loses nothing")
  func wordJoinerInHangul() {
    // wrap crash-155b731f: width byte 0x0C, then Hangul with U+2060 inside a word.
    let text = "추적을 허용하면 더 관\u{2060}성 높은 광고를 볼 수 있습니다."
    let lines = TextWrapper.wrap(text, width: 12)
    for line in lines {
      #expect(line.width <= 12)
      #expect(columns(line.text) <= 12)
      #expect(line.glyphs.allSatisfy { $0.width == columns($0.text) })
    }
    let rebuilt = lines.map { $0.text + $0.consumed }.joined()
    let visible = VisibleText.glyphs(of: text, style: .plain).map(\.text).joined()
    #expect(Array(rebuilt.unicodeScalars) == Array(visible.unicodeScalars))
    #expect(rebuilt.contains("⟨U+2060⟩"))
    #expect(!rebuilt.unicodeScalars.contains { $0.value == 0x2060 })
  }
}

@Suite("Fuzz findings in behaviour")
struct FuzzBehaviourRegressionTests {
  @Test("markdown: CRLF line ends separate bullets and paragraphs as LF does")
  func markdownCRLF() {
    let crlf = MarkdownText.parse("- one\r\n- two\r\n\r\npara")
    let lf = MarkdownText.parse("- one\n- two\n\npara")
    #expect(crlf == lf)
    #expect(crlf.map(\.bullet) == ["•", "•", nil])
  }

  @Test("wrap: a word joiner is drawn as a visible symbol, never raw, and lines stay within the width")
  func wordJoinerIsVisible() {
    let lines = TextWrapper.wrap("中中\u{2060}中中", width: 4, style: Style())
    let text = lines.map(\.text).joined()
    #expect(!text.unicodeScalars.contains { $0.value == 0x2060 })
    #expect(text.contains("U+2060"))
    #expect(lines.allSatisfy { $0.width <= 4 })
  }
}
