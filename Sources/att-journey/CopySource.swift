import ConsentEngine
import HostSystem
import StringTables

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the copy comes from and what loading it gave.
struct CopySource {
  /// The copy directory.
  let directory: String
  /// The loaded string tables.
  var catalog: CopyCatalog
  /// The loaded flow.
  let journey: JourneyFile

  /// The bundled copy: `./copy` when run from the package, else the copy installed beside the program
  /// (`PREFIX/share/att-journey/copy` for `PREFIX/bin/att-journey`), else the copy beside the sources it was
  /// built from.
  static func defaultDirectory() -> String {
    if access("copy/journey.json", R_OK) == 0 { return "copy" }
    if let installed = installedDirectory(), access(installed + "/journey.json", R_OK) == 0 {
      return installed
    }
    let source = "\(#filePath)"
    let root = source.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(
      separator: "/")
    return root + "/copy"
  }

  /// `../share/att-journey/copy` from the folder of the running program; nil when its path is unknown.
  static func installedDirectory() -> String? {
    guard let program = Host.executablePath() else { return nil }
    let bin = FilePath.parent(of: program)
    return FilePath.join(FilePath.parent(of: bin), "share/att-journey/copy")
  }

  /// Loads the copy and `journey.json`; an error is one `path:line:col: error:` line.
  ///
  /// `reading` limits the tables read now to those locales (and the development language); the walk
  /// reads the others when it switches to them, so its first frame waits for one locale only.
  static func load(_ directory: String?, reading: Set<String>? = nil) throws(CopyLoadError) -> CopySource {
    let directory = directory ?? defaultDirectory()
    let catalog = try CopyCatalog.load(directory: directory, reading: reading)
    let journey = try JourneyFile.load(path: directory + "/journey.json")
    return CopySource(directory: directory, catalog: catalog, journey: journey)
  }
}

/// Exit statuses shared by the commands.
enum ExitStatus {
  /// Everything went well.
  static let ok: Int32 = 0
  /// A check failed (lint errors, a tape's `Expect`).
  static let failed: Int32 = 1
  /// The command line was wrong.
  static let usage: Int32 = 2
  /// The input (copy, tape) could not be read.
  static let badInput: Int32 = 65
  /// A tool the command needs is not installed (Graphviz for `map --format svg|html`).
  static let unavailable: Int32 = 69
  /// An output file could not be written.
  static let cannotWrite: Int32 = 73
}
