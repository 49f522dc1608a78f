import TerminalKit
import Testing

@testable import Prototype

/// A phone's row split into runs: their text joined is the row as `TextRenderer` writes it.
@Suite("Phone rows as runs")
struct PhoneLineTests {
  @Test("runs split at styles, buttons, wide characters and fallback-font symbols, and join to the text row")
  func runsJoinToTheRow() {
    var buffer = Buffer(width: 24, height: 2)
    _ = buffer.write("│ 허용 Allow ⬤━ ", at: Point(x: 0, y: 0))
    _ = buffer.write("Tap", at: Point(x: 2, y: 1), style: Style(.primaryButton, bold: true))
    let button = Rect(x: 2, y: 0, width: 4, height: 1)
    let rows = PhoneLine.rows(buffer, buttons: [button])
    #expect(rows.map { $0.map(\.text).joined() } == TextRenderer.lines(buffer))
    let first = rows[0]
    #expect(first.map(\.text) == ["│ ", "허용", " Allow ", "⬤", "━"])
    #expect(first.map(\.button) == [nil, 0, nil, nil, nil])
    #expect(first.map(\.wideCount) == [0, 2, 0, 0, 0])
    #expect(first.map(\.boxed) == [false, false, false, true, false], "box drawing stays plain text")
    #expect(rows[1].map(\.text) == ["  ", "Tap"])
    #expect(rows[1].last?.style == Style(.primaryButton, bold: true))
  }

  @Test("a row of spaces is empty, as the text renderer trims it")
  func blankRow() {
    let rows = PhoneLine.rows(Buffer(width: 8, height: 1), buttons: [])
    #expect(rows == [[]])
  }
}
