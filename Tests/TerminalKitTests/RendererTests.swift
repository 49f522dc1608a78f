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

  @Test("HTML: escaped text, short classes by role, wide runs in one box two columns a character wide")
  func html() {
    let renderer = HTMLRenderer(theme: Theme(usesColor: true, palette: .standard))
    let html = renderer.html(sample())
    let title = renderer.className(Style(.title))
    #expect(title.hasPrefix("c") && title != renderer.className(Style(.body)))
    #expect(html.hasPrefix("<pre class=\"screen\">") && html.hasSuffix("</pre>"))
    #expect(html.contains("<span class=\(title)>Title</span>"))
    #expect(html.contains("<span class=\"w w2\">日本</span>"))
    #expect(html.contains("&lt;&amp;&gt;") && !html.contains("<&>"))
    let css = renderer.stylesheet(maxWidth: 12)
    #expect(css.contains(".\(title){") && css.contains(".w2{width:4ch}") && !css.contains(".w7{"))
  }

  @Test("HTML: a phone's uniform side columns become two one-run grids beside the middle")
  func htmlPhoneEdges() {
    var buffer = Buffer(width: 5, height: 2)
    for y in 0..<2 {
      buffer.write("│", at: Point(x: 0, y: y), style: Style(.body))
      buffer.write("│", at: Point(x: 4, y: y), style: Style(.body))
    }
    buffer.write("<b>", at: Point(x: 1, y: 0), style: .plain)
    let renderer = HTMLRenderer(theme: Theme(usesColor: true, palette: .standard))
    let html = renderer.html(buffer)
    let body = renderer.className(Style(.body))
    #expect(
      html.hasPrefix("<div class=\"phone\"><pre class=\"screen edge\"><span class=\(body)>│\n│</span></pre>"))
    #expect(html.contains("<pre class=\"screen\">&lt;b&gt;\n   </pre>"))
    #expect(html.hasSuffix("</pre></div>"))
  }

}
