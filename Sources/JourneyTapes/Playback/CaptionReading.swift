import TerminalKit

/// How long a recording holds a new caption on screen before the tape's next line acts, so the person
/// watching a GIF can read it: a base time and a time per display column (a CJK character counts 2), up to a
/// cap. The tape's own `Sleep` lines come on top.
public enum CaptionReading {
  /// The time any caption stays, in milliseconds.
  public static let baseMilliseconds = 1_000
  /// The time added per display column of the caption, in milliseconds.
  public static let millisecondsPerColumn = 50
  /// The longest hold, in milliseconds.
  public static let maximumMilliseconds = 5_000

  /// The hold for `text`, in milliseconds.
  public static func milliseconds(for text: String) -> Int {
    min(maximumMilliseconds, baseMilliseconds + millisecondsPerColumn * DisplayWidth.of(text))
  }
}
