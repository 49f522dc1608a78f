import JourneyScreens
import TerminalKit

/// The view half of a walk: the frame for a session, a pure function of it.
///
/// The driver calls it once per input; the map's node pictures read their pictures through it too, so
/// the walk, tapes and the map show one journey the same way.
public enum JourneyView {
  /// Columns between the two phones of `--beside`.
  static let besideGap = 4

  /// The frame a session shows: phone, screen, overlay, inspector, help and status line, with lint's
  /// findings on the copy it shows; with `--beside`, two phones in two locales side by side.
  ///
  /// It paints the layouts the session's update made (`JourneySession.layout`, `besideLayouts`) and lays
  /// nothing out.
  public static func frame(of session: JourneySession) -> RenderedFrame {
    frame(of: ViewInputs(session))
  }

  /// The frame for what the view reads from a session.
  static func frame(of inputs: ViewInputs) -> RenderedFrame {
    switch inputs.shape {
    case .single(let phone):
      return single(phone, inputs)
    case .alone(let phone, let status):
      var frame = single(phone, inputs)
      if !phone.chrome.presentation.showsPhoneAlone { StatusLine.draw(status, in: &frame.buffer) }
      return frame
    case .pair(let leftPhone, let rightPhone, let pair):
      let left = single(leftPhone, inputs)
      let right = single(rightPhone, inputs)
      var buffer = Buffer(width: pair.size.width, height: pair.size.height)
      let half = pair.size.width / 2
      place(left.buffer, at: 0, in: &buffer)
      place(right.buffer, at: half, in: &buffer)
      // A presented pair is two phones and nothing of the tool: no locale labels, no status line.
      if !leftPhone.chrome.presentation.showsPhoneAlone {
        label(pair.locales.left, over: 0, width: half, in: &buffer)
        label(pair.locales.right, over: half, width: half, in: &buffer)
        if let status = pair.status { StatusLine.draw(status, in: &buffer) }
      }
      var frame = RenderedFrame(
        buffer: buffer, buttons: left.buttons, findings: left.findings + right.findings,
        shownKeys: left.shownKeys)
      frame.layoutFindings = left.layoutFindings + right.layoutFindings
      frame.focus = left.focus
      frame.scroll = left.scroll
      frame.elements = left.elements
      return frame
    }
  }

  /// The smallest terminal that holds two phones side by side.
  public static func besideSize(for device: Device) -> Size {
    let phone = PhoneLayout.minimumSize(for: device)
    return Size(width: phone.width * 2 + besideGap, height: phone.height)
  }

  /// One phone: its layout painted with the session's focus and scroll offset, and its chrome.
  static func single(_ phone: ViewInputs.Phone, _ inputs: ViewInputs) -> RenderedFrame {
    JourneyRenderer.paint(
      phone.layout, focus: inputs.focus, scroll: inputs.scroll, state: inputs.state, chrome: phone.chrome)
  }

  /// Copies a phone's cells into the pair's buffer at column `x`.
  static func place(_ phone: Buffer, at x: Int, in buffer: inout Buffer) {
    for row in 0..<min(phone.height, buffer.height) {
      for column in 0..<phone.width where x + column < buffer.width {
        buffer[x + column, row] = phone[column, row]
      }
    }
  }

  /// Names a phone's locale on the top row above it, when that row is free.
  static func label(_ locale: String, over x: Int, width: Int, in buffer: inout Buffer) {
    let text = " \(locale) "
    let start = x + max(0, (width - text.count) / 2)
    let free = (start..<(start + text.count)).allSatisfy {
      buffer[$0, 0].grapheme == " "
    }
    guard free else { return }
    _ = buffer.write(text, at: Point(x: start, y: 0), style: Style(.secondary, bold: true))
  }
}
