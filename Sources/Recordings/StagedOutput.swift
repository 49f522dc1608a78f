#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the tool writes a set of files: all of them or none, never through a symbolic link.
///
/// Each file is written into a temporary folder beside it (`.att-journey-staged-PID-TOKEN-N`), created with
/// `mkdirat` and filled with `openat(O_CREAT | O_EXCL | O_NOFOLLOW)`; only when every file is written are
/// they renamed into place, the old file kept as a hard link in the staging folder until the whole set is
/// in, so a failed rename puts every old file back. The folders on a file's path inside its `folder` are
/// opened with `O_NOFOLLOW` (a planted link is refused) and created when missing; an existing target that
/// is a link to a regular file or a folder is refused, and one that is a device or a pipe (`/dev/null`,
/// `/dev/stdout`) is written in place. SIGINT, SIGTERM or SIGHUP while the staging folders exist remove
/// them. Used by import, export, gallery, init, play, review and map.
public enum StagedOutput {
  /// Writes every file, or none of them; with `refusingLinkedFolders` a `folder` that is itself a link
  /// is refused too (`init --force`, `gallery`); with `creatingFolders` a missing `folder` is created
  /// (the folders inside it always are).
  public static func write(
    _ files: [StagedFile], syncing: Bool = true, refusingLinkedFolders: Bool = false,
    creatingFolders: Bool = false
  ) throws(OutputFileError) {
    var unique: [String: Int] = [:]
    var chosen: [StagedFile] = []
    for file in files {
      if let index = unique["\(file.folder)\u{0}\(file.path)"] {
        chosen[index] = file
      } else {
        unique["\(file.folder)\u{0}\(file.path)"] = chosen.count
        chosen.append(file)
      }
    }
    var set = StagedSet(syncing: syncing, creatingFolders: creatingFolders)
    defer { set.close() }
    for file in chosen { try set.add(file, refusingLinkedFolder: refusingLinkedFolders) }
    try set.commit()
  }
}

/// The folders and files of one staged write while it runs.
private struct StagedSet {
  /// A destination folder: its descriptor, its shown path, and its staging folder once made.
  struct Folder {
    let descriptor: Int32
    let shown: String
    var staging: (name: String, descriptor: Int32)?
  }

  /// A file to put in place: where, and whether an old regular file is there.
  struct Entry {
    let folder: Int
    let name: String
    let file: StagedFile
    var replacesOld: Bool
    var inPlace: Bool
  }

  let syncing: Bool
  let creatingFolders: Bool
  /// Tells this write's staging folders apart from another thread's in the same process and folder.
  let token = String(UInt64.random(in: .min ... .max), radix: 36)
  var folders: [Folder] = []
  var folderIndex: [String: Int] = [:]
  var entries: [Entry] = []
  var pending: PendingTemporaryFile?

  init(syncing: Bool, creatingFolders: Bool) {
    self.syncing = syncing
    self.creatingFolders = creatingFolders
  }

  /// Opens (or creates) the folders on the file's path and checks what is at the target now.
  mutating func add(_ file: StagedFile, refusingLinkedFolder: Bool) throws(OutputFileError) {
    let parts = file.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let name = parts.last, !file.path.hasPrefix("/"),
      parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
    else { throw .cannotWrite(path: file.shown, reason: "not a plain path inside its folder") }
    var folder = try open(root: file.folder, refusingLink: refusingLinkedFolder, for: file.shown)
    var key = file.folder
    for part in parts.dropLast() {
      key += "/" + part
      folder = try open(part, in: folder, key: key, shown: file.folder + "/" + part)
    }
    var status = stat()
    var entry = Entry(folder: folder, name: name, file: file, replacesOld: false, inPlace: false)
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
    entries.append(entry)
  }

  /// Writes every staged file, then renames them in; a failure puts the old files back.
  mutating func commit() throws(OutputFileError) {
    var temporary: [String] = []
    for index in folders.indices where entries.contains(where: { $0.folder == index && !$0.inPlace }) {
      let name = ".att-journey-staged-\(getpid())-\(token)-\(index)"
      let base = folders[index].shown + "/" + name
      for entry in entries where entry.folder == index && !entry.inPlace {
        temporary += [base + "/" + entry.name, base + "/.old-" + entry.name]
      }
      temporary.append(base)
    }
    pending = PendingTemporaryFile(temporary)
    for entry in entries where !entry.inPlace {
      let staging = try stagingFolder(entry.folder)
      try writeNew(entry.file.bytes, named: entry.name, in: staging, shown: entry.file.shown)
    }
    for entry in entries where entry.inPlace {
      try writeInPlace(
        entry.file.bytes, named: entry.name, in: folders[entry.folder].descriptor, shown: entry.file.shown)
    }
    // Every old file is kept as a hard link in the staging folder before the first rename.
    for entry in entries where !entry.inPlace && entry.replacesOld {
      let folder = folders[entry.folder]
      guard let staging = folder.staging?.descriptor,
        linkat(folder.descriptor, entry.name, staging, ".old-" + entry.name, 0) == 0
      else { throw .cannotReplace(path: entry.file.shown, reason: String(cString: strerror(errno))) }
    }
    var done: [Entry] = []
    for entry in entries where !entry.inPlace {
      let folder = folders[entry.folder]
      guard let staging = folder.staging?.descriptor else { continue }
      if renameat(staging, entry.name, folder.descriptor, entry.name) != 0 {
        let reason = String(cString: strerror(errno))
        undo(done)
        throw .cannotReplace(path: entry.file.shown, reason: reason)
      }
      done.append(entry)
    }
    if syncing { for folder in folders { fsync(folder.descriptor) } }
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

  /// Removes the staging folders and closes every descriptor.
  mutating func close() {
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
    pending?.finish()
    pending = nil
  }

  private mutating func stagingFolder(_ index: Int) throws(OutputFileError) -> Int32 {
    if let staging = folders[index].staging { return staging.descriptor }
    let name = ".att-journey-staged-\(getpid())-\(token)-\(index)"
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
  private mutating func open(root: String, refusingLink: Bool, for shown: String) throws(OutputFileError)
    -> Int
  {
    if let index = folderIndex[root] { return index }
    var status = stat()
    if lstat(root, &status) != 0 && creatingFolders {
      try OutputFolder.create(root)
    } else if refusingLink && (status.st_mode & S_IFMT) == S_IFLNK {
      throw .linked(path: root)
    }
    let descriptor = systemOpen(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotWrite(path: shown, reason: String(cString: strerror(errno))) }
    return remember(descriptor, key: root, shown: root)
  }

  /// A folder inside another, never through a link; created when missing.
  private mutating func open(_ name: String, in parent: Int, key: String, shown: String)
    throws(OutputFileError)
    -> Int
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

  private mutating func remember(_ descriptor: Int32, key: String, shown: String) -> Int {
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
}
