import ConsentEngine
import TerminalKit

extension ConsentState {
  /// Whether Control Centre is pulled down over the running app (the `c` key): the app is in front but
  /// inactive with no system alert or sheet on top, so it takes no taps until Control Centre goes up.
  public var isControlCentreDown: Bool {
    appState == .inactive && overlay == nil && screen != .springboard && !screen.isSettings
  }
}

/// Control Centre drawn down over the top of the dimmed app, as iOS shows it while the app is inactive.
///
/// Tool chrome in English: the panel stands for Control Centre, it is not copy.
enum ControlCentreOverlay {
  /// Rows of the panel, borders included (fewer on a short phone).
  static let height = 9

  /// Dims the app's screen and draws the panel over the top of the phone's content.
  static func draw(layout: PhoneLayout, presents: Bool, on display: inout DisplayList) {
    let content = layout.content
    display.restyle(content, with: Style(.dimmedBackdrop))
    let rect = Rect(x: content.x, y: content.y, width: content.width, height: min(height, content.height))
    guard rect.height >= 3, rect.width >= 4 else { return }
    let style = Style(.systemAlert)
    display.fill(rect, with: Cell(" ", style: style))
    display.drawBorder(rect, border: .rounded, style: style)
    let inner = rect.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2))
    // A presented phone shows the panel's controls without the tool's English names for them.
    let blocks =
      presents
      ? [
        TextBlock(StyledText(PrototypeText.controlCentreTileShapes, style: style)),
        TextBlock(StyledText(PrototypeText.controlCentreSliderShapes, style: style)),
      ]
      : [
        TextBlock(StyledText(PrototypeText.controlCentreTitle, style: Style(.systemAlertTitle, bold: true))),
        TextBlock(StyledText(PrototypeText.controlCentreTiles, style: style)),
        TextBlock(StyledText(PrototypeText.controlCentreSliders, style: style)),
        TextBlock(StyledText(PrototypeText.controlCentreNote, style: Style(.inspectorLabel))),
      ]
    display.drawLines(TextBlock.wrap(blocks, width: inner.width), in: inner, alignment: .center)
  }
}
