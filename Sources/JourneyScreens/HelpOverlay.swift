import TerminalKit

/// The help box listing every key of the front end, drawn over the centre of the terminal.
enum HelpOverlay {
  /// Columns of the key column (without the space after it).
  static let keyWidth = 11

  /// Draws the box centred in the buffer.
  static func draw(_ keys: [HelpLine], in buffer: inout Buffer) {
    let width = min(buffer.width, 52)
    let inner = width - 4
    var blocks = [
      TextBlock(StyledText(PrototypeText.helpTitle, style: Style(.inspectorLabel, bold: true))),
      TextBlock(""),
    ]
    for line in keys {
      let (key, meaning) = (line.key, line.meaning)
      // The key is the marker, so a long meaning continues under the meaning.
      blocks.append(
        TextBlock(
          StyledText(meaning, style: Style(.inspector)), bullet: InspectorPanel.padded(key, keyWidth),
          bulletStyle: Style(.inspectorLabel)))
    }
    let lines = blocks.flatMap { TextBlock.wrap([$0], width: inner) }
    let rect = buffer.bounds.centered(Size(width: width, height: min(buffer.height, lines.count + 2)))
    buffer.fill(rect, with: Cell(" ", style: Style(.inspector)))
    buffer.drawBorder(rect, border: .rounded, style: Style(.inspector))
    _ = buffer.drawLines(
      lines, in: rect.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2)), alignment: .leading)
  }
}
