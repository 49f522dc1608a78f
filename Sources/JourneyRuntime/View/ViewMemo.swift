import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit

/// The last few frames the view painted, by everything `JourneyView.frame(of:)` reads (`ViewInputs`), so an
/// input that brings back a frame painted a moment ago (a locale cycled round, focus moved back, a key that did
/// nothing) is not painted again.
///
/// Each distinct painting gets a serial number: the same serial is the same frame, which recordings use to
/// skip comparing and diffing it again. Each driver keeps its own.
struct ViewMemo {
  /// How many recent frames are kept: enough for every bundled locale cycled round by `l`.
  static let capacity = 8
  private var recent = RecentValues<ViewInputs, (frame: RenderedFrame, serial: Int)>(capacity: Self.capacity)
  private var nextSerial = 0
  /// Cells of the frames painted so far (frames found here cost none).
  private(set) var composedCells = 0

  /// The session's frame and its serial: found among the recent ones, or painted.
  mutating func frame(of session: JourneySession) -> (frame: RenderedFrame, serial: Int) {
    let inputs = ViewInputs(session)
    if let found = recent.value(for: inputs) { return found }
    let frame = JourneyView.frame(of: inputs)
    composedCells += frame.buffer.width * frame.buffer.height
    nextSerial += 1
    recent.keep((frame, nextSerial), for: inputs)
    return (frame, nextSerial)
  }
}
