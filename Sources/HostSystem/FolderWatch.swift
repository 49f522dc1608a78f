#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watches folders for files saved into them: inotify on Linux, kqueue on macOS, and where neither is
/// available a comparison of each file's size, time and inode every half second.
///
/// Editors save in two ways and both are seen: writing the file in place (truncate and write) and
/// writing a new file and renaming it over the old one. Only names that `accepts` lets through count.
///
/// A folder replaced whole (`git checkout`, `rsync --delete`, an unzip, `rm -rf copy && cp -r`, a folder
/// renamed over it) is followed: each folder's parent is watched too, so its name coming back wakes the
/// watch, and every call to `changes()` looks at each folder's device and inode and watches the new folder
/// when they differ, or when the kernel dropped the old folder's watch (a new folder may get the deleted
/// one's inode number). The files of the new folder are then compared with the old ones (a new inode is a
/// change), and a folder that is gone counts as every file of it removed. A subfolder coming, going or
/// replaced in a watched folder is a change too, named by its path.
public final class FolderWatch {
  /// A descriptor that becomes readable when something changed; nil when the watch polls instead.
  public private(set) var descriptor: Int32?
  /// How often a polling watch looks again, in milliseconds.
  public static let pollMilliseconds = 500
  /// Which file names matter (the folder's own name is not passed).
  private let accepts: @Sendable (String) -> Bool
  private var folders: [String] = []
  /// Every folder a notification is asked for (the watched folders and their parents), and what is armed
  /// for it: the inode it was armed on and the inotify watch or kqueue descriptor.
  private var armed: [String: ArmedFolder] = [:]
  private var snapshot: [String: FileStamp] = [:]
  /// Watches the kernel has dropped or moved away (the folder was deleted or renamed): armed again at the
  /// next `changes()`, even when a new folder at the path got the old one's inode number.
  private var dropped: Set<Int32> = []

  /// A folder as it was when its notification was set up.
  struct ArmedFolder {
    /// The folder's device and inode, nil when it did not exist.
    var identity: FolderIdentity?
    /// The inotify watch, or the descriptor kqueue watches; nil when none could be made.
    var handle: Int32?
  }

  /// What tells one folder from another at the same path: its device and inode.
  struct FolderIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    /// The identity of the folder at `path`, nil when there is none.
    static func of(_ path: String) -> FolderIdentity? {
      var status = stat()
      guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
      return FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }
  }

  /// A file's size, modification time and inode: what a save changes.
  struct FileStamp: Equatable {
    var size: Int
    var seconds: Int
    var nanoseconds: Int
    var inode: UInt64
  }

  /// Creates a watch; `polling` forces the portable fallback (tests use it).
  public init(polling: Bool = false, accepts: @escaping @Sendable (String) -> Bool) {
    self.accepts = accepts
    guard !polling else { return }
    #if canImport(Glibc)
      let handle = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      if handle >= 0 { descriptor = handle }
    #elseif canImport(Darwin)
      let handle = kqueue()
      if handle >= 0 { descriptor = handle }
    #endif
  }

  deinit {
    #if canImport(Darwin)
      for folder in armed.values { if let handle = folder.handle { close(handle) } }
    #endif
    if let descriptor { close(descriptor) }
  }

  /// Starts watching a folder (once; again is a no-op), and its parent for the folder's name.
  ///
  /// A folder that does not exist is skipped.
  public func watch(folder: String) {
    guard !folders.contains(folder), FileStatus.isDirectory(folder) else { return }
    folders.append(folder)
    for (path, stamp) in Self.stamps(in: folder, accepts: accepts) { snapshot[path] = stamp }
    arm(folder, again: true)
    arm(FilePath.parent(of: folder))
  }

  /// The folders being watched, in the order they were added.
  public var watchedFolders: [String] { folders }

  /// Sets up the notification for `folder` when it is new or is another folder than the one armed (or
  /// `again`, when a parent armed for names becomes a folder whose files count).
  private func arm(_ folder: String, again: Bool = false) {
    let identity = FolderIdentity.of(folder)
    if !again, let known = armed[folder], known.identity == identity { return }
    let old = armed[folder]?.handle
    let handle = identity == nil ? nil : notification(for: folder)
    armed[folder] = ArmedFolder(identity: identity, handle: handle)
    // inotify gives one watch per inode: another path may share the old one, or the new one be it.
    if let old, old != handle, !armed.values.contains(where: { $0.handle == old }) { disarm(old) }
  }

  /// Follows replaced folders: arms every folder whose device and inode changed since it was armed.
  private func rearm() {
    for folder in armed.keys.sorted() {
      let lost = armed[folder]?.handle.map { dropped.contains($0) } ?? false
      arm(folder, again: lost)
    }
    dropped = []
  }

  /// A new inotify watch or kqueue descriptor for a folder; nil when polling or when it cannot be made.
  private func notification(for folder: String) -> Int32? {
    guard let descriptor else { return nil }
    #if canImport(Glibc)
      // A parent is asked only for names coming and going (its files' saves do not matter).
      let names = UInt32(IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_DELETE_SELF | IN_MOVE_SELF)
      let mask = folders.contains(folder) ? names | UInt32(IN_CLOSE_WRITE) : names
      let watch = inotify_add_watch(descriptor, folder, mask)
      return watch >= 0 ? watch : nil
    #elseif canImport(Darwin)
      let folderDescriptor = open(folder, O_EVTONLY)
      guard folderDescriptor >= 0 else { return nil }
      var change = kevent(
        ident: UInt(folderDescriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
        fflags: UInt32(NOTE_WRITE | NOTE_RENAME | NOTE_DELETE | NOTE_EXTEND), data: 0, udata: nil)
      _ = kevent(descriptor, &change, 1, nil, 0, nil)
      return folderDescriptor
    #else
      return nil
    #endif
  }

  /// Removes a watch set up for a folder that has since been replaced.
  private func disarm(_ handle: Int32) {
    #if canImport(Glibc)
      // The kernel has already dropped the watch of a deleted folder; then this fails harmlessly.
      guard let descriptor else { return }
      _ = inotify_rm_watch(descriptor, handle)
    #elseif canImport(Darwin)
      close(handle)
    #endif
  }

  /// The files that changed since the last call, sorted; empty when nothing did. Reads every pending
  /// notification (a burst of writes is one answer), or compares the files' stamps when polling.
  public func changes() -> [String] {
    var changed = Set<String>()
    if descriptor != nil { drainNotifications() }
    rearm()
    // The notification says a folder changed; the stamps say which files (and filter out no-op saves).
    for folder in folders {
      let now = Self.stamps(in: folder, accepts: accepts)
      for (path, stamp) in now where snapshot[path] != stamp {
        changed.insert(path)
        snapshot[path] = stamp
      }
      for path in snapshot.keys where FilePath.parent(of: path) == folder && now[path] == nil {
        changed.insert(path)
        snapshot[path] = nil
      }
    }
    return changed.sorted()
  }

  /// Empties the notification queue without blocking; true when there was something in it that may
  /// concern the watched files (a parent's other entries coming and going do not).
  @discardableResult
  public func changesPending() -> Bool {
    guard descriptor != nil else { return false }
    return drainNotifications()
  }

  /// Empties the notification queue without blocking; true when it held a notification that may concern
  /// the watched files: one from a watched folder, or a parent's entry named as a watched folder.
  @discardableResult
  private func drainNotifications() -> Bool {
    var any = false
    guard let descriptor else { return false }
    #if canImport(Glibc)
      var buffer = [UInt8](repeating: 0, count: 8_192)
      let gone = UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF)
      let watchedFolders = Set(folders.compactMap { armed[$0]?.handle })
      let watchedNames = Set(folders.map { FilePath.lastComponent(of: $0) })
      while true {
        let count = buffer.withUnsafeMutableBytes { SystemIO.read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        // Each event: wd, mask, cookie, name length (4 bytes each), then the name, padded with zeros.
        var offset = 0
        buffer.withUnsafeBytes { bytes in
          while offset + 16 <= count {
            let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            if mask & gone != 0 { dropped.insert(watch) }
            if !any {
              let name = bytes[min(count, offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
              any =
                mask & gone != 0 || watchedFolders.contains(watch)
                || watchedNames.contains(String(decoding: name, as: UTF8.self))
            }
            offset += 16 + length
          }
        }
      }
    #elseif canImport(Darwin)
      var events = [kevent](repeating: kevent(), count: 16)
      var none = timespec(tv_sec: 0, tv_nsec: 0)
      while kevent(descriptor, nil, 0, &events, Int32(events.count), &none) > 0 { any = true }
    #endif
    return any
  }

  /// The stamp of every accepted regular file directly in `folder`, and of every subfolder.
  ///
  /// A subfolder is stamped by its inode alone: one coming, going or replaced (a locale's `.lproj` copied
  /// in after the variants that need it) changes what a folder reads as, though none of its watched files
  /// changed; saves inside it are not its stamp's business.
  static func stamps(in folder: String, accepts: (String) -> Bool) -> [String: FileStamp] {
    var result: [String: FileStamp] = [:]
    for name in FileStatus.entries(of: folder) ?? [] {
      let path = FilePath.join(folder, name)
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      if (status.st_mode & S_IFMT) == S_IFDIR {
        result[path] = FileStamp(size: 0, seconds: 0, nanoseconds: 0, inode: UInt64(status.st_ino))
        continue
      }
      guard accepts(name), (status.st_mode & S_IFMT) == S_IFREG else { continue }
      #if canImport(Glibc)
        let time = status.st_mtim
      #else
        let time = status.st_mtimespec
      #endif
      result[path] = FileStamp(
        size: Int(status.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec),
        inode: UInt64(status.st_ino))
    }
    return result
  }
}
