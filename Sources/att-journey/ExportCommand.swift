import CopyExchange
import HostSystem
import JourneyRuntime
import Recordings

/// `att-journey export OUT`: the copy as XLIFF, String Catalogs, CSV, or the app's InfoPlist strings.
struct ExportCommand: ParsableCommand {
  static let name = "export"
  static let synopsis = "export OUT [options]"
  static let summary = "the copy for translators or the app (--format)"
  static var operands: WritableKeyPath<Self, [String]>? { \.outputs }

  /// `--copy`.
  var copy = CopyArguments()
  /// `--format`: what to write.
  var format: ExchangeFormat?
  /// The files or folders given (one is written).
  var outputs: [String] = []

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + [
      .choice(["--format"], value: "FORMAT", help: "{values}", group: .export, \.format)
    ]
  }

  /// Writes the export (each file atomically); returns the exit status.
  func run() -> Int32 {
    let exchange: ExchangeFormat
    let source: CopySource
    do {
      exchange = try CommandStart.format(format, output: outputs.first)
      source = try CommandStart.copy(copy)
    } catch {
      return error.status
    }
    guard outputs.count == 1, let out = outputs.first else {
      StandardError.report(
        "export needs one OUT: a file for csv and infoplist-xcstrings, else a folder (see att-journey --help)"
      )
      return ExitStatus.usage
    }
    let folder = CopyFolderName.phrase(copy, source)
    if Self.isInside(out, folder: source.directory) {
      StandardError.report("\(out) is inside the copy folder \(source.directory); export writes elsewhere")
      return ExitStatus.usage
    }
    let files = ExchangeExport.files(source.catalog, format: exchange)
    do {
      if exchange.isSingleFile, let file = files.first {
        try StagedOutput.write(
          [StagedFile(path: out, bytes: file.bytes, isNamedOutput: true)], creatingFolders: true)
      } else {
        try StagedOutput.write(
          files.map { StagedFile(folder: out, path: $0.path, bytes: $0.bytes) }, creatingFolders: true)
      }
    } catch {
      StandardError.write(error.description + "\n")
      return ExitStatus.cannotWrite
    }
    StandardError.report(
      "wrote \(files.count) \(exchange.rawValue) file\(files.count == 1 ? "" : "s") to \(out) from \(folder)")
    return ExitStatus.ok
  }

  /// Whether `path` (or, when it does not exist yet, its nearest existing folder) resolves inside `folder`.
  static func isInside(_ path: String, folder: String) -> Bool {
    guard let base = ContainedPath.realPath(folder) else { return false }
    var probe = path
    while true {
      if let target = ContainedPath.realPath(probe) {
        return target == base || target.hasPrefix(base + "/")
      }
      let parent = ContainedPath.parent(of: probe)
      if parent == probe { return false }
      probe = parent
    }
  }
}

/// How a command's summary names the copy folder it read and wrote.
enum CopyFolderName {
  /// `the copy folder DIR`, saying which one is used when no `--copy` was given.
  static func phrase(_ copy: CopyArguments, _ source: CopySource) -> String {
    if copy.directory != nil { return "the copy folder \(source.directory)" }
    if source.directory == "copy" {
      return "the copy folder ./copy (no --copy given: the one in the current folder)"
    }
    return "the bundled copy folder \(source.directory) (no --copy given)"
  }
}
