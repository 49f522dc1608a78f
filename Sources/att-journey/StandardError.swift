import Glibc

/// Writes diagnostics to standard error, one line at a time.
enum StandardError {
  /// Writes `att-journey: <message>` and a newline to file descriptor 2.
  static func report(_ message: String) {
    write("att-journey: " + message + "\n")
  }

  /// Writes text as it is.
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { raw in
        Glibc.write(2, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }
}
