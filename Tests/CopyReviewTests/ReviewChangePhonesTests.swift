import Foundation
import JourneyTestSupport
import Testing
import TextSafety

@testable import CopyReview
@testable import JourneyRuntime

/// The changes review shows each changed string on its phones, the signed-off phone beside the phone
/// now, both drawn by the review itself, each linking to its place in the full review.
@Suite("Review changes: phones before and now")
struct ReviewChangePhonesTests {
  /// The signed-off and current reviews of `ReviewChangesTests.edited`'s copies, and their changes.
  static func reviews() throws -> (
    changes: ReviewChanges, before: ReviewReport, now: ReviewReport, trees: [URL]
  ) {
    let (changes, trees) = try ReviewChangesTests.edited()
    let before = try ReviewFixtures.report(of: trees[0], locales: ["en", "ko"], variants: [nil])
    let now = try ReviewFixtures.report(of: trees[1], locales: ["en", "ko"], variants: [nil])
    return (changes, before, now, trees)
  }

  /// A frame's text.
  static func text(_ changes: ReviewChanges, _ index: Int?) -> String {
    index.map { ReviewEscaping.frameText(changes.frames[$0]) } ?? ""
  }

  @Test("the changed title: the primer before reads the old words, the primer now the new ones")
  func changedTitleOnItsPhones() throws {
    let (changes, before, now, trees) = try Self.reviews()
    defer { ReviewChangesTests.clean(trees) }
    let title = try #require(changes.changes.first { $0.key.key == "primer.title" })
    #expect(title.phones.map(\.screen) == title.screens, "a pair for every screen showing it, in order")
    let primer = try #require(title.phones.first { $0.screen == "primer" })
    #expect(primer.cellID == "cell-base-primer-en")
    let old = Self.text(changes, primer.before)
    let new = Self.text(changes, primer.after)
    #expect(old.contains("Quick") && !old.contains("Short"), "before: the signed-off title\n\(old)")
    #expect(new.contains("Short") && !new.contains("Quick"), "now: the new title\n\(new)")
    // One road to a frame: each phone is the frame its own review draws for that cell.
    let beforeCell = try #require(before.cell(variant: nil, screen: "primer", locale: "en"))
    let nowCell = try #require(now.cell(variant: nil, screen: "primer", locale: "en"))
    #expect(changes.frames[try #require(primer.before)] == before.frames[beforeCell.frameIndex])
    #expect(changes.frames[try #require(primer.after)] == now.frames[nowCell.frameIndex])
  }

  @Test("the removed Korean button: the signed-off primer shows 계속, the primer now does not")
  func removedButtonOnItsPhones() throws {
    let (changes, _, _, trees) = try Self.reviews()
    defer { ReviewChangesTests.clean(trees) }
    let removed = try #require(changes.changes.first { $0.kind == .removed })
    let primer = try #require(removed.phones.first { $0.screen == "primer" })
    #expect(Self.text(changes, primer.before).contains("계속"))
    #expect(!Self.text(changes, primer.after).contains("계속"))
    #expect(primer.cellID == "cell-base-primer-ko")
  }

  @Test("the page: per change its pairs, before and now, each phone linking to the full review")
  func pageLinksEachPhone() throws {
    let (changes, _, _, trees) = try Self.reviews()
    defer { ReviewChangesTests.clean(trees) }
    let page = changes.html()
    let pairs = changes.changes.flatMap(\.phones)
    #expect(!pairs.isEmpty)
    #expect(ReviewFixtures.count("<figure class=\"pair\"", in: page) == pairs.count)
    let links = ReviewFixtures.attributeValues("href", in: page)
    #expect(links.count == pairs.count * 2, "one link per phone: \(links)")
    #expect(
      links.contains("review.html#cell-base-primer-en") && links.contains("review.html#cell-base-primer-ko"))
    let elsewhere = changes.html(fullReview: "signed off/review #3.html")
    #expect(
      ReviewFixtures.attributeValues("href", in: elsewhere).contains(
        "signed%20off/review%20%233.html#cell-base-primer-en"), "a space and # in the name are encoded")
    let added = try #require(changes.changes.first { $0.kind == .added })
    #expect(added.phones.isEmpty == added.screens.isEmpty)
  }
}
