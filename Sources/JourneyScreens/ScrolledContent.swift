import TerminalKit

/// Which rows of content taller than its room are shown, worked out at paint time from the focus and the
/// scroll offset.
public struct ScrollRule: Sendable, Hashable {
  /// The room the content is shown in; its top is the content's first row.
  var room: Rect
  /// Rows of content.
  var contentHeight: Int
  /// Rows of room.
  var viewportHeight: Int
  /// Whether the scroll keys' offset applies (only the layer on top reads it).
  var readsScroll: Bool
  /// The content rows of each button in focus order, brought on screen when it has the focus and no
  /// offset was asked for; empty when the window does not follow the focus.
  var buttonRows: [Range<Int>]

  /// The window for a focus and scroll offset.
  public func window(_ inputs: PaintInputs) -> ScrollWindow {
    let scroll = readsScroll ? inputs.scroll : nil
    let window = ScrollWindow(
      contentHeight: contentHeight, viewportHeight: viewportHeight, offset: scroll ?? 0)
    guard scroll == nil, buttonRows.indices.contains(inputs.focus) else { return window }
    return window.revealing(buttonRows[inputs.focus])
  }

  /// A frame laid out in the content where the window shows it; one scrolled out of view keeps an empty
  /// frame on the edge it is beyond.
  func shown(_ frame: Rect, in window: ScrollWindow) -> Rect {
    let moved = Rect(x: frame.x, y: frame.y - window.offset, width: frame.width, height: frame.height)
    let shown = moved.intersection(room)
    guard shown.isEmpty else { return shown }
    return Rect(x: room.x, y: moved.y < room.y ? room.y : room.maxY, width: 0, height: 0)
  }
}

/// Content laid out at its full height over a scratch surface and shown through a window in its room, with
/// a scroll bar beside it.
struct ScrolledContent: Sendable, Hashable {
  /// Where the scroll bar goes and how it looks.
  enum Cue: Sendable, Hashable {
    /// On the phone's right border: the thumb in the frame's style, the arrows as warnings.
    case phoneBorder
    /// On an alert's right border, all in the alert's style.
    case alertBorder
  }

  /// The content, drawn on a blank surface of `surface` cells.
  var content: DisplayList
  /// The size of the surface the content is drawn on.
  var surface: Size
  /// Whether the room is cleared before the content is shown.
  var clearsRoom: Bool
  /// The window's rule.
  var rule: ScrollRule
  /// The scroll bar's column.
  var cueColumn: Int
  /// The scroll bar's look.
  var cue: Cue

  /// Paints the shown rows and the scroll bar.
  func paint(into buffer: inout Buffer, _ inputs: PaintInputs) {
    var tall = Buffer(width: surface.width, height: surface.height)
    content.paint(into: &tall, inputs)
    let window = rule.window(inputs)
    let room = rule.room
    if clearsRoom { buffer.fill(room, with: Cell(" ", style: .plain)) }
    buffer.copy(
      tall, rect: Rect(x: room.x, y: room.y + window.offset, width: room.width, height: room.height),
      up: window.offset, clip: room)
    for (row, mark) in window.cue.enumerated() {
      guard let mark else { continue }
      let style: Style
      switch cue {
      case .phoneBorder: style = mark == "┃" ? Style(.deviceFrame) : Style(.warning)
      case .alertBorder: style = Style(.systemAlert)
      }
      buffer.put(Glyph(mark, width: 1, style: style), x: cueColumn, y: room.y + row)
    }
  }
}
