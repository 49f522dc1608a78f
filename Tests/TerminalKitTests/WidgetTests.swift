import Foundation
import Testing

@testable import TerminalKit

@Suite("Widgets")
struct WidgetTests {
  @Test("Paragraph wraps and centres")
  func paragraphCentres() {
    var buffer = Buffer(width: 12, height: 3)
    let report = buffer.render(Paragraph("Allow tracking?", alignment: .center), in: buffer.bounds)
    #expect(TextRenderer.lines(buffer) == ["   Allow", " tracking?", ""])
    #expect(report.usedHeight == 2 && !report.didOverflow)
  }

  @Test("Paragraph overflow is marked with … in .warning and reported, never cut silently")
  func paragraphOverflow() {
    let text = "one two three four five six seven eight"
    var buffer = Buffer(width: 10, height: 2)
    let report = buffer.render(Paragraph(text), in: buffer.bounds)
    let lines = TextRenderer.lines(buffer)
    #expect(report.didOverflow)
    #expect(lines[1].hasSuffix("…"))
    let marker = (0..<10).first { buffer[$0, 1].grapheme == "…" }
    #expect(marker.map { buffer[$0, 1].style.role } == .warning)
    let shown = lines.joined().replacingOccurrences(of: "…", with: "") + report.overflowText
    #expect(shown.filter { $0 != " " && $0 != "\n" } == text.filter { $0 != " " })
  }

  @Test("a full last line gives up its end to the … marker, and the cut part is reported")
  func overflowCutsLastLine() {
    var buffer = Buffer(width: 5, height: 1)
    let report = buffer.render(Paragraph("abcde fghij"), in: buffer.bounds)
    #expect(TextRenderer.lines(buffer) == ["abcd…"])
    #expect(report.overflow.map(\.text) == ["e", "fghij"])
  }

  @Test("Paragraph of Markdown blocks draws bullets with hanging indent")
  func markdownParagraph() {
    var buffer = Buffer(width: 12, height: 4)
    buffer.render(Paragraph(blocks: MarkdownText.parse("- **Ads** that fit you")), in: buffer.bounds)
    #expect(TextRenderer.lines(buffer) == ["• Ads that", "  fit you", "", ""])
    #expect(buffer[2, 0].style.bold && !buffer[6, 0].style.bold)
  }

  @Test("ButtonView centres its label on a full-width bar; focus shows in text and style")
  func button() {
    var buffer = Buffer(width: 14, height: 2)
    buffer.render(ButtonView("Continue"), in: buffer.bounds)
    #expect(TextRenderer.lines(buffer)[0] == "(  Continue  )")
    #expect(buffer[1, 0].style.role == .primaryButton)
    buffer.render(ButtonView("Continue", isFocused: true), in: buffer.bounds)
    #expect(TextRenderer.lines(buffer)[0] == "❯  Continue  ❮")
    #expect(buffer[1, 0].style.role == .focusedButton)
  }

  @Test("ButtonView wraps a long label instead of cutting it")
  func buttonWraps() {
    let button = ButtonView("Ask App Not to Track", shape: .bar)
    #expect(button.height(forWidth: 10) == 4)
    #expect(button.height(forWidth: 16) == 2)
    var buffer = Buffer(width: 16, height: 2)
    let report = buffer.render(button, in: buffer.bounds)
    #expect(!report.didOverflow)
    #expect(TextRenderer.lines(buffer) == ["  Ask App Not", "    to Track"])
  }

  @Test("ToggleRow puts the switch on the right: on, off, disabled")
  func toggle() {
    var buffer = Buffer(width: 20, height: 1)
    buffer.render(ToggleRow("Allow Apps", state: .on), in: buffer.bounds)
    #expect(TextRenderer.lines(buffer) == ["Allow Apps       ━━⬤"])
    #expect(buffer[19, 0].style.role == .toggleOn)
    buffer.render(ToggleRow("Allow Apps", state: .off), in: buffer.bounds)
    #expect(TextRenderer.lines(buffer) == ["Allow Apps       ◯━━"])
    #expect(buffer[17, 0].style.role == .toggleOff)
    buffer.render(ToggleRow("Allow Apps", state: .disabled(isOn: false)), in: buffer.bounds)
    #expect(buffer[0, 0].style.role == .disabled && buffer[17, 0].style.role == .disabled)
  }

  @Test("PageDots, ListRow with chevron, Separator")
  func rows() {
    var buffer = Buffer(width: 11, height: 3)
    buffer.render(PageDots(count: 3, current: 1), in: buffer.bounds.row(0))
    buffer.render(ListRow("Acme", detail: "On"), in: buffer.bounds.row(1))
    buffer.render(Separator(), in: buffer.bounds.row(2))
    #expect(TextRenderer.lines(buffer) == ["   ○ ● ○", "Acme   On ›", "───────────"])
    #expect(buffer[5, 0].style.role == .body && buffer[3, 0].style.role == .secondary)
  }
}
