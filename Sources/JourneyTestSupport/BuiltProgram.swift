import Foundation

/// The built `att-journey` executable beside the test bundle in the build products directory.
public enum BuiltProgram {
  /// Why the program could not be found or run.
  public enum Failure: Error, CustomStringConvertible {
    /// No executable was found in any of the searched places.
    case notBuilt(searched: [String])

    /// The failure as a sentence.
    public var description: String {
      switch self {
      case .notBuilt(let searched):
        return "att-journey is not built (run `swift build`); looked in \(searched.joined(separator: ", "))"
      }
    }
  }

  /// The executable's path.
  public static func path(filePath: String = #filePath) throws -> String {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
      candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    candidates.append(packageRoot(filePath: filePath).appendingPathComponent(".build/debug"))
    let paths = candidates.map { $0.appendingPathComponent("att-journey").path }
    guard let found = paths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw Failure.notBuilt(searched: paths)
    }
    return found
  }

  /// The package's root folder (the one holding Package.swift).
  public static func packageRoot(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The package's bundled copy folder (`copy/`).
  public static var copyDirectory: String { packageRoot().appendingPathComponent("copy").path }

  /// The result of running the program without a terminal.
  public struct Run {
    /// Exit status.
    public let status: Int32
    /// Everything written to standard output.
    public let output: String
    /// Everything written to standard error.
    public let errors: String
  }

  /// Runs the program with arguments, stdout and stderr captured, stdin empty.
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil
  ) throws -> Run {
    try run(executable: try path(), arguments, environment: environment, directory: directory)
  }

  /// Runs any executable as `run` runs the program: a plain environment, stdout and stderr captured.
  public static func run(
    executable: String, _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil
  ) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    if let directory { process.currentDirectoryURL = directory }
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  /// Single-quotes a path for /bin/sh.
  public static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
