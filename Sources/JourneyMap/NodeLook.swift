import ConsentEngine
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import TerminalKit

/// What makes two moments one node: the same screen with the same tracking status.
///
/// Settings pages with other switches set, or an alert over another screen, are the same node; the node is
/// drawn as the screen looked the first time it was reached.
struct NodeLook: Hashable {
  /// The screen's name (`ScreenName.primary`).
  var screen: String
  /// The tracking status.
  var status: TrackingStatus

  /// The node of a session's screen.
  init(_ session: JourneySession) {
    screen = ScreenName.primary(of: session.state)
    status = session.state.trackingStatus
  }

  /// The node's id: `primer·notDetermined`.
  var id: String { "\(screen)·\(status.name)" }

  /// The phone's rows, drawn with the first button focused and no status line.
  static func rows(_ session: JourneySession) -> [String] {
    TextRenderer.lines(frame(session).buffer)
  }

  /// The session's frame as a person arriving sees it: the first button focused, no status line.
  static func frame(_ session: JourneySession) -> RenderedFrame {
    JourneyView.frame(of: session.arriving())
  }
}
