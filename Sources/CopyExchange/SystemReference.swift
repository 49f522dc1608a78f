/// Where the verified System tables (iOS's own text, locked) are read from: one place, so the
/// reference can move without touching `init`.
public enum SystemReference {
  /// The verified System table of `locale`: the bundled copy's `LOCALE.lproj/System.strings`.
  public static func path(locale: String, bundledCopy: String) -> String {
    bundledCopy + "/\(locale).lproj/System.strings"
  }

  /// iOS's own strings for `locale`, as lint compares the System table with them
  /// (`system-reference/LOCALE.strings`, relative to a copy folder).
  public static func lockedReference(locale: String) -> String {
    "system-reference/\(locale).strings"
  }
}
