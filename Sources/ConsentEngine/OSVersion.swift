/// An iOS version compared by major, then minor number (X-1: the expanded interface needs 27.2).
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The major version, for example 27.
  public var major: Int
  /// The minor version, for example 2.
  public var minor: Int

  /// Creates a version such as `OSVersion(27, 2)`.
  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// iOS 26, before the expanded interface.
  public static let iOS26 = OSVersion(26, 0)
  /// iOS 27.2, the first release with the expanded interface.
  public static let iOS27Point2 = OSVersion(27, 2)

  /// Whether the expanded tracking interface exists on this version.
  public var supportsExpandedInterface: Bool { self >= .iOS27Point2 }

  /// The version as "major.minor".
  public var description: String { "\(major).\(minor)" }

  /// Orders versions by major, then minor number.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}
