import StringTables
import TerminalKit

/// One screen laid out once: what the phone's content and any overlay draw (a display list), the buttons in
/// focus order with their labels, what VoiceOver can land on, the scroll window's rule, and what laying the
/// copy out found.
///
/// It depends on the engine state, the words and how they are shown, the device and the terminal's size, not
/// on the focus or the scroll offset: those are paint inputs. The session keeps the layout of its state; the
/// view paints it (`JourneyRenderer.paint`) with the phone's frame, the inspector, help and status line.
public struct ScreenLayout: Sendable, Hashable {
  /// The phone's place in the terminal; nil when the terminal is too small for the phone.
  public var phone: PhoneLayout?
  /// The terminal's size.
  public var size: Size
  /// The phone model.
  public var device: Device
  /// What the phone's content and overlay draw, in order.
  public var display = DisplayList()
  /// Pressable buttons in focus order, where they were laid out (in the content before any scrolling);
  /// while an overlay is up, only the overlay's.
  public var laidOutButtons: [ScreenButton] = []
  /// What laying the copy out found (overflow, missing keys), in drawing order.
  public var findings: [LayoutFinding] = []
  /// Every copy key shown, in the order drawn.
  public var shownKeys: [CopyKey] = []
  /// What VoiceOver can land on, in drawing order, in the coordinates of the laid-out content; while an
  /// overlay is up, only the overlay's (it is modal).
  public var elements: [AccessibilityElement] = []
  /// How the rows shown of content taller than its room follow the focus and the scroll keys; nil when it
  /// fits.
  public var scroll: ScrollRule?
  /// True when the buttons sit in the scrolled content (the page or a sheet), so they move with the window.
  var buttonsScroll = false

  /// A layout with nothing drawn yet.
  init(phone: PhoneLayout?, size: Size, device: Device) {
    self.phone = phone
    self.size = size
    self.device = device
  }

  /// The focus wrapped into the buttons' range (unchanged without buttons), and the scroll offset.
  public func paintInputs(focus: Int, scroll: Int?) -> PaintInputs {
    let count = laidOutButtons.count
    return PaintInputs(focus: count > 0 ? FocusRing.wrap(focus, count: count) : focus, scroll: scroll)
  }

  /// The rows shown for the paint inputs; nil when the content fits.
  public func scrollWindow(_ inputs: PaintInputs) -> ScrollWindow? {
    scroll?.window(inputs)
  }

  /// The buttons where the window for the paint inputs shows them.
  public func buttons(_ inputs: PaintInputs) -> [ScreenButton] {
    guard buttonsScroll, let scroll else { return laidOutButtons }
    let window = scroll.window(inputs)
    return laidOutButtons.map { button in
      var shown = button
      shown.frame = scroll.shown(button.frame, in: window)
      return shown
    }
  }

  /// What can be pressed and scrolled for a focus and scroll offset.
  public func model(focus: Int, scroll: Int?) -> ScreenModel {
    let inputs = paintInputs(focus: focus, scroll: scroll)
    let buttons = buttons(inputs)
    return ScreenModel(
      buttons: buttons, focus: buttons.isEmpty ? nil : inputs.focus, scroll: scrollWindow(inputs))
  }

  /// Paints the phone's content and overlay into a buffer the size of the terminal.
  public func paint(into buffer: inout Buffer, _ inputs: PaintInputs) {
    display.paint(into: &buffer, inputs)
  }
}
