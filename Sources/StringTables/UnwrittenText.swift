/// The marked stand-in value a new copy folder starts with, until someone writes the real text.
///
/// `att-journey init` writes it and the linter's `COPY-unwritten` rule lists every value still
/// carrying it, so "what is left to write" is one lint run.
public enum UnwrittenText {
  /// The mark every stand-in starts with.
  public static let mark = "[TODO "

  /// The stand-in for `key` in `locale`, such as `[TODO ko] primer.title`.
  public static func placeholder(locale: String, key: String) -> String {
    mark + locale + "] " + key
  }

  /// Whether a value is still a stand-in.
  public static func isPlaceholder(_ value: String) -> Bool {
    value.hasPrefix(mark) && value.contains("]")
  }
}
