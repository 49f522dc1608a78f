#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import JourneyRuntime
import TextSafety

/// Writes diagnostics to standard error, one line at a time.
///
/// Everything is sanitized first: a path, option, tape word or key name that holds an escape sequence or
/// another control character is shown as a visible symbol (`␛[2J`), never sent to the terminal raw.
enum StandardError {
  /// Writes `att-journey: <message>` and a newline to file descriptor 2.
  static func report(_ message: String) {
    write("att-journey: " + message + "\n")
  }

  /// Writes text with its control, bidi and zero-width characters made visible (newlines kept).
  static func write(_ text: String) {
    DescriptorOutput.writeAll(Array(ControlCharacters.sanitize(text, keepingNewlines: true).utf8), to: 2)
  }
}
