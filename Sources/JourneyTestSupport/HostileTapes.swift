import Foundation

/// Demo tapes for the gallery suites: one whose title and checks carry markup and controls, one that fails
/// in Korean.
public enum HostileTapes {
  /// Markup that would run script if a page took it for HTML.
  public static let markup = "<img src=x onerror=alert(1)><script>alert(2)</script>"

  /// The tapes by file name: `a-hostile.tape` (hostile title and `Expect` line), `b-korean-fails.tape`.
  public static let tapes: [(name: String, text: String)] = [
    (
      "a-hostile.tape",
      """
      Set Title "\(markup.replacingOccurrences(of: "\"", with: "\\\"")) \u{1B}[2J \u{202E}evil"
      Launch
      Expect no-text "\(markup)"
      Expect screen onboarding-1
      Sleep 1s
      """
    ),
    ("b-korean-fails.tape", "Launch\nExpect no-text \"다음\"\n"),
  ]

  /// Writes the tapes into `folder` (which must exist); returns their paths in order.
  @discardableResult
  public static func write(into folder: URL) throws -> [String] {
    try tapes.map { name, text in
      let file = folder.appendingPathComponent(name)
      try text.write(to: file, atomically: true, encoding: .utf8)
      return file.path
    }
  }
}
