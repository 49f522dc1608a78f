import Foundation
import JourneyTestSupport
import Testing
import TextSafety

@testable import CopyReview
@testable import JourneyRuntime

/// Renders Markdown with GitHub's own renderer, raw HTML allowed (as a careless previewer would).
enum GitHubMarkdown {
  /// `cmark-gfm`, when installed.
  static let executable: String? = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The HTML `cmark-gfm --unsafe -e table -e autolink -e strikethrough` makes of `markdown`.
  static func render(_ markdown: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("md-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in.md")
    try markdown.write(to: input, atomically: true, encoding: .utf8)
    let run = try CapturedRun.run(
      executable ?? "cmark-gfm",
      ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", input.path], timeout: 60)
    return String(decoding: run.output, as: UTF8.self)
  }
}

@Suite("Markdown escaping")
struct MarkdownEscapingTests {
  static let hostileTitle = "A Quick Word <img src=x onerror=alert(1)><script>alert(2)</script>"

  @Test("inline text: HTML as entities, Markdown's characters backslashed, a line break made visible")
  func inline() {
    #expect(
      MarkdownEscaping.inline(Self.hostileTitle)
        == "A Quick Word &lt;img src\\=x onerror\\=alert\\(1\\)&gt;&lt;script&gt;alert\\(2\\)&lt;/script&gt;")
    #expect(MarkdownEscaping.inline("a|b") == "a\\|b")
    #expect(
      MarkdownEscaping.inline("**bold** _i_ `code` [l](u) ~~s~~ # h")
        == "\\*\\*bold\\*\\* \\_i\\_ \\`code\\` \\[l\\]\\(u\\) \\~\\~s\\~\\~ \\# h")
    #expect(MarkdownEscaping.inline("www.example.com") == "www\\.example\\.com")
    #expect(!MarkdownEscaping.inline("one\ntwo").contains("\n"))
    #expect(!MarkdownEscaping.inline("\u{1B}[31m").unicodeScalars.contains("\u{1B}"))
    #expect(MarkdownEscaping.inline("Daily Grid, 퍼즐 & 謎") == "Daily Grid, 퍼즐 &amp; 謎")
  }

  @Test("code blocks: the fence outgrows any backtick run; controls become symbols")
  func codeBlock() {
    let block = MarkdownEscaping.codeBlock("x ``` y\n`````\u{1B}")
    #expect(block.hasPrefix("``````text\n"))
    #expect(block.hasSuffix("\n``````\n"))
    #expect(!block.unicodeScalars.contains("\u{1B}"))
    #expect(MarkdownEscaping.fence(for: "plain") == "```")
  }

  @Test("anchors keep only safe characters")
  func anchors() {
    #expect(MarkdownEscaping.anchor("cell-base-primer-zh-Hans") == "cell-base-primer-zh-Hans")
    #expect(MarkdownEscaping.anchor("a\"><script>") == "a___script_")
    #expect(MarkdownEscaping.target("x\" onmouseover=\"y") == "<a id=\"x__onmouseover__y\"></a>")
    #expect(
      MarkdownEscaping.link("[x](javascript:alert(1))", to: "cell-1")
        == "[\\[x\\]\\(javascript\\:alert\\(1\\)\\)](#cell-1)")
  }

  @Test(
    "GitHub's renderer, raw HTML allowed, keeps every escaped value as text",
    .enabled(if: GitHubMarkdown.executable != nil, "cmark-gfm is not installed (.ci/run installs it)"))
  func renderedByGitHubMarkdown() throws {
    let values = [
      Self.hostileTitle, "a | b | c", "[x](javascript:alert(4))", "![i](https://example.com/x.png)",
      "<https://example.com>", "www.example.com", "$x$", "```", "# heading", "- item", "1. item", "&lt;b&gt;",
    ]
    var markdown = "| value | other |\n|---|---|\n"
    for value in values {
      markdown += MarkdownEscaping.tableRow([value, "x"]) + "\n"
    }
    markdown += "\n"
    for value in values {
      markdown += "- " + MarkdownEscaping.inline(value) + "\n\n" + MarkdownEscaping.codeBlock(value) + "\n"
    }
    let html = try GitHubMarkdown.render(markdown)
    #expect(!html.contains("<img"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("<a href"), "something became a link")
    #expect(!html.contains("<h1"))
    #expect(ReviewFixtures.count("<tr>", in: html) == values.count + 1, "a pipe split or ended a table row")
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
  }
}
