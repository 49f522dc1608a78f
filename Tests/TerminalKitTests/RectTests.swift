import Testing

@testable import TerminalKit

@Suite("Rect")
struct RectTests {
  let rect = Rect(x: 2, y: 3, width: 40, height: 20)

  @Test("insets shrink each side and never go negative")
  func insets() {
    #expect(
      rect.inset(by: Insets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 4, y: 4, width: 34, height: 16))
    #expect(rect.inset(by: .all(30)).isEmpty)
  }

  @Test("rows split into fixed and flexible parts")
  func splitRows() {
    let parts = rect.splitRows([.fixed(2), .flexible(1), .fixed(3)])
    #expect(parts.map(\.height) == [2, 15, 3])
    #expect(parts.map(\.y) == [3, 5, 20])
    #expect(parts.allSatisfy { $0.width == 40 && $0.x == 2 })
  }

  @Test("columns split by weight and hand out every column")
  func splitColumns() {
    let parts = rect.splitColumns([.flexible(1), .fixed(1), .flexible(2)])
    #expect(parts.map(\.width) == [13, 1, 26])
    #expect(parts.map(\.x) == [2, 15, 16])
  }

  @Test("fixed parts shrink when space runs out")
  func fixedOverflow() {
    #expect(Length.resolve([.fixed(5), .fixed(5)], total: 7) == [5, 2])
  }

  @Test("centring and intersection")
  func centreAndIntersect() {
    #expect(rect.centered(Size(width: 10, height: 4)) == Rect(x: 17, y: 11, width: 10, height: 4))
    #expect(rect.intersection(Rect(x: 0, y: 0, width: 5, height: 5)) == Rect(x: 2, y: 3, width: 3, height: 2))
    #expect(rect.intersection(Rect(x: 100, y: 0, width: 5, height: 5)).isEmpty)
  }
}
