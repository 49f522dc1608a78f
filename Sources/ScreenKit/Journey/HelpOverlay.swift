/// The help box listing every key of the front end, drawn over the centre of the terminal.
enum HelpOverlay {
  /// Columns of the key column.
  static let keyWidth = 13

  /// Draws the box centred in the buffer.
  static func draw(in buffer: inout Buffer) {
    let keys = PrototypeText.keys
    let width = min(buffer.width, 48)
    let rect = buffer.bounds.centered(Size(width: width, height: keys.count + 4))
    buffer.fill(rect, with: Cell(" ", style: Style(.inspector)))
    buffer.drawBorder(rect, border: .rounded, style: Style(.inspector))
    let inner = rect.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2))
    var blocks = [
      TextBlock(StyledText(PrototypeText.helpTitle, style: Style(.inspectorLabel, bold: true))),
      TextBlock(""),
    ]
    for (key, meaning) in keys {
      let keyText = StyledText(InspectorPanel.padded(key, keyWidth), style: Style(.inspectorLabel))
      blocks.append(TextBlock(keyText + StyledText(meaning, style: Style(.inspector))))
    }
    _ = buffer.drawLines(
      blocks.flatMap { TextBlock.wrap([$0], width: inner.width) }, in: inner, alignment: .leading)
  }
}
