/// A problem at a place in a text file; prints as `path:line:col: error: message`.
public struct SourceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in one line.
  public var message: String

  /// Creates an error at `location`.
  public init(_ location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// `path:line:col: error: message`.
  public var description: String { "\(location): error: \(message)" }
}
