#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import JourneyRuntime
import Recordings
import TextSafety

/// The one error writer: diagnostics to standard error, each message on exactly one line.
///
/// Everything is sanitized first: a path, option, tape word or key name that holds an escape sequence or
/// another control character is shown as a visible symbol (`␛[2J`), never sent to the terminal raw; a
/// newline inside a message (a quoted value with a line break) is shown as `␊`, so no input can forge a
/// second diagnostic line or a CI annotation.
enum StandardError {
  /// Writes `att-journey: <message>` and a newline to file descriptor 2.
  static func report(_ message: String) {
    write("att-journey: " + message + "\n")
  }

  /// Writes one message and its closing newline, every control, bidi and zero-width character inside it
  /// (a newline too) made visible.
  static func write(_ text: String) {
    let message = text.hasSuffix("\n") ? String(text.dropLast()) : text
    DescriptorOutput.writeAll(Array((ControlCharacters.sanitize(message) + "\n").utf8), to: 2)
  }
}
