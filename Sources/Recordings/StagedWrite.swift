#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One staged write (see `StagedOutput`) built up piece by piece: files given whole with `add`, files
/// streamed into their temporary file with `stream` while they are made, then all renamed into place by
/// `commit()`, or none.
///
/// A write that is never committed, or whose commit fails, removes its temporary files and folders when it
/// ends (and on SIGINT, SIGTERM or SIGHUP while they exist); the files at the targets stay as they were.
public final class StagedWrite {
  /// A destination folder: its descriptor, its shown path, and its staging folder once made.
  private struct Folder {
    let descriptor: Int32
    let shown: String
    var staging: (name: String, descriptor: Int32)?
  }

  /// A file to put in place: where, what is there now, and its bytes or its open temporary file.
  private struct Entry {
    let folder: Int
    let name: String
    let shown: String
    var bytes: [UInt8]
    var replacesOld: Bool
    var inPlace: Bool
    /// Streamed: its temporary file is written as the bytes come.
    var streamed = false
    /// The streamed file's descriptor while it is open (-1 otherwise).
    var descriptor: Int32 = -1
    /// The first error number writing the streamed file (0: none).
    var failure: Int32 = 0
    /// Replaced by a later file at the same path: skipped.
    var dropped = false

    /// Whether the file has a temporary file in the staging folder (a device or pipe is written in place;
    /// streamed, it is copied there from a temporary file that has no name).
    var isStaged: Bool { !dropped && !inPlace }
  }

  /// Bytes a streamed file holds before they are written.
  public static let bufferSize = 65_536

  private let syncing: Bool
  private let creatingFolders: Bool
  private let refusingLinkedFolders: Bool
  /// Tells this write's staging folders apart from another thread's in the same process and folder.
  private let token = String(UInt64.random(in: .min ... .max), radix: 36)
  private var folders: [Folder] = []
  private var folderIndex: [String: Int] = [:]
  private var entries: [Entry] = []
  private var entryIndex: [String: Int] = [:]
  private var pending: PendingTemporaryFile?
  private var closed = false

  /// An empty write; with `refusingLinkedFolders` a file's `folder` that is itself a link is refused, with
  /// `creatingFolders` a missing `folder` is created (the folders inside it always are); with `syncing`
  /// false the files are not flushed to disk before they are renamed.
  public init(syncing: Bool = true, refusingLinkedFolders: Bool = false, creatingFolders: Bool = false) {
    self.syncing = syncing
    self.refusingLinkedFolders = refusingLinkedFolders
    self.creatingFolders = creatingFolders
  }

  deinit { close() }

  /// Adds a file given whole; a later file at the same path replaces an earlier one.
  public func add(_ file: StagedFile) throws(OutputFileError) {
    try place(file)
  }

  /// Adds a file written while it is made: its temporary file is created now, and the stream appends to it.
  ///
  /// A device or pipe target (`/dev/stdout`) gets nothing until `commit()`: its bytes wait in a temporary
  /// file that has no name (in `TMPDIR`), so no staging folder is made beside a device.
  public func stream(_ path: String) throws(OutputFileError) -> StagedStream {
    let file = StagedFile(path: path, bytes: [])
    let index = try place(file)
    entries[index].streamed = true
    let descriptor: Int32
    if entries[index].inPlace {
      descriptor = Self.unnamedTemporaryFile()
    } else {
      register()
      let staging = try stagingFolder(entries[index].folder)
      descriptor = openat(
        staging, entries[index].name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    }
    guard descriptor >= 0 else {
      throw .cannotWrite(path: file.shown, reason: String(cString: strerror(errno)))
    }
    entries[index].descriptor = descriptor
    entries[index].bytes.reserveCapacity(Self.bufferSize)
    return StagedStream(set: self, entry: index)
  }

  /// Appends to a streamed file's buffer, writing it out when full; after an error the bytes are dropped.
  func append(_ text: String, toEntry index: Int) {
    guard index < entries.count, entries[index].descriptor >= 0 else { return }
    entries[index].bytes.append(contentsOf: text.utf8)
    if entries[index].bytes.count >= Self.bufferSize { flush(index) }
  }

  private func flush(_ index: Int) {
    if entries[index].failure == 0, !entries[index].bytes.isEmpty {
      entries[index].failure = DescriptorOutput.writeAll(entries[index].bytes, to: entries[index].descriptor)
    }
    entries[index].bytes.removeAll(keepingCapacity: true)
  }

  /// Writes every file, then renames them in; a failure puts the old files back.
  ///
  /// The write is over after it, done or not: its temporary files are gone.
  public func commit() throws(OutputFileError) {
    defer { close() }
    guard !closed else { throw .cannotWrite(path: ".", reason: "the staged write is already over") }
    register()
    for index in entries.indices where entries[index].streamed && !entries[index].dropped {
      try finishStream(index)
    }
    for entry in entries where !entry.dropped && !entry.inPlace && !entry.streamed {
      let staging = try stagingFolder(entry.folder)
      try writeNew(entry.bytes, named: entry.name, in: staging, shown: entry.shown)
    }
    for (index, entry) in entries.enumerated() where !entry.dropped && entry.inPlace {
      let target = folders[entry.folder].descriptor
      if entry.streamed {
        defer {
          systemClose(entries[index].descriptor)
          entries[index].descriptor = -1
        }
        try copyInPlace(from: entry.descriptor, named: entry.name, in: target, shown: entry.shown)
      } else {
        try writeInPlace(entry.bytes, named: entry.name, in: target, shown: entry.shown)
      }
    }
    let renamed = entries.filter { !$0.dropped && !$0.inPlace }
    // Every old file is kept as a hard link in the staging folder before the first rename.
    for entry in renamed where entry.replacesOld {
      let folder = folders[entry.folder]
      guard let staging = folder.staging?.descriptor,
        linkat(folder.descriptor, entry.name, staging, ".old-" + entry.name, 0) == 0
      else { throw .cannotReplace(path: entry.shown, reason: String(cString: strerror(errno))) }
    }
    var done: [Entry] = []
    for entry in renamed {
      let folder = folders[entry.folder]
      guard let staging = folder.staging?.descriptor else { continue }
      if renameat(staging, entry.name, folder.descriptor, entry.name) != 0 {
        let reason = String(cString: strerror(errno))
        undo(done)
        throw .cannotReplace(path: entry.shown, reason: reason)
      }
      done.append(entry)
    }
    if syncing { for folder in folders { fsync(folder.descriptor) } }
  }

  /// Opens (or creates) the folders on the file's path, checks what is at the target now, and records the
  /// file (replacing one at the same path); returns its entry.
  @discardableResult
  private func place(_ file: StagedFile) throws(OutputFileError) -> Int {
    guard !closed else { throw .cannotWrite(path: file.shown, reason: "the staged write is already over") }
    let parts = file.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let name = parts.last, !file.path.hasPrefix("/"),
      parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
    else { throw .cannotWrite(path: file.shown, reason: "not a plain path inside its folder") }
    var folder = try open(root: file.folder, for: file.shown)
    var key = file.folder
    for part in parts.dropLast() {
      key += "/" + part
      folder = try open(part, in: folder, key: key, shown: file.folder + "/" + part)
    }
    var status = stat()
    var entry = Entry(
      folder: folder, name: name, shown: file.shown, bytes: file.bytes, replacesOld: false, inPlace: false)
    if fstatat(folders[folder].descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG: entry.replacesOld = true
      case S_IFDIR: throw .cannotReplace(path: file.shown, reason: String(cString: strerror(EISDIR)))
      case S_IFLNK:
        var target = stat()
        let kind =
          fstatat(folders[folder].descriptor, name, &target, 0) == 0 ? target.st_mode & S_IFMT : S_IFREG
        guard kind != S_IFREG && kind != S_IFDIR && kind != S_IFLNK else { throw .linked(path: file.shown) }
        entry.inPlace = true
      default: entry.inPlace = true
      }
    }
    let unique = "\(file.folder)\u{0}\(file.path)"
    if let earlier = entryIndex[unique] { drop(earlier) }
    entryIndex[unique] = entries.count
    entries.append(entry)
    return entries.count - 1
  }

  /// Forgets a file replaced by a later one at the same path, removing its temporary file.
  private func drop(_ index: Int) {
    if entries[index].descriptor >= 0 {
      systemClose(entries[index].descriptor)
      entries[index].descriptor = -1
    }
    if entries[index].streamed, let staging = folders[entries[index].folder].staging {
      unlinkat(staging.descriptor, entries[index].name, 0)
    }
    entries[index].bytes = []
    entries[index].dropped = true
  }

  /// Writes out a streamed file's last bytes and closes it (one for a device stays open, to be copied
  /// there); its first error fails the write.
  private func finishStream(_ index: Int) throws(OutputFileError) {
    flush(index)
    var failure = entries[index].failure
    if !entries[index].inPlace {
      if failure == 0, syncing, fsync(entries[index].descriptor) != 0 { failure = errno }
      if systemClose(entries[index].descriptor) != 0, failure == 0 { failure = errno }
      entries[index].descriptor = -1
    }
    guard failure == 0 else {
      throw .cannotWrite(path: entries[index].shown, reason: String(cString: strerror(failure)))
    }
  }

  /// Tells the signal handler every temporary file and folder this write may create, before it creates any.
  private func register() {
    var temporary: [String] = []
    for index in folders.indices where entries.contains(where: { $0.folder == index && $0.isStaged }) {
      let base = folders[index].shown + "/" + stagingName(index)
      for entry in entries where entry.folder == index && entry.isStaged {
        temporary += [base + "/" + entry.name, base + "/.old-" + entry.name]
      }
      temporary.append(base)
    }
    if pending == nil {
      pending = PendingTemporaryFile(temporary)
    } else {
      pending?.replace(temporary)
    }
  }

  /// Puts back the old files of the entries already renamed in (removing the new ones that had none).
  private func undo(_ done: [Entry]) {
    for entry in done.reversed() {
      let folder = folders[entry.folder]
      if entry.replacesOld, let staging = folder.staging?.descriptor {
        renameat(staging, ".old-" + entry.name, folder.descriptor, entry.name)
      } else {
        unlinkat(folder.descriptor, entry.name, 0)
      }
    }
  }

  /// Gives the write up: its temporary files and folders are removed, the targets stay as they were.
  public func discard() { close() }

  /// Removes the staging folders and closes every descriptor.
  private func close() {
    guard !closed else { return }
    closed = true
    for index in entries.indices where entries[index].descriptor >= 0 {
      systemClose(entries[index].descriptor)
      entries[index].descriptor = -1
    }
    for (index, folder) in folders.enumerated() {
      if let staging = folder.staging {
        for entry in entries where entry.folder == index {
          unlinkat(staging.descriptor, entry.name, 0)
          unlinkat(staging.descriptor, ".old-" + entry.name, 0)
        }
        systemClose(staging.descriptor)
        unlinkat(folder.descriptor, staging.name, AT_REMOVEDIR)
      }
      systemClose(folder.descriptor)
    }
    folders = []
    entries = []
    pending?.finish()
    pending = nil
  }

  private func stagingName(_ index: Int) -> String { ".att-journey-staged-\(getpid())-\(token)-\(index)" }

  private func stagingFolder(_ index: Int) throws(OutputFileError) -> Int32 {
    if let staging = folders[index].staging { return staging.descriptor }
    let name = stagingName(index)
    let parent = folders[index].descriptor
    guard mkdirat(parent, name, 0o700) == 0 else {
      throw .cannotWrite(path: folders[index].shown + "/" + name, reason: String(cString: strerror(errno)))
    }
    let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      unlinkat(parent, name, AT_REMOVEDIR)
      throw .cannotWrite(path: folders[index].shown + "/" + name, reason: reason)
    }
    folders[index].staging = (name, descriptor)
    return descriptor
  }

  /// The folder the person named, created when missing.
  private func open(root: String, for shown: String) throws(OutputFileError) -> Int {
    if let index = folderIndex[root] { return index }
    var status = stat()
    if lstat(root, &status) != 0 && creatingFolders {
      try OutputFolder.create(root)
    } else if refusingLinkedFolders && (status.st_mode & S_IFMT) == S_IFLNK {
      throw .linked(path: root)
    }
    let descriptor = systemOpen(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(errno))) }
    return remember(descriptor, key: root, shown: root)
  }

  /// A folder inside another, never through a link; created when missing.
  private func open(_ name: String, in parent: Int, key: String, shown: String) throws(OutputFileError) -> Int
  {
    if let index = folderIndex[key] { return index }
    let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
    var descriptor = openat(folders[parent].descriptor, name, flags)
    if descriptor < 0 && errno == ENOENT {
      if mkdirat(folders[parent].descriptor, name, 0o755) != 0 && errno != EEXIST {
        throw .cannotCreateFolder(path: shown, reason: String(cString: strerror(errno)))
      }
      descriptor = openat(folders[parent].descriptor, name, flags)
    }
    guard descriptor >= 0 else {
      var status = stat()
      if fstatat(folders[parent].descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0,
        (status.st_mode & S_IFMT) == S_IFLNK
      {
        throw .linked(path: shown)
      }
      throw .cannotCreateFolder(path: shown, reason: String(cString: strerror(errno)))
    }
    return remember(descriptor, key: key, shown: shown)
  }

  private func remember(_ descriptor: Int32, key: String, shown: String) -> Int {
    folders.append(Folder(descriptor: descriptor, shown: shown, staging: nil))
    folderIndex[key] = folders.count - 1
    return folders.count - 1
  }

  private func writeNew(_ bytes: [UInt8], named name: String, in folder: Int32, shown: String)
    throws(OutputFileError)
  {
    let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(errno))) }
    var failure = DescriptorOutput.writeAll(bytes, to: descriptor)
    if failure == 0, syncing, fsync(descriptor) != 0 { failure = errno }
    if systemClose(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(failure))) }
  }

  /// A device or pipe (`/dev/null`, `/dev/stdout`): written as it is, never replaced.
  private func writeInPlace(_ bytes: [UInt8], named name: String, in folder: Int32, shown: String)
    throws(OutputFileError)
  {
    let descriptor = openat(folder, name, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(errno))) }
    var failure = DescriptorOutput.writeAll(bytes, to: descriptor)
    if systemClose(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(failure))) }
  }

  /// A temporary file with no name, read and written (`mkstemp` in `TMPDIR`, unlinked at once).
  ///
  /// Nothing is left to remove after a failure or a signal; -1 with `errno` set when it cannot be made.
  private static func unnamedTemporaryFile() -> Int32 {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/.att-journey-stream-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return -1 }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    return descriptor
  }

  /// A streamed file whose target is a device or pipe: copied there from its temporary file in pieces.
  private func copyInPlace(from source: Int32, named name: String, in folder: Int32, shown: String)
    throws(OutputFileError)
  {
    guard lseek(source, 0, SEEK_SET) == 0 else {
      throw .cannotWrite(path: shown, reason: String(cString: strerror(errno)))
    }
    let target = openat(folder, name, O_WRONLY | O_CLOEXEC)
    guard target >= 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(errno))) }
    var failure: Int32 = 0
    var chunk = [UInt8](repeating: 0, count: Self.bufferSize)
    while failure == 0 {
      let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        failure = errno
      } else if count == 0 {
        break
      } else {
        failure = DescriptorOutput.writeAll(Array(chunk[..<count]), to: target)
      }
    }
    if systemClose(target) != 0, failure == 0 { failure = errno }
    guard failure == 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(failure))) }
  }
}
