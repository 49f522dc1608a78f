import TextSafety

/// Why playing a tape stopped: a check failed or an action could not be done.
public struct PlaybackFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The tape line that failed.
  public var location: SourceLocation
  /// What the tape expected.
  public var expected: String
  /// What there was instead.
  public var got: String

  /// Creates a failure.
  public init(at location: SourceLocation, expected: String, got: String) {
    self.location = location
    self.expected = expected
    self.got = got
  }

  /// `tape:line: expected …, got …`.
  public var description: String { "\(location.file):\(location.line): expected \(expected), got \(got)" }
}
