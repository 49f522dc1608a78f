import Foundation
import TextSafety

/// Why Graphviz could not draw a map.
public enum GraphvizError: Error, Equatable, CustomStringConvertible {
  /// No `dot` on PATH.
  case missing
  /// `dot` ran and failed; its first line of complaint.
  case failed(status: Int32, message: String)

  /// One line for people.
  public var description: String {
    switch self {
    case .missing:
      return
        "--format svg and html need Graphviz's dot: apt-get install graphviz (--format dot works without it)"
    case .failed(let status, let message):
      return "dot failed (exit status \(status)): \(message)"
    }
  }
}

/// Runs Graphviz's own `dot` on a DOT document.
public enum Graphviz {
  /// The `dot` executable on PATH, if any.
  public static func executable(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
    for directory in (path ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(directory)/dot"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The document rendered by `dot -T<format>` (`svg`, `png`), as bytes.
  public static func render(_ dot: String, format: String) throws(GraphvizError) -> Data {
    guard let executable = executable() else { throw .missing }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "att-journey-map-\(UUID().uuidString)")
    let source = scratch.appendingPathExtension("dot")
    let complaints = scratch.appendingPathExtension("log")
    defer {
      try? FileManager.default.removeItem(at: source)
      try? FileManager.default.removeItem(at: complaints)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["-T\(format)", source.path]
    let output = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    do {
      try Data(dot.utf8).write(to: source)
      _ = FileManager.default.createFile(atPath: complaints.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: complaints)
      try process.run()
    } catch {
      throw .failed(status: -1, message: "\(error)")
    }
    let rendered = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let log = (try? String(contentsOf: complaints, encoding: .utf8)) ?? ""
      let first = log.split(separator: "\n").first.map(String.init) ?? ""
      throw .failed(status: process.terminationStatus, message: ControlCharacters.sanitize(first))
    }
    return rendered
  }

  /// The document as SVG text from `dot -Tsvg`.
  public static func svg(_ dot: String) throws(GraphvizError) -> String {
    String(decoding: try render(dot, format: "svg"), as: UTF8.self)
  }
}
