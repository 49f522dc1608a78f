import Foundation
import JourneyTestSupport
import StringTables
import Testing
import TextSafety

@testable import CopyReview
@testable import JourneyRuntime

/// The review of what changed since a sign-off: only changed, added and removed strings, per locale
/// and variant, with the old and new text, the word diff, the phones and the findings.
@Suite("Review changes since a sign-off")
struct ReviewChangesTests {
  /// A signed-off copy and the copy now: in en the primer title reworded; in ko a key added and the
  /// primer's button removed.
  static func edited(newTitle: String = "A Short Word About Ads") throws -> (
    changes: ReviewChanges, trees: [URL]
  ) {
    let signedOff = try BundledCopy.tree()
    let now = try BundledCopy.tree()
    try ReviewFixtures.remove(key: "primer.title", from: "en.lproj/Primer.strings", in: now)
    try BundledCopy.append(
      "\"primer.title\" = \"\(newTitle)\";", to: "en.lproj/Primer.strings", in: now)
    try BundledCopy.append("\"primer.note\" = \"새 메모\";", to: "ko.lproj/Primer.strings", in: now)
    try ReviewFixtures.remove(key: "primer.action", from: "ko.lproj/Primer.strings", in: now)
    let current = try ReviewFixtures.report(of: now, locales: ["en", "ko"], variants: [nil])
    let baseline = try ReviewFixtures.report(of: signedOff, locales: ["en", "ko"], variants: [nil])
    let changes = ReviewChanges.compare(
      current: current, baseline: baseline, baselineName: "signed off", baselineRoot: signedOff.path)
    return (changes, [signedOff, now])
  }

  static func clean(_ trees: [URL]) {
    for tree in trees { try? FileManager.default.removeItem(at: tree) }
  }

  @Test("one changed, one added, one removed string in two locales; nothing else")
  func onlyTheChanges() throws {
    let (changes, trees) = try Self.edited()
    defer { Self.clean(trees) }
    let summary = changes.changes.map { "\($0.kind) \($0.locale) \($0.key)" }
    #expect(
      summary == [
        "changed en Primer/primer.title", "removed ko Primer/primer.action", "added ko Primer/primer.note",
      ], "locale by locale, keys in the source's file order")
    let title = try #require(changes.changes.first)
    #expect(title.old == "A Quick Word About Ads" && title.new == "A Short Word About Ads")
    #expect(title.screens.contains("primer"), "the primer shows its title: \(title.screens)")
    let removed = try #require(changes.changes.first { $0.kind == .removed })
    #expect(removed.old == "계속" && removed.new == nil)
    #expect(removed.old != nil && removed.new == nil)
    #expect(removed.screens.contains("primer"), "the ko primer showed its button: \(removed.screens)")
    #expect(
      removed.findings.contains { $0.ruleID == ReviewFinding.fallbackRule },
      "the ko primer now falls back to English: \(removed.findings.map(\.ruleID))")
    #expect(changes.summaryLine.hasPrefix("3 strings differ from signed off: 1 changed, 1 added, 1 removed"))
  }

  @Test("every format: old and new text, the word diff, phones and findings; unchanged strings absent")
  func everyFormat() throws {
    let (changes, trees) = try Self.edited()
    defer { Self.clean(trees) }
    let removed = try #require(changes.changes.first { $0.kind == .removed })
    let finding = try #require(removed.findings.first)
    // The phones under each change show whole screens, unchanged text too: the table alone is checked here.
    var tableOnly = changes
    for index in tableOnly.changes.indices { tableOnly.changes[index].phones = [] }
    let html = tableOnly.html()
    let markdown = changes.markdown()
    let text = changes.text()
    let unchanged = "Next, iOS asks if our ad partners"
    for (name, page) in [("html", html), ("md", markdown), ("text", text)] {
      #expect(page.contains("signed off"), "\(name) names its baseline")
      #expect(!page.contains(unchanged), "\(name) shows an unchanged string")
      #expect(page.contains("Short") && page.contains("Quick"), "\(name) shows old and new words")
      #expect(page.contains("새 메모"), "\(name) shows the added string")
      let rule = name == "md" ? MarkdownEscaping.inline(finding.ruleID) : finding.ruleID
      #expect(page.contains(rule), "\(name) shows the removed string's finding")
      #expect(page.contains("primer"), "\(name) names the phones")
    }
    #expect(
      html.contains("<span class=\"rm\">Quick</span>") && html.contains("<span class=\"add\">Short</span>"))
    #expect(markdown.contains("<del>Quick</del>") && markdown.contains("<ins>Short</ins>"))
    #expect(text.contains("[-Quick-]{+Short+}"))
    #expect(html.contains("<h2>en · base</h2>") && html.contains("<h2>ko · base</h2>"))
  }

  @Test("nothing changed: no change, exit 0, one line saying so in every format")
  func nothingChanged() throws {
    let tree = try BundledCopy.tree()
    defer { Self.clean([tree]) }
    let report = try ReviewFixtures.report(of: tree, locales: ["en", "ko"], variants: [nil])
    let changes = ReviewChanges.compare(
      current: report, baseline: report, baselineName: "HEAD (abc1234)", baselineRoot: tree.path)
    #expect(changes.isEmpty && changes.exitCode == 0)
    #expect(changes.summaryLine == "No strings changed since HEAD (abc1234).")
    for page in [changes.html(), changes.markdown(), changes.text()] {
      #expect(
        page.contains("No strings changed since HEAD (abc1234)")
          || page.contains("No strings changed since HEAD \\(abc1234\\)"))
    }
  }

  @Test("a variant's own table file is compared with its signed-off self, not with the base copy")
  func variantChange() throws {
    let signedOff = try BundledCopy.tree()
    let now = try BundledCopy.tree()
    defer { Self.clean([signedOff, now]) }
    let file = "variants/relevance/en.lproj/Primer.strings"
    try ReviewFixtures.remove(key: "primer.title", from: file, in: now)
    try BundledCopy.append("\"primer.title\" = \"Ads That Fit Your Interests\";", to: file, in: now)
    let variants: [String?] = [nil, "relevance"]
    let changes = ReviewChanges.compare(
      current: try ReviewFixtures.report(of: now, locales: ["en"], variants: variants),
      baseline: try ReviewFixtures.report(of: signedOff, locales: ["en"], variants: variants),
      baselineName: "signed off", baselineRoot: signedOff.path)
    #expect(
      changes.changes.map { "\(ReviewReport.name(of: $0.variant)) \($0.key)" } == [
        "relevance Primer/primer.title"
      ])
    #expect(changes.changes.first?.old == "Ads That Match Your Interests")
    #expect(changes.changes.first?.screens.contains("primer") == true)
    #expect(changes.text().contains("en · relevance") && !changes.text().contains("en · base"))
  }

  @Test("the quick check: same values is true for a comment-only edit, false for a changed value")
  func sameValues() throws {
    let signedOff = try BundledCopy.tree()
    let now = try BundledCopy.tree()
    defer { Self.clean([signedOff, now]) }
    let before = try CopyCatalog.load(directory: signedOff.path)
    let file = now.appendingPathComponent("ko.lproj/Primer.strings")
    let text = try String(contentsOf: file, encoding: .utf8)
    try ("/* A new comment. */\n" + text).write(to: file, atomically: true, encoding: .utf8)
    #expect(ReviewChanges.sameValues(try CopyCatalog.load(directory: now.path), before))
    try text.replacingOccurrences(of: "\"계속\"", with: "\"다음\"").write(
      to: file, atomically: true, encoding: .utf8)
    #expect(!ReviewChanges.sameValues(try CopyCatalog.load(directory: now.path), before))
  }

  @Test("hostile text in a changed string stays text in HTML and Markdown (GitHub's renderer too)")
  func hostileText() throws {
    let hostile = "<img src=x onerror=alert(1)> | **x** [a](javascript:alert(2)) \\u001B[2J"
    let (changes, trees) = try Self.edited(
      newTitle: hostile.replacingOccurrences(of: "\\u001B", with: "\\U001B"))
    defer { Self.clean(trees) }
    let title = try #require(changes.changes.first)
    #expect(title.new?.contains("<img") == true, "the hostile value was read")
    let html = changes.html()
    #expect(!html.contains("<img") && html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(!html.contains("\u{1B}"))
    let markdown = changes.markdown()
    #expect(!markdown.contains("<img") && !markdown.contains("\u{1B}"))
    #expect(!changes.text().contains("\u{1B}"))
    if GitHubMarkdown.executable != nil {
      let rendered = try GitHubMarkdown.render(markdown)
      #expect(!rendered.contains("<img") && !rendered.contains("<a href"))
      #expect(!rendered.contains("<strong>x</strong>"))
      let rows = ReviewFixtures.count("<tr>", in: rendered)
      #expect(rows == changes.changes.count + 2, "a pipe split a row: \(rows) rows")
    }
  }
}

/// A key removed since the sign-off, as each format shows it.
@Suite("A removed key in the change review")
struct ReviewRemovedKeyTests {
  @Test("every format shows the removed key's old text as before, and its place in the signed-off copy")
  func removedKeyShowsOldText() throws {
    let (changes, trees) = try ReviewChangesTests.edited()
    defer { ReviewChangesTests.clean(trees) }
    let removed = try #require(changes.changes.first { $0.kind == .removed })
    #expect(removed.key.description == "Primer/primer.action" && removed.old == "계속")
    let place = try #require(removed.location)
    #expect(changes.displayLocation(removed) == "in signed off: ko.lproj/Primer.strings:\(place.line)")
    let text = changes.text()
    #expect(
      text.contains(
        "removed: Primer/primer.action  in signed off: ko.lproj/Primer.strings:\(place.line)\n  before: 계속\n  now:    —\n"
      ))
    let markdown = changes.markdown()
    let row = try #require(
      markdown.split(separator: "\n").first { $0.hasPrefix("| Primer/primer\\.action ") })
    let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(cells[1] == "removed" && cells[2] == "<del>계속</del>" && cells[3] == "—", "\(row)")
    #expect(cells[0].contains("in signed off\\: ko\\.lproj/Primer\\.strings\\:\(place.line)"), "\(row)")
    let html = changes.html()
    #expect(
      html.contains(
        "<td lang=\"ko\"><span class=\"rm\">계속</span></td><td lang=\"ko\"><span class=\"missing\">removed</span></td>"
      ))
  }
}
