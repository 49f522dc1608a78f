import HostSystem
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

/// Runs Graphviz's own `dot` on a DOT document, fed on its standard input.
public enum Graphviz {
  /// The `dot` executable on PATH, if any.
  public static func executable(path: String? = Host.environment("PATH")) -> String? {
    for directory in (path ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(directory)/dot"
      if FileStatus.isExecutable(candidate) { return candidate }
    }
    return nil
  }

  /// The document rendered by `dot -T<format>` (`svg`, `png`), as bytes.
  public static func render(_ dot: String, format: String) throws(GraphvizError) -> [UInt8] {
    guard let executable = executable() else { throw .missing }
    let result: ChildResult
    do {
      result = try ChildProcess.run(executable, ["-T\(format)"], input: Array(dot.utf8))
    } catch {
      throw .failed(status: -1, message: error.description)
    }
    guard result.status == 0 else {
      let log = String(decoding: result.errors, as: UTF8.self)
      let first = log.split(separator: "\n").first.map(String.init) ?? ""
      throw .failed(status: result.status, message: ControlCharacters.sanitize(first))
    }
    return result.output
  }

  /// The document as SVG text from `dot -Tsvg`, each row of phone text held to its cells' width
  /// (`PhoneRows.fitted`).
  public static func svg(_ dot: String) throws(GraphvizError) -> String {
    PhoneRows.fitted(String(decoding: try render(dot, format: "svg"), as: UTF8.self))
  }
}
