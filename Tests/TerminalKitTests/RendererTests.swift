import Testing

@testable import TerminalKit

@Suite("Renderers")
struct RendererTests {
  private func sample() -> Buffer {
    var buffer = Buffer(width: 12, height: 3)
    buffer.write("Title", at: Point(x: 0, y: 0), style: Style(.title))
    buffer.write("日本 <&>", at: Point(x: 0, y: 1), style: Style(.body))
    buffer.write("ok", at: Point(x: 0, y: 2), style: Style(.primaryButton))
    return buffer
  }

  @Test("text form: one line per row, wide characters once, trailing spaces trimmed")
  func text() {
    #expect(TextRenderer.text(sample()) == "Title\n日本 <&>\nok")
  }

  @Test("ANSI diff of an unchanged buffer is empty")
  func emptyDiff() {
    let renderer = ANSIRenderer(theme: Theme(usesColor: true, palette: .standard))
    #expect(renderer.diff(from: sample(), to: sample()).isEmpty)
  }

  @Test("ANSI diff of a one-cell change moves once, draws one cell and resets")
  func oneCellDiff() {
    let renderer = ANSIRenderer(theme: Theme(usesColor: true, palette: .standard))
    var changed = sample()
    changed.write("X", at: Point(x: 3, y: 2), style: Style(.primaryButton))
    let diff = renderer.diff(from: sample(), to: changed)
    #expect(diff == "\u{1B}[3;4H\u{1B}[0;1;37;44mX\u{1B}[0m")
    #expect(diff.utf8.count < 30)
  }

  @Test("ANSI diff redraws a whole wide character when either half changes")
  func wideDiff() {
    let renderer = ANSIRenderer(theme: Theme(usesColor: false, palette: .standard))
    var changed = sample()
    changed.write("x", at: Point(x: 1, y: 1), style: Style(.body))
    let diff = renderer.diff(from: sample(), to: changed)
    #expect(diff.hasPrefix("\u{1B}[2;1H"))
    #expect(diff.contains(" x") && !diff.contains("日"))
  }

  @Test("ANSI full frame: positions every row, emits a wide character once, ends with a reset")
  func fullFrame() {
    let frame = ANSIRenderer(theme: Theme(usesColor: false, palette: .standard)).frame(sample())
    #expect(frame.contains("\u{1B}[1;1H") && frame.contains("\u{1B}[3;1H"))
    #expect(frame.components(separatedBy: "日").count == 2)
    #expect(frame.hasSuffix("\u{1B}[0m"))
    #expect(!frame.contains("\u{1B}[0;3"), "monochrome theme must not set colours")
  }

  @Test("ANSI diff of differently sized buffers is a full frame")
  func resizedDiff() {
    let renderer = ANSIRenderer(theme: Theme(usesColor: true, palette: .standard))
    #expect(renderer.diff(from: Buffer(width: 2, height: 2), to: sample()) == renderer.frame(sample()))
  }

  @Test("HTML: escaped text, spans by role, wide characters as two-column spans")
  func html() {
    let html = HTMLRenderer.html(sample())
    #expect(html.hasPrefix("<pre class=\"screen\">") && html.hasSuffix("</pre>"))
    #expect(html.contains("<span class=\"r-title\">Title"))
    #expect(html.contains("<span class=\"w\">日</span>"))
    #expect(html.contains("&lt;&amp;&gt;") && !html.contains("<&>"))
    #expect(
      HTMLRenderer.stylesheet(theme: Theme(usesColor: true, palette: .standard)).contains(
        ".w{display:inline-block;width:2ch}"))
  }
}
