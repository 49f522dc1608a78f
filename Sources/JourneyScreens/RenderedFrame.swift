import StringTables
import TerminalKit

/// One drawn frame: the cells, what can be pressed, and what went wrong laying out the copy.
public struct RenderedFrame: Sendable, Hashable {
  /// The cells, the size of the terminal.
  public var buffer: Buffer
  /// Pressable buttons in focus order.
  public var buttons: [ScreenButton]
  /// Overflow, missing keys and similar problems on this frame.
  public var findings: [LayoutFinding]
  /// What laying this frame out found (overflow, missing keys): `findings` without lint's findings on the
  /// copy shown and without notices about the copy as a whole.
  public var layoutFindings: [LayoutFinding] = []
  /// Every copy key shown, in the order drawn.
  public var shownKeys: [CopyKey]
  /// The focused button's index in `buttons` (the context's focus wrapped); nil without buttons.
  public var focus: Int?
  /// The minimum terminal size when the terminal is too small for the phone; nil when the phone fits.
  public var requiredSize: Size?
  /// What VoiceOver can land on, in drawing order (`AccessibilityElement.readingOrder` sorts them);
  /// while an overlay is up, only the overlay's (it is modal).
  public var elements: [AccessibilityElement] = []
  /// Which rows of the phone's content are shown when it is taller than the phone; nil when it fits.
  public var scroll: ScrollWindow?

  /// The focused button, if any.
  public var focusedButton: ScreenButton? {
    guard let focus, buttons.indices.contains(focus) else { return nil }
    return buttons[focus]
  }

  /// Creates a frame.
  public init(
    buffer: Buffer, buttons: [ScreenButton] = [], findings: [LayoutFinding] = [], shownKeys: [CopyKey] = [],
    requiredSize: Size? = nil
  ) {
    self.buffer = buffer
    self.buttons = buttons
    self.findings = findings
    self.shownKeys = shownKeys
    self.requiredSize = requiredSize
  }
}
