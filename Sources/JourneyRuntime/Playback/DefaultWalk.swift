import TerminalKit

/// The walk printed when standard output is not a terminal: launch, onboarding, primer, allow, home.
public enum DefaultWalk {
  /// The frames of the default walk from `session`'s state and view, as plain text.
  public static func frames(_ session: JourneySession) -> String {
    var walker = session
    var frames: [Buffer] = [walker.frame().buffer]
    let steps: [SessionCommand] = [
      .engine(.launch), .pressFocused, .pressFocused, .pressFocused, .press(.primary), .press(.allow),
      .press(.primary),
    ]
    for step in steps {
      walker.apply(step)
      let buffer = walker.frame().buffer
      if frames.last != buffer { frames.append(buffer) }
    }
    return frames.enumerated().map { index, buffer in
      PlaybackRecording.section("── frame \(index + 1) ", buffer)
    }.joined()
  }
}
