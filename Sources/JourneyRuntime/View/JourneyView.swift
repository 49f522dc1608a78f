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
  public static func frame(of session: JourneySession) -> RenderedFrame {
    guard let beside = session.view.besideLocale else { return single(session) }
    let needed = besideSize(for: session.view.device)
    guard session.size.width >= needed.width, session.size.height >= needed.height else {
      var alone = session.phone(locale: session.view.locale, size: session.size)
      alone.view.showsInspector = session.view.showsInspector
      var frame = single(alone)
      StatusLine.draw(
        session.status
          ?? "two phones need \(needed); this is \(session.size) · showing \(session.view.locale)",
        in: &frame.buffer)
      return frame
    }
    let half = Size(width: session.size.width / 2, height: session.size.height)
    let left = single(session.phone(locale: session.view.locale, size: half))
    let right = single(session.phone(locale: beside, size: half))
    var buffer = Buffer(width: session.size.width, height: session.size.height)
    place(left.buffer, at: 0, in: &buffer)
    place(right.buffer, at: half.width, in: &buffer)
    label(session.view.locale, over: 0, width: half.width, in: &buffer)
    label(beside, over: half.width, width: half.width, in: &buffer)
    if let status = session.status { StatusLine.draw(status, in: &buffer) }
    var frame = RenderedFrame(
      buffer: buffer, buttons: left.buttons, findings: left.findings + right.findings,
      shownKeys: left.shownKeys)
    frame.layoutFindings = left.layoutFindings + right.layoutFindings
    frame.focus = left.focus
    frame.scroll = left.scroll
    frame.elements = left.elements
    return frame
  }

  /// The smallest terminal that holds two phones side by side.
  public static func besideSize(for device: Device) -> Size {
    let phone = PhoneLayout.minimumSize(for: device)
    return Size(width: phone.width * 2 + besideGap, height: phone.height)
  }

  /// One phone.
  static func single(_ session: JourneySession) -> RenderedFrame {
    var chrome = session.chrome()
    chrome.copyFindings = session.shownCopyFindings
    chrome.notices = session.copyProblem.map { [$0] } ?? []
    return JourneyRenderer.render(
      session.state, context: session.screenContext(), chrome: chrome, size: session.size)
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
