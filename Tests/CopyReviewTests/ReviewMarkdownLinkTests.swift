import Foundation
import JourneyTestSupport
import Testing
import TextSafety

@testable import CopyReview

/// Every link in the Markdown review lands in the same file, as GitHub renders it.
@Suite(
  "Markdown review links",
  .enabled(if: GitHubMarkdown.executable != nil, "cmark-gfm is not installed (.ci/run installs it)"))
struct ReviewMarkdownLinkTests {
  /// The `#…` targets of every link in rendered HTML.
  static func fragmentLinks(in html: String) -> [String] {
    ReviewFixtures.attributeValues("href", in: html).filter { $0.hasPrefix("#") }.map {
      String($0.dropFirst())
    }
  }

  /// Every anchor a reader can land on: explicit `id`/`name` attributes and the ids GitHub gives headings.
  static func anchors(in html: String) -> Set<String> {
    var anchors = Set(
      ReviewFixtures.attributeValues("id", in: html) + ReviewFixtures.attributeValues("name", in: html))
    var seen: [String: Int] = [:]
    for heading in headings(in: html) {
      let slug = githubSlug(heading)
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// The text of every `<h1>`…`<h6>`, tags removed and entities decoded.
  static func headings(in html: String) -> [String] {
    html.components(separatedBy: "<h").dropFirst().compactMap { part -> String? in
      guard let level = part.first, ("1"..."6").contains(String(level)),
        let open = part.firstIndex(of: ">"), let close = part.range(of: "</h\(level)>")
      else { return nil }
      var text = ""
      var inTag = false
      for character in part[part.index(after: open)..<close.lowerBound] {
        if character == "<" {
          inTag = true
        } else if character == ">" {
          inTag = false
        } else if !inTag {
          text.append(character)
        }
      }
      return text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
    }
  }

  /// GitHub's heading anchor: lower case, punctuation other than `-` and `_` dropped, spaces as `-`.
  static func githubSlug(_ text: String) -> String {
    String(
      text.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          return character
        }
        return nil
      })
  }

  /// The links of `markdown` that point at no anchor of the same file.
  static func danglingLinks(_ markdown: String) throws -> [String] {
    let html = try GitHubMarkdown.render(markdown)
    let anchors = anchors(in: html)
    let links = fragmentLinks(in: html)
    #expect(!links.isEmpty, "the report links somewhere, so the check checks something")
    return links.filter { !anchors.contains($0) }
  }

  @Test("the anchor check itself finds a dangling link and accepts headings and <a id>")
  func checkerValidates() throws {
    let markdown = """
      # Copy review

      ## Appendix: notices

      <a id="cell-base-primer-ko"></a>

      [a](#cell-base-primer-ko) [b](#appendix-notices) [c](#copy-review) [d](#cell-base-primer-ja)

      """
    #expect(try Self.danglingLinks(markdown) == ["cell-base-primer-ja"])
  }

  @Test("without --phones every link lands in the file: no link to a phone that is not drawn")
  func withoutPhones() throws {
    let report = try ReviewFixtures.bundledReport()
    let markdown = report.markdown()
    #expect(try Self.danglingLinks(markdown) == [])
    #expect(!markdown.contains("](#cell-"), "no link to a phone left out")
    let first = try #require(report.findings.first { !$0.cellIDs.isEmpty && $0.severity != .notice })
    #expect(markdown.contains(MarkdownEscaping.inline(first.cellIDs[0])), "the phone is still named")
  }

  @Test(
    "with --phones every link lands in the file, phones included, in either order",
    arguments: ReviewOrder.allCases)
  func withPhones(order: ReviewOrder) throws {
    let report = try ReviewFixtures.report(
      of: URL(fileURLWithPath: ReviewFixtures.bundledCopy), locales: ["en", "ko", "de"],
      variants: [nil, "relevance"])
    let markdown = report.markdown(phones: true, order: order)
    #expect(markdown.contains("](#cell-"), "findings link to their phones")
    #expect(try Self.danglingLinks(markdown) == [])
    let phones = try #require(markdown.range(of: "## Phones: base"))
    let findings = try #require(markdown.range(of: "## Findings"))
    #expect(
      (phones.lowerBound < findings.lowerBound) == (order == .phones), "\(order) order puts its half first")
  }
}
