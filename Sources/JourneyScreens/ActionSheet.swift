import ConsentEngine
import StringTables
import TerminalKit

/// An iOS action sheet at the bottom of the screen: a group with a message (or a title) and choices,
/// and a separate Cancel below.
struct ActionSheet {
  /// The message over the choices.
  var message: CopyKey
  /// Its style: a question that is the sheet's title is drawn as a title.
  var messageStyle = Style(.systemAlert)
  /// The choices, top to bottom.
  var choices: [ButtonSpec]
  /// The cancel button.
  var cancel: ButtonSpec

  /// Draws the sheet at the bottom of the canvas's area.
  func draw(on canvas: inout ScreenCanvas) {
    let area = canvas.area.inset(by: Insets(bottom: 1))
    let width = area.width - 2 * SystemBox.edge
    let group = SystemBox(
      lines: [.init(ref: message, style: messageStyle)], buttons: choices)
    let cancelBox = SystemBox(lines: [], buttons: [cancel])
    let cancelHeight = cancelBox.height(width: width, canvas: canvas) - 1
    let groupHeight = min(group.height(width: width, canvas: canvas), max(3, area.height - cancelHeight - 1))
    let cancelRect = Rect(x: area.x, y: area.maxY - cancelHeight, width: area.width, height: cancelHeight)
    let groupRect = Rect(x: area.x, y: cancelRect.y - 1 - groupHeight, width: area.width, height: groupHeight)
    group.draw(in: groupRect, on: &canvas)
    SystemBox.frame(cancelRect, on: &canvas.display)
    var inner = canvas.child(
      area: cancelRect.inset(by: Insets(top: 1, left: SystemBox.edge, bottom: 1, right: SystemBox.edge)))
    inner.bottomButtons([cancel], shape: .bar)
    canvas.merge(inner)
  }
}
