/// An iOS version compared by major, then minor number (X-1: the expanded interface needs 27.2).
///
/// The versions modelled, and what each changes (OS-1 … OS-3 in docs/rules.md):
/// - before 14 (12.x, 13.x): no App Tracking Transparency framework, no prompt, no explainer; the IDFA is
///   readable without asking;
/// - 14.0 to 14.4: the prompt exists, but an app that has not asked (status `notDetermined`) still reads
///   the IDFA;
/// - 14.5 to 18.x and 26: the current rules; the IDFA is zeros unless authorized (ATT-11);
/// - 27.2 and later 27.x: the expanded interface.
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
  /// iOS 14.0, the first release with App Tracking Transparency (OS-1).
  public static let iOS14 = OSVersion(14, 0)
  /// iOS 14.5, from which an app that has not asked reads a zero IDFA (OS-2).
  public static let iOS14Point5 = OSVersion(14, 5)

  /// The major versions modelled: 12 to 18, then 26 and 27 (Apple numbered by year after 18).
  public static let modelledMajors = [12, 13, 14, 15, 16, 17, 18, 26, 27]

  /// Whether the expanded tracking interface exists on this version.
  public var supportsExpandedInterface: Bool { self >= .iOS27Point2 }

  /// Whether App Tracking Transparency exists: the prompt, the status and Settings › Tracking (OS-1).
  public var hasTrackingFramework: Bool { self >= .iOS14 }

  /// Whether Settings names the page above Tracking "Privacy & Security" (iOS 16 on); iOS 14 and 15 name it
  /// "Privacy" (OS-3).
  public var namesPrivacyAndSecurity: Bool { major >= 16 }

  /// Whether the IDFA reads as zeros while the app has not asked (OS-2); before 14.5 it does not.
  public var zeroesUndecidedIDFA: Bool { self >= .iOS14Point5 }

  /// The version as "major.minor".
  public var description: String { "\(major).\(minor)" }

  /// Orders versions by major, then minor number.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  /// The one reader of an iOS version, for `--os` and a tape's `Set OS`: `MAJOR`, `MAJOR.MINOR` or
  /// `MAJOR.MINOR.PATCH` with a modelled major version and a minor version 0–9 (the patch is read, not kept).
  public init(modelled text: String) throws(OSVersionError) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.map { part in
      part.isEmpty || part.count > 3 || !part.allSatisfy({ $0.isASCII && $0.isNumber }) ? nil : Int(part)
    }
    guard (1...3).contains(parts.count), let major = numbers[0], Self.modelledMajors.contains(major),
      numbers.allSatisfy({ $0 != nil })
    else { throw OSVersionError(text: text) }
    let minor = numbers.count > 1 ? numbers[1] ?? 0 : 0
    guard minor <= 9 else { throw OSVersionError(text: text) }
    self.init(major, minor)
  }
}

/// A version `OSVersion(modelled:)` does not read or does not model.
public struct OSVersionError: Error, Equatable, Sendable {
  /// What was given.
  public var text: String

  /// An error for `text`.
  public init(text: String) {
    self.text = text
  }

  /// The versions that are modelled, in words for an error message.
  public var expected: String {
    "a modelled iOS version (12–18, 26 or 27, with a minor 0–9, such as 13.7, 14.4 or 27.2)"
  }
}
