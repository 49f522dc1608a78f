/// What painting a laid-out screen reads besides the layout: the focus and the scroll offset.
///
/// A layout does not depend on either, so a key that only moves the focus or scrolls paints the same
/// layout again instead of laying the screen out again.
public struct PaintInputs: Sendable, Hashable {
  /// The focused button's index in the layout's focus order (already wrapped into range).
  public var focus: Int
  /// The first row shown of content taller than its room; nil follows the focus.
  public var scroll: Int?
  /// Whether the focused button is drawn focused; a presented phone draws every button as iOS does.
  public var drawsFocus = true

  /// Paint inputs.
  public init(focus: Int = 0, scroll: Int? = nil, drawsFocus: Bool = true) {
    self.focus = focus
    self.scroll = scroll
    self.drawsFocus = drawsFocus
  }
}
