import ConsentEngine
import JourneyRuntime
import JourneyScreens
import Recordings
import TerminalKit

/// The walk printed when standard output is not a terminal: launch, then the journey's own primary
/// actions up to the tracking prompt, allow, and on to the next screen.
///
/// The walk follows the loaded journey (its onboarding steps, consent platform and primer), so a copy folder
/// with one onboarding step shows one.
public enum ScriptedWalk {
  /// The most presses before giving up on reaching a tracking prompt.
  static let pressLimit = 24

  /// Drives the session through the default walk; every frame goes to the driver's presenter.
  public static func run(_ driver: SessionDriver) throws {
    try driver.start()
    try driver.handle(.command(.launch))
    var presses = 0
    while presses < pressLimit, !isPrompting(driver.session.state),
      driver.session.screenModel().buttons.contains(where: { $0.role == .primary })
    {
      try driver.handle(.command(.press(.primary)))
      presses += 1
    }
    guard isPrompting(driver.session.state) else { return }
    try driver.handle(.command(.press(.allow)))
    if driver.session.screenModel().buttons.contains(where: { $0.role == .primary }) {
      try driver.handle(.command(.press(.primary)))
    }
  }

  /// The default walk's frames as plain text, each under a numbered rule line.
  public static func text(of frames: [TimedFrame]) -> String {
    frames.enumerated().map { index, frame in
      FramesTextStream.section("── frame \(index + 1) ", frame.buffer)
    }.joined()
  }

  private static func isPrompting(_ state: ConsentState) -> Bool {
    if case .trackingPrompt = state.overlay { return true }
    return false
  }
}
