import Glibc
import JourneyRuntime

/// Writes diagnostics to standard error, one line at a time.
enum StandardError {
  /// Writes `att-journey: <message>` and a newline to file descriptor 2.
  static func report(_ message: String) {
    write("att-journey: " + message + "\n")
  }

  /// Writes text as it is.
  static func write(_ text: String) {
    DescriptorOutput.writeAll(Array(text.utf8), to: 2)
  }
}
