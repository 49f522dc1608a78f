import HostSystem
import Recordings
import StringTables
import TextSafety

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The copy folder as a git revision holds it, written into a temporary folder for `review --since`: only
/// the files the copy is read from (`.strings` tables, String Catalogs, `journey.json`, and links, which
/// the reader follows only inside the folder), each within its `ReadLimit`, read one by one with
/// `git cat-file`, never the revision's whole tree.
struct RevisionCopy {
  /// One file of the revision's copy folder: its path inside it, its git object, its size, and whether
  /// it is a symbolic link (whose object holds the link's target).
  struct File {
    let path: String
    let object: String
    let size: Int
    let isLink: Bool
  }

  /// Most bytes of copy a revision may hold, all files together.
  static let largestTotal = 64 * 1024 * 1024
  /// Most files a revision's copy folder may hold.
  static let mostFiles = 10_000
  /// Longest link target written.
  static let longestLink = 4_096

  /// The files to write, from `git ls-tree -r -l -z` of `tree` (`hash:path`).
  let files: [File]

  /// Lists the revision's copy folder and checks every file against its limit before anything is read;
  /// `shownFolder` (`REV:path`) names the files in errors.
  init(tree: String, in copyDirectory: String, shownFolder: String) throws(ReviewBaselineError) {
    let listed = try ReviewBaseline.git([
      "-C", copyDirectory, "ls-tree", "--full-tree", "-r", "-l", "-z", "--end-of-options", tree,
    ])
    guard listed.status == 0 else {
      throw .toolFailed("--since: git ls-tree failed: \(ReviewBaseline.lastLine(listed.errors))")
    }
    var files: [File] = []
    var total = 0
    for record in listed.output.split(separator: 0) {
      guard let tab = record.firstIndex(of: 9) else { continue }
      let fields = record[..<tab].split(separator: 32).map { String(decoding: $0, as: UTF8.self) }
      let path = String(decoding: record[record.index(after: tab)...], as: UTF8.self)
      guard fields.count == 4, fields[1] == "blob", let size = Int(fields[3]) else { continue }
      let isLink = fields[0] == "120000"
      guard isLink || fields[0] == "100644" || fields[0] == "100755" else { continue }
      let limit = Self.limit(of: path)
      guard isLink || limit != nil else { continue }
      let shown = shownFolder.hasSuffix(":") ? shownFolder + path : shownFolder + "/" + path
      guard Self.isPlain(path) else {
        throw .unreadable(.file(shown, "not a plain path inside the copy folder"))
      }
      if isLink, size > Self.longestLink {
        throw .unreadable(.file(shown, "a symbolic link longer than \(Self.longestLink) bytes"))
      }
      if let limit, size > limit.bytes {
        throw .unreadable(.file(shown, FileReadError.tooLarge(path: shown, size: size, limit: limit).message))
      }
      total += size
      files.append(File(path: path, object: fields[2], size: size, isLink: isLink))
      guard files.count <= Self.mostFiles, total <= Self.largestTotal else {
        throw .revisionTooLarge(folder: shownFolder)
      }
    }
    self.files = files
  }

  /// Every path the copy will create under `folder`: the files, then their folders, deepest first, for a
  /// signal handler to remove.
  func paths(in folder: String) -> [String] {
    var folders: Set<String> = []
    for file in files {
      var parts = file.path.split(separator: "/").dropLast()
      while !parts.isEmpty {
        folders.insert(parts.joined(separator: "/"))
        parts = parts.dropLast()
      }
    }
    let deepestFirst = folders.sorted { $0.split(separator: "/").count > $1.split(separator: "/").count }
    return files.map { folder + "/" + $0.path } + deepestFirst.map { folder + "/" + $0 }
  }

  /// Reads the files' objects with one `git cat-file --batch` (each object once) and writes them under
  /// `folder`, links as links.
  func write(from copyDirectory: String, into folder: String) throws(ReviewBaselineError) {
    let objects = Array(Set(files.map(\.object))).sorted()
    guard !objects.isEmpty else { return }
    let input = Array(objects.map { $0 + "\n" }.joined().utf8)
    let batch = try ReviewBaseline.git(["-C", copyDirectory, "cat-file", "--batch"], input: input)
    guard batch.status == 0 else {
      throw .toolFailed("--since: git cat-file failed: \(ReviewBaseline.lastLine(batch.errors))")
    }
    var contents: [String: ArraySlice<UInt8>] = [:]
    var at = batch.output.startIndex
    while at < batch.output.endIndex {
      guard let end = batch.output[at...].firstIndex(of: 10) else { break }
      let header = batch.output[at..<end].split(separator: 32).map { String(decoding: $0, as: UTF8.self) }
      guard header.count == 3, header[1] == "blob", let size = Int(header[2]),
        end + 1 + size <= batch.output.endIndex
      else { throw .toolFailed("--since: git cat-file gave an unexpected answer") }
      contents[header[0]] = batch.output[(end + 1)..<(end + 1 + size)]
      at = end + 1 + size + 1
    }
    for file in files {
      guard let bytes = contents[file.object], bytes.count == file.size else {
        throw .toolFailed("--since: git cat-file gave no object for \(ControlCharacters.sanitize(file.path))")
      }
      let path = folder + "/" + file.path
      try Self.makeFolders(of: file.path, in: folder)
      if file.isLink {
        guard symlink(String(decoding: bytes, as: UTF8.self), path) == 0 else { throw Self.failure(path) }
      } else {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.failure(path) }
        let failure = DescriptorOutput.writeAll(Array(bytes), to: descriptor)
        close(descriptor)
        guard failure == 0 else {
          throw .toolFailed("--since: cannot write \(path): \(String(cString: strerror(failure)))")
        }
      }
    }
  }

  /// The limit of a file the copy is read from, or nil for a file it never reads (skipped).
  private static func limit(of path: String) -> ReadLimit? {
    if path == "journey.json" { return .journey }
    if path.hasSuffix(".strings") { return .table }
    if path.hasSuffix(".xcstrings") { return .catalog }
    return nil
  }

  /// Whether every part of the path is a name (no empty part, `.` or `..`).
  private static func isPlain(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }

  private static func makeFolders(of path: String, in folder: String) throws(ReviewBaselineError) {
    var made = folder
    for part in path.split(separator: "/").dropLast() {
      made += "/" + part
      guard mkdir(made, 0o700) == 0 || errno == EEXIST else { throw failure(made) }
    }
  }

  private static func failure(_ path: String) -> ReviewBaselineError {
    .toolFailed("--since: cannot write \(path): \(String(cString: strerror(errno)))")
  }
}
