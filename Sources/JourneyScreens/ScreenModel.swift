import TerminalKit

/// What a person can act on for a state: the buttons in focus order, the focused one and the scroll window.
///
/// Derived from a screen's layout for a focus and scroll offset (`ScreenLayout.model(focus:scroll:)`), never
/// read back from a painted frame, so the session's update needs no picture.
public struct ScreenModel: Sendable, Hashable {
  /// Pressable buttons in focus order (while an overlay is up, only its buttons).
  public var buttons: [ScreenButton]
  /// The focused button's index (the view's focus wrapped); nil without buttons.
  public var focus: Int?
  /// Which rows of content taller than the phone are shown; nil when it fits.
  public var scroll: ScrollWindow?

  /// Creates a model.
  public init(buttons: [ScreenButton], focus: Int?, scroll: ScrollWindow?) {
    self.buttons = buttons
    self.focus = focus
    self.scroll = scroll
  }

  /// The focused button, if any.
  public var focusedButton: ScreenButton? {
    guard let focus, buttons.indices.contains(focus) else { return nil }
    return buttons[focus]
  }
}
