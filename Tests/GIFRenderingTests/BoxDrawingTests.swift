import Testing

@testable import GIFRendering

/// Box-drawing characters are exact rectangles reaching the cell's edges where their lines continue, so
/// the phone's border joins from cell to cell.
@Suite("box drawing")
struct BoxDrawingTests {
  let width = 9
  let height = 18

  func ink(_ character: Unicode.Scalar) throws -> [[Bool]] {
    let mask = try #require(
      BoxDrawing.mask(character, width: width, height: height), "\(character) not drawn")
    return (0..<height).map { y in (0..<width).map { x in mask[y * width + x] > 0 } }
  }

  @Test("lines cross the whole cell and meet the neighbouring cells' lines")
  func linesJoin() throws {
    let horizontal = try ink("─")
    let row = try #require(horizontal.firstIndex { $0.contains(true) })
    #expect(horizontal[row].allSatisfy { $0 }, "─ spans its cell")
    let vertical = try ink("│")
    let column = try #require(vertical[0].firstIndex(of: true))
    #expect(vertical.allSatisfy { $0[column] }, "│ spans its cell")
    // Every corner and tee reaches the edges on the same row and column as ─ and │.
    for (corner, right, down, left, up) in [
      ("┌", true, true, false, false), ("┐", false, true, true, false), ("└", true, false, false, true),
      ("┘", false, false, true, true), ("├", true, true, false, true), ("┤", false, true, true, true),
      ("╭", true, true, false, false), ("╮", false, true, true, false), ("╰", true, false, false, true),
      ("╯", false, false, true, true),
    ] as [(Unicode.Scalar, Bool, Bool, Bool, Bool)] {
      let cell = try ink(corner)
      #expect(cell[row][width - 1] == right, "\(corner) right edge")
      #expect(cell[row][0] == left, "\(corner) left edge")
      #expect(cell[height - 1][column] == down, "\(corner) bottom edge")
      #expect(cell[0][column] == up, "\(corner) top edge")
    }
  }

  @Test("blocks fill their share of the cell; text characters are left to the fonts")
  func blocks() throws {
    #expect(try ink("█").allSatisfy { $0.allSatisfy { $0 } })
    let lower = try ink("▄")
    #expect(lower.prefix(height / 2).allSatisfy { !$0.contains(true) })
    #expect(lower.suffix(height / 2).allSatisfy { $0.allSatisfy { $0 } })
    let bars = try ink("▂").filter { $0.contains(true) }.count
    #expect(bars == (height * 2 + 4) / 8)
    for scalar: Unicode.Scalar in ["A", "가", "◆", "▦"] { #expect(!BoxDrawing.draws(scalar)) }
  }
}
