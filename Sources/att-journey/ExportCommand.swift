import CopyExchange
import Foundation
import JourneyRuntime

/// `att-journey export OUT`: the copy as XLIFF, String Catalogs, CSV, or the app's InfoPlist strings.
enum ExportCommand {
  /// Writes the export (each file atomically); returns the exit status.
  static func run(_ options: LaunchOptions) -> Int32 {
    let format: String
    let source: CopySource
    do {
      format = try CommandStart.format(options, allowed: ExchangeFormat.allCases.map(\.rawValue))
      source = try CommandStart.copy(options)
    } catch {
      return error.status
    }
    guard options.operands.count == 1, let out = options.operands.first else {
      StandardError.report(
        "export needs one OUT: a file for csv and infoplist-xcstrings, else a folder (see att-journey --help)"
      )
      return ExitStatus.usage
    }
    if isInside(out, folder: source.directory) {
      StandardError.report("\(out) is inside the copy folder \(source.directory); export writes elsewhere")
      return ExitStatus.usage
    }
    let exchange = ExchangeFormat(rawValue: format) ?? .xliff
    let files = ExchangeExport.files(source.catalog, format: exchange)
    do {
      if exchange.isSingleFile, let file = files.first {
        try StagedOutput.write([StagedFile(path: out, bytes: file.bytes)], creatingFolders: true)
      } else {
        try StagedOutput.write(
          files.map { StagedFile(folder: out, path: $0.path, bytes: $0.bytes) }, creatingFolders: true)
      }
    } catch {
      StandardError.write(error.description + "\n")
      return ExitStatus.cannotWrite
    }
    StandardError.report(
      "wrote \(files.count) \(exchange.rawValue) file\(files.count == 1 ? "" : "s") to \(out)")
    return ExitStatus.ok
  }

  /// Whether `path` (or, when it does not exist yet, its nearest existing folder) resolves inside `folder`.
  static func isInside(_ path: String, folder: String) -> Bool {
    guard let root = realpath(folder, nil) else { return false }
    defer { free(root) }
    let base = String(cString: root)
    var probe = path
    while true {
      if let resolved = realpath(probe, nil) {
        defer { free(resolved) }
        let target = String(cString: resolved)
        return target == base || target.hasPrefix(base + "/")
      }
      let parent = (probe as NSString).deletingLastPathComponent
      if parent == probe { return false }
      probe = parent.isEmpty ? "." : parent
    }
  }
}
