import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit

/// The last few frames the view drew, by everything `JourneyView.frame(of:)` reads, so an input that brings
/// back a screen drawn a moment ago (a locale cycled round, focus moved back, a key that did nothing) is not
/// composed again.
///
/// Each distinct composition gets a serial number: the same serial is the same frame, which recordings use
/// to skip comparing and diffing it again. A session that logs its copy reads (the review) is composed every
/// time, so every frame's reads are logged.
struct ViewMemo {
  /// Everything the view reads from a session: what the button model reads, and the status line, the event
  /// log, the copy problem and lint's findings.
  struct Inputs: Equatable {
    let model: ScreenModelMemo.Inputs
    let status: String?
    let events: [Event]
    let copyProblem: LayoutFinding?
    let findings: [CopyKey: [LayoutFinding]]

    init(_ session: JourneySession) {
      model = ScreenModelMemo.Inputs(session)
      status = session.status
      events = session.events
      copyProblem = session.copyProblem
      findings = session.shownCopyFindings
    }
  }

  /// How many recent frames are kept: enough for every bundled locale cycled round by `l`.
  static let capacity = 8
  private var recent = RecentValues<Inputs, (frame: RenderedFrame, serial: Int)>(capacity: Self.capacity)
  private var nextSerial = 0
  /// Cells of the frames composed so far (frames found here cost none).
  private(set) var composedCells = 0

  /// The session's frame and its serial: found among the recent ones, or composed.
  mutating func frame(of session: JourneySession) -> (frame: RenderedFrame, serial: Int) {
    guard session.copyReads == nil else { return compose(session) }
    let inputs = Inputs(session)
    if let found = recent.value(for: inputs) { return found }
    let composed = compose(session)
    recent.keep(composed, for: inputs)
    return composed
  }

  private mutating func compose(_ session: JourneySession) -> (frame: RenderedFrame, serial: Int) {
    let frame = JourneyView.frame(of: session)
    composedCells += frame.buffer.width * frame.buffer.height
    nextSerial += 1
    return (frame, nextSerial)
  }
}
