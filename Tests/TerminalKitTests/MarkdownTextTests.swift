import Testing

@testable import TerminalKit

@Suite("Markdown subset of the iOS 27.2 sheet (X-3)")
struct MarkdownTextTests {
  private func runs(_ text: StyledText) -> [String] {
    text.runs.map { ($0.style.bold ? "B:" : "") + ($0.style.italic ? "I:" : "") + $0.text }
  }

  @Test("X-3: **bold**, *italic* and _italic_")
  func emphasis() {
    let text = MarkdownText.inline("We use **your data** for *ads* and _stats_.")
    #expect(runs(text) == ["We use ", "B:your data", " for ", "I:ads", " and ", "I:stats", "."])
    #expect(text.runs.allSatisfy { $0.style.role == .body && !$0.style.underline })
  }

  @Test("X-3: italic inside bold")
  func nested() {
    #expect(runs(MarkdownText.inline("**very *much* so**")) == ["B:very ", "B:I:much", "B: so"])
  }

  @Test("X-3: unmatched markers stay literal; intraword underscores and spaced stars are not emphasis")
  func literalMarkers() {
    #expect(runs(MarkdownText.inline("**not closed")) == ["**not closed"])
    #expect(runs(MarkdownText.inline("snake_case_name")) == ["snake_case_name"])
    #expect(runs(MarkdownText.inline("2 * 3 * 4")) == ["2 * 3 * 4"])
    #expect(runs(MarkdownText.inline("*open")) == ["*open"])
  }

  @Test("X-3: bullets, paragraphs and soft breaks")
  func blocks() {
    let blocks = MarkdownText.parse("Intro line\ncontinues.\n\n- first\n* second\n\nAfter.")
    #expect(blocks.map(\.text.plainText) == ["Intro line continues.", "first", "second", "After."])
    #expect(blocks.map(\.bullet) == [nil, "•", "•", nil])
  }

  @Test("X-3: CJK soft breaks join without a space")
  func cjkSoftBreak() {
    #expect(MarkdownText.parse("広告を\n表示します")[0].text.plainText == "広告を表示します")
  }

  @Test("X-3: bullet items wrap with a hanging indent; blank line between paragraphs, none between items")
  func wrappedBlocks() {
    let blocks = MarkdownText.parse("Why:\n\n- ads that fit you better\n- fewer repeats")
    let lines = TextBlock.wrap(blocks, width: 14).map(\.text)
    #expect(lines == ["Why:", "", "• ads that fit", "  you better", "• fewer", "  repeats"])
  }
}
