import TerminalKit

/// The help box listing every key of the front end, drawn over the centre of the terminal; in a
/// terminal too short for one column of keys it lists them in two, side by side.
enum HelpOverlay {
  /// Columns of the key column (without the space after it).
  static let keyWidth = 11

  /// Draws the box centred in the buffer.
  static func draw(_ keys: [HelpLine], in buffer: inout Buffer) {
    let title = [
      TextBlock(StyledText(PrototypeText.helpTitle, style: Style(.inspectorLabel, bold: true))),
      TextBlock(""),
    ]
    let entries = keys.map { line in
      // The key is the marker, so a long meaning continues under the meaning.
      TextBlock(
        StyledText(line.meaning, style: Style(.inspector)), bullet: InspectorPanel.padded(line.key, keyWidth),
        bulletStyle: Style(.inspectorLabel))
    }
    let width = min(buffer.width, 52)
    let single = (title + entries).flatMap { TextBlock.wrap([$0], width: width - 4) }
    let twoWide = min(buffer.width, 100)
    let columnWidth = (twoWide - 6) / 2
    guard single.count + 2 > buffer.height, columnWidth >= keyWidth + 16 else {
      drawBox(columns: [single], columnWidth: width - 4, in: &buffer)
      return
    }
    let half = (entries.count + 1) / 2
    let left = (title + entries.prefix(half)).flatMap { TextBlock.wrap([$0], width: columnWidth) }
    let right = ([TextBlock(""), TextBlock("")] + entries.dropFirst(half)).flatMap {
      TextBlock.wrap([$0], width: columnWidth)
    }
    drawBox(columns: [left, right], columnWidth: columnWidth, in: &buffer)
  }

  /// Fills and borders a box centred in the buffer and draws each column of lines in it.
  static func drawBox(columns: [[WrappedLine]], columnWidth: Int, in buffer: inout Buffer) {
    let rows = columns.map(\.count).max() ?? 0
    let width = min(buffer.width, columns.count * columnWidth + 2 * (columns.count - 1) + 4)
    let rect = buffer.bounds.centered(Size(width: width, height: min(buffer.height, rows + 2)))
    buffer.fill(rect, with: Cell(" ", style: Style(.inspector)))
    buffer.drawBorder(rect, border: .rounded, style: Style(.inspector))
    let inner = rect.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2))
    for (index, lines) in columns.enumerated() {
      let x = inner.x + index * (columnWidth + 2)
      let area = Rect(x: x, y: inner.y, width: min(columnWidth, inner.maxX - x), height: inner.height)
      _ = buffer.drawLines(lines, in: area, alignment: .leading)
    }
  }
}
