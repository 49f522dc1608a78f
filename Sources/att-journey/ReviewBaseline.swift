import ConsentEngine
import HostSystem
import JourneyRuntime
import Recordings
import StringTables
import TextSafety

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the signed-off copy could not be had; each prints as one line.
enum ReviewBaselineError: Error, Equatable, CustomStringConvertible {
  /// The copy folder is not inside a git repository (`--since`).
  case notInRepository(folder: String)
  /// git would not read the copy folder's repository (an unsafe owner, …), with git's own line.
  case repositoryRefused(folder: String, reason: String)
  /// The revision names no commit in the copy folder's repository.
  case unknownRevision(String, folder: String)
  /// The revision has no copy folder at the copy folder's place.
  case folderNotInRevision(folder: String, revision: String)
  /// `git` could not be run, or failed, or the temporary copy could not be written.
  case toolFailed(String)
  /// The revision's copy folder holds more files or bytes than `RevisionCopy` takes.
  case revisionTooLarge(folder: String)
  /// The signed-off copy does not read (a path, a reason).
  case unreadable(CopyLoadError)

  /// The exit status: 2 for a revision or folder that does not fit, 69 for a missing tool, 65 for bad copy.
  var status: Int32 {
    switch self {
    case .notInRepository, .repositoryRefused, .unknownRevision, .folderNotInRevision: return 2
    case .toolFailed: return 69
    case .unreadable, .revisionTooLarge: return 65
    }
  }

  /// One line.
  var description: String {
    switch self {
    case .notInRepository(let folder):
      return "--since: the copy folder \(ControlCharacters.sanitize(folder)) is not in a git repository"
    case .repositoryRefused(let folder, let reason):
      return "--since: git cannot read the repository of \(ControlCharacters.sanitize(folder)): \(reason)"
    case .unknownRevision(let revision, let folder):
      return
        "--since: no revision '\(ControlCharacters.sanitize(revision))' in the git repository of "
        + ControlCharacters.sanitize(folder)
    case .folderNotInRevision(let folder, let revision):
      return
        "--since: revision \(ControlCharacters.sanitize(revision)) has no copy folder "
        + ControlCharacters.sanitize(folder)
    case .toolFailed(let line): return line
    case .revisionTooLarge(let folder):
      return
        "--since: \(ControlCharacters.sanitize(folder)) holds more than \(RevisionCopy.mostFiles) files or "
        + "\(RevisionCopy.largestTotal / (1024 * 1024)) MB of copy; compare with --baseline DIR instead"
    case .unreadable(let error): return "baseline: " + error.description
    }
  }
}

/// The signed-off copy a review compares against: a folder as it was signed off, or a git revision of
/// the copy folder written into a temporary folder (removed by `remove`, or by SIGINT, SIGTERM or SIGHUP
/// while it exists), the working tree untouched.
struct ReviewBaseline {
  /// The folder the signed-off copy is read from.
  let directory: String
  /// How the review's header names it: the folder, or `REV (abbreviated hash)`.
  let name: String
  /// How its files are named in errors: the folder, or `REV:path/in/repository`.
  let shownDirectory: String
  /// The temporary folder to remove afterwards, for a revision.
  let temporary: TemporaryFolder?
  /// What a signal removes while the temporary folder exists.
  var pending: PendingTemporaryFile? = nil

  /// A folder given with `--baseline DIR`.
  static func folder(_ path: String) -> ReviewBaseline {
    ReviewBaseline(directory: path, name: path, shownDirectory: path, temporary: nil)
  }

  /// The copy folder `copyDirectory` as it is in `revision` (`--since REV`): only the files it is read
  /// from, each within its size limit (`RevisionCopy`).
  static func revision(_ revision: String, of copyDirectory: String) throws(ReviewBaselineError)
    -> ReviewBaseline
  {
    guard !revision.isEmpty, !revision.hasPrefix("-") else {
      throw .unknownRevision(revision, folder: copyDirectory)
    }
    let prefixRun = try git(["-C", copyDirectory, "rev-parse", "--show-prefix"])
    guard prefixRun.status == 0 else {
      let said = lastLine(prefixRun.errors)
      // Not a repository is the common case; anything else (an unsafe owner, …) is git's own line.
      guard said.contains("not a git repository") || said.isEmpty else {
        throw .repositoryRefused(folder: copyDirectory, reason: said)
      }
      throw .notInRepository(folder: copyDirectory)
    }
    let prefix = String(Self.firstLine(prefixRun.output))
    let commitRun = try git([
      "-C", copyDirectory, "rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}",
    ])
    let hash = firstLine(commitRun.output)
    guard commitRun.status == 0, !hash.isEmpty else {
      throw .unknownRevision(revision, folder: copyDirectory)
    }
    let short = firstLine(try git(["-C", copyDirectory, "rev-parse", "--short", hash]).output)
    let inRepository = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
    let tree = hash + ":" + inRepository
    let kind = try git(["-C", copyDirectory, "cat-file", "-t", tree])
    guard kind.status == 0, firstLine(kind.output) == "tree" else {
      throw .folderNotInRevision(folder: copyDirectory, revision: revision)
    }
    let shown = inRepository.isEmpty ? revision + ":" : revision + ":" + inRepository
    let copy = try RevisionCopy(tree: tree, in: copyDirectory, shownFolder: shown)
    let temporary: TemporaryFolder
    do {
      temporary = try TemporaryFolder(prefix: "att-journey-baseline")
    } catch {
      throw .toolFailed("--since: cannot make a temporary folder: \(error)")
    }
    let folder = temporary.path + "/copy"
    // Every path is known before it is made, so a signal removes them all.
    let pending = PendingTemporaryFile(copy.paths(in: folder) + [folder, temporary.path])
    do throws(ReviewBaselineError) {
      guard mkdirFolder(folder) else {
        throw ReviewBaselineError.toolFailed("--since: cannot make a folder in \(temporary.path)")
      }
      try copy.write(from: copyDirectory, into: folder)
      PausePoint.wait(PausePoint.baseline)
    } catch {
      temporary.remove()
      pending.finish()
      throw error
    }
    var baseline = ReviewBaseline(
      directory: folder, name: "\(revision) (\(short))", shownDirectory: shown, temporary: temporary)
    baseline.pending = pending
    return baseline
  }

  /// Reads the signed-off copy with the copy folder's own readers: only regular files, size limits,
  /// links followed only inside the folder (`journey.json` too).
  func load() throws(ReviewBaselineError) -> CopySource {
    do throws(CopyLoadError) {
      let catalog = try CopyCatalog.load(directory: directory)
      let path = directory + "/journey.json"
      let bytes: [UInt8]
      do {
        bytes = try SafeFile.read(path, limit: .journey, within: directory)
      } catch {
        throw CopyLoadError.file(path, error.message)
      }
      let journey: JourneyFile
      do {
        journey = try JourneyFile(bytes: bytes, path: path)
      } catch {
        throw CopyLoadError(error)
      }
      return CopySource(directory: directory, catalog: catalog, journey: journey)
    } catch {
      throw .unreadable(shown(error))
    }
  }

  /// Removes the temporary folder, if any, and what a signal would have removed.
  func remove() {
    temporary?.remove()
    pending?.finish()
  }

  /// An error with the temporary folder's path replaced by `REV:path`.
  private func shown(_ error: CopyLoadError) -> CopyLoadError {
    guard temporary != nil else { return error }
    func rename(_ path: String) -> String {
      guard path.hasPrefix(directory) else { return path }
      let rest = path.dropFirst(directory.count).drop { $0 == "/" }
      return shownDirectory.hasSuffix(":") ? shownDirectory + rest : shownDirectory + "/" + rest
    }
    switch error {
    case .file(let path, let message):
      return .file(rename(path), message.replacing(directory, with: shownDirectory))
    case .syntax(var location, let message):
      location.file = rename(location.file)
      return .syntax(location, message)
    }
  }

  /// Runs git with `input` on its standard input; a missing git is a one-line error saying how to
  /// install it.
  static func git(_ arguments: [String], input: [UInt8] = []) throws(ReviewBaselineError) -> ChildResult {
    do {
      return try ChildProcess.run("git", arguments, input: input)
    } catch {
      throw .toolFailed("--since: \(error.description) (install git: apt-get install git)")
    }
  }

  private static func firstLine(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.prefix { $0 != 10 && $0 != 13 }, as: UTF8.self)
  }

  /// The last line of a tool's output, control characters made visible.
  static func lastLine(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    let line = text.split(separator: "\n").last.map(String.init) ?? ""
    return ControlCharacters.sanitize(line)
  }

  private static func mkdirFolder(_ path: String) -> Bool {
    mkdir(path, 0o700) == 0
  }
}
