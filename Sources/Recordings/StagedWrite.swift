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
/// Files are told apart by their folder's identity (device and inode) and name, never by how their path
/// is spelt: two spellings of one file are one file.
public final class StagedWrite {
  /// A destination folder: its descriptor, its shown path, its identity, and its staging folder once made.
  private struct Folder {
    let descriptor: Int32
    let shown: String
    let identity: FolderIdentity
    var staging: (name: String, descriptor: Int32)?
  }

  /// A folder as the file system knows it, whatever path led to it.
  private struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  /// A file to put in place: where, what is there now, and its bytes or its open temporary file.
  private struct Entry {
    let folder: Int
    let name: String
    let shown: String
    var bytes: [UInt8]
    var replacesOld: Bool
    /// The person named it on the command line (it may be a device or a FIFO).
    var isNamed: Bool
    /// A device or FIFO named on the command line: written directly, never staged or replaced.
    var inPlace: Bool
    /// Streamed: its temporary file (or its device) is written as the bytes come.
    var streamed = false
    /// The streamed file's descriptor while it is open (-1 otherwise).
    var descriptor: Int32 = -1
    /// The first error number writing the streamed file (0: none).
    var failure: Int32 = 0
    /// Replaced by a later file at the same path: skipped.
    var dropped = false

    /// Whether the file has a temporary file in the staging folder.
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
  private var folderByIdentity: [FolderIdentity: Int] = [:]
  private var entries: [Entry] = []
  private var entryIndex: [String: Int] = [:]
  private var pending: PendingTemporaryFile?
  private var closed = false
  private var committed = false
  /// Folders this write created on the way to its files (a parent's entry and a name), removed again,
  /// deepest first, when the write is given up.
  private var madeFolders: [(parent: Int, name: String)] = []
  /// The person's folders this write created (`creatingFolders`), deepest first, removed likewise.
  private var madeRoots: [String] = []

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
  /// With `isNamedOutput` (a path typed on the command line) the target may be a device or a FIFO with a
  /// reader (`/dev/stdout`): it is opened now and written directly as the bytes come, with no staging
  /// folder beside it.
  public func stream(_ path: String, isNamedOutput: Bool = false) throws(OutputFileError) -> StagedStream {
    let file = StagedFile(path: path, bytes: [], isNamedOutput: isNamedOutput)
    let index = try place(file)
    entries[index].streamed = true
    let descriptor: Int32
    if entries[index].inPlace {
      descriptor = try DeviceOutput.open(
        entries[index].name, in: folders[entries[index].folder].descriptor, shown: file.shown)
    } else {
      register()
      let staging = try stagingFolder(entries[index].folder)
      descriptor = openat(
        staging, entries[index].name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644
      )
      guard descriptor >= 0 else {
        throw .cannotWrite(path: file.shown, reason: String(cString: strerror(errno)))
      }
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
  /// The write is over after it, done or not: its temporary files are gone. SIGINT, SIGTERM or SIGHUP
  /// during the renames rolls forward: the signal waits until every file is in place (or every old one
  /// is back after a failed rename), then the staging folders go and the process dies of it, so the
  /// targets hold the old set or the new one, never a mix.
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
    for entry in entries where !entry.dropped && entry.inPlace && !entry.streamed {
      try writeInPlace(
        entry.bytes, named: entry.name, in: folders[entry.folder].descriptor, shown: entry.shown)
    }
    let renamed = entries.filter { !$0.dropped && !$0.inPlace }
    // Every old file is kept as a hard link in the staging folder before the first rename.
    for entry in renamed where entry.replacesOld {
      let folder = folders[entry.folder]
      guard let staging = folder.staging?.descriptor,
        linkat(folder.descriptor, entry.name, staging, ".old-" + entry.name, 0) == 0
      else { throw .cannotReplace(path: entry.shown, reason: String(cString: strerror(errno))) }
    }
    var failure: OutputFileError?
    let signal = PendingTemporaryFile.deferringSignals {
      failure = renameIn(renamed)
    }
    committed = failure == nil
    if signal != 0 {
      close()
      raise(signal)
    }
    if let failure { throw failure }
    if syncing { for folder in folders { fsync(folder.descriptor) } }
  }

  /// Renames every staged file into place; on a failure puts back the old files of those already in and
  /// returns the error.
  private func renameIn(_ renamed: [Entry]) -> OutputFileError? {
    var done: [Entry] = []
    for entry in renamed {
      let folder = folders[entry.folder]
      guard let staging = folder.staging?.descriptor else { continue }
      if renameat(staging, entry.name, folder.descriptor, entry.name) != 0 {
        let reason = String(cString: strerror(errno))
        undo(done)
        return .cannotReplace(path: entry.shown, reason: reason)
      }
      done.append(entry)
      if done.count == 1 && renamed.count > 1 { PausePoint.wait(PausePoint.commit) }
    }
    return nil
  }

  /// Opens (or creates) the folders on the file's path, checks what is at the target now, and records the
  /// file (replacing one at the same place); returns its entry.
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
    var entry = Entry(
      folder: folder, name: name, shown: file.shown, bytes: file.bytes, replacesOld: false,
      isNamed: file.isNamedOutput, inPlace: false)
    try examineTarget(&entry)
    let unique = "\(folder)/\(name)"
    if let earlier = entryIndex[unique] { drop(earlier) }
    try checkNeighbours(of: entry)
    entryIndex[unique] = entries.count
    entries.append(entry)
    return entries.count - 1
  }

  /// What is at the entry's target now: nothing, a regular file to replace, or (named on the command line
  /// only, itself or through a link) a device or FIFO to write directly; anything else is refused.
  private func examineTarget(_ entry: inout Entry) throws(OutputFileError) {
    let descriptor = folders[entry.folder].descriptor
    var status = stat()
    guard fstatat(descriptor, entry.name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    switch status.st_mode & S_IFMT {
    case S_IFREG: entry.replacesOld = true
    case S_IFDIR: throw .cannotReplace(path: entry.shown, reason: String(cString: strerror(EISDIR)))
    case S_IFLNK:
      guard entry.isNamed else { throw .linked(path: entry.shown) }
      var target = stat()
      let kind = fstatat(descriptor, entry.name, &target, 0) == 0 ? target.st_mode & S_IFMT : S_IFREG
      guard kind != S_IFREG && kind != S_IFDIR && kind != S_IFLNK else { throw .linked(path: entry.shown) }
      entry.inPlace = true
    default:
      guard entry.isNamed else {
        throw .notRegular(path: entry.shown, kind: DeviceOutput.kind(status.st_mode))
      }
      entry.inPlace = true
    }
  }

  /// Refuses a file the tool names itself in the folder of a device or FIFO output (`/dev/stdout`'s
  /// screenshots would land in `/dev`), whichever of the two came first.
  private func checkNeighbours(of entry: Entry) throws(OutputFileError) {
    for other in entries where !other.dropped && other.folder == entry.folder {
      if entry.inPlace && !other.isNamed {
        throw .besideDevice(path: other.shown, device: entry.shown)
      }
      if other.inPlace && !entry.isNamed {
        throw .besideDevice(path: entry.shown, device: other.shown)
      }
    }
  }

  /// Forgets a file replaced by a later one at the same path, removing its temporary file.
  private func drop(_ index: Int) {
    if entries[index].descriptor >= 0 {
      systemClose(entries[index].descriptor)
      entries[index].descriptor = -1
    }
    if entries[index].streamed, !entries[index].inPlace, let staging = folders[entries[index].folder].staging
    {
      unlinkat(staging.descriptor, entries[index].name, 0)
    }
    entries[index].bytes = []
    entries[index].dropped = true
  }

  /// Writes out a streamed file's last bytes and closes it; its first error fails the write.
  private func finishStream(_ index: Int) throws(OutputFileError) {
    flush(index)
    var failure = entries[index].failure
    if failure == 0, syncing, !entries[index].inPlace, fsync(entries[index].descriptor) != 0 {
      failure = errno
    }
    if systemClose(entries[index].descriptor) != 0, failure == 0 { failure = errno }
    entries[index].descriptor = -1
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
    if !committed {
      for made in madeFolders.reversed() {
        unlinkat(folders[made.parent].descriptor, made.name, AT_REMOVEDIR)
      }
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
    if !committed { for root in madeRoots { rmdir(root) } }
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
    let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
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
      madeRoots = try OutputFolder.create(root) + madeRoots
    } else if refusingLinkedFolders && (status.st_mode & S_IFMT) == S_IFLNK {
      throw .linked(path: root)
    }
    let descriptor = systemOpen(root, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(errno))) }
    return try remember(descriptor, key: root, shown: root)
  }

  /// A folder inside another, never through a link; created when missing.
  private func open(_ name: String, in parent: Int, key: String, shown: String) throws(OutputFileError) -> Int
  {
    if let index = folderIndex[key] { return index }
    let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
    var descriptor = openat(folders[parent].descriptor, name, flags)
    if descriptor < 0 && errno == ENOENT {
      if mkdirat(folders[parent].descriptor, name, 0o755) == 0 {
        madeFolders.append((parent, name))
      } else if errno != EEXIST {
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
    return try remember(descriptor, key: key, shown: shown)
  }

  /// Records an opened folder under its spelling; a folder already open under another spelling is the same
  /// folder (its descriptor closed, the first one kept).
  private func remember(_ descriptor: Int32, key: String, shown: String) throws(OutputFileError) -> Int {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      systemClose(descriptor)
      throw .cannotWrite(path: shown, reason: reason)
    }
    let identity = FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    if let index = folderByIdentity[identity] {
      systemClose(descriptor)
      folderIndex[key] = index
      return index
    }
    folders.append(Folder(descriptor: descriptor, shown: shown, identity: identity, staging: nil))
    folderIndex[key] = folders.count - 1
    folderByIdentity[identity] = folders.count - 1
    return folders.count - 1
  }

  private func writeNew(_ bytes: [UInt8], named name: String, in folder: Int32, shown: String)
    throws(OutputFileError)
  {
    let descriptor = openat(
      folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(errno))) }
    var failure = DescriptorOutput.writeAll(bytes, to: descriptor)
    if failure == 0, syncing, fsync(descriptor) != 0 { failure = errno }
    if systemClose(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(failure))) }
  }

  /// A device or FIFO named on the command line (`/dev/null`, `/dev/stdout`): written as it is, never
  /// replaced.
  private func writeInPlace(_ bytes: [UInt8], named name: String, in folder: Int32, shown: String)
    throws(OutputFileError)
  {
    let descriptor = try DeviceOutput.open(name, in: folder, shown: shown)
    var failure = DescriptorOutput.writeAll(bytes, to: descriptor)
    if systemClose(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(failure))) }
  }
}
