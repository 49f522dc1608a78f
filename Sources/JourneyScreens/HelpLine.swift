/// One line of the help overlay: the keys and what they do.
public struct HelpLine: Sendable, Hashable {
  /// The keys as shown, such as "Enter Space".
  public var key: String
  /// What they do.
  public var meaning: String

  /// Creates a help line.
  public init(key: String, meaning: String) {
    self.key = key
    self.meaning = meaning
  }
}
