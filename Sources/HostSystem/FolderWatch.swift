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
public final class FolderWatch {
  /// A descriptor that becomes readable when something changed; nil when the watch polls instead.
  public private(set) var descriptor: Int32?
  /// How often a polling watch looks again, in milliseconds.
  public static let pollMilliseconds = 500
  /// Which file names matter (the folder's own name is not passed).
  private let accepts: @Sendable (String) -> Bool
  private var folders: [String] = []
  #if canImport(Glibc)
    private var folderOfWatch: [Int32: String] = [:]
  #elseif canImport(Darwin)
    private var folderDescriptors: [Int32: String] = [:]
  #endif
  private var snapshot: [String: FileStamp] = [:]

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
      for folder in folderDescriptors.keys { close(folder) }
    #endif
    if let descriptor { close(descriptor) }
  }

  /// Starts watching a folder (once; again is a no-op). A folder that does not exist is skipped.
  public func watch(folder: String) {
    guard !folders.contains(folder), FileStatus.isDirectory(folder) else { return }
    folders.append(folder)
    for (path, stamp) in Self.stamps(in: folder, accepts: accepts) { snapshot[path] = stamp }
    guard let descriptor else { return }
    #if canImport(Glibc)
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE)
      let watch = inotify_add_watch(descriptor, folder, mask)
      if watch >= 0 { folderOfWatch[watch] = folder }
    #elseif canImport(Darwin)
      let folderDescriptor = open(folder, O_EVTONLY)
      guard folderDescriptor >= 0 else { return }
      folderDescriptors[folderDescriptor] = folder
      var change = kevent(
        ident: UInt(folderDescriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
        fflags: UInt32(NOTE_WRITE | NOTE_RENAME | NOTE_DELETE | NOTE_EXTEND), data: 0, udata: nil)
      _ = kevent(descriptor, &change, 1, nil, 0, nil)
    #endif
  }

  /// The files that changed since the last call, sorted; empty when nothing did. Reads every pending
  /// notification (a burst of writes is one answer), or compares the files' stamps when polling.
  public func changes() -> [String] {
    var changed = Set<String>()
    if descriptor != nil { drainNotifications() }
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

  /// Empties the notification queue without blocking; true when there was something in it.
  @discardableResult
  public func changesPending() -> Bool {
    guard descriptor != nil else { return false }
    return drainNotifications()
  }

  /// Empties the notification queue without blocking; true when it held a notification.
  @discardableResult
  private func drainNotifications() -> Bool {
    var any = false
    guard let descriptor else { return false }
    #if canImport(Glibc)
      var buffer = [UInt8](repeating: 0, count: 8_192)
      while true {
        let count = buffer.withUnsafeMutableBytes { SystemIO.read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        any = true
      }
    #elseif canImport(Darwin)
      var events = [kevent](repeating: kevent(), count: 16)
      var none = timespec(tv_sec: 0, tv_nsec: 0)
      while kevent(descriptor, nil, 0, &events, Int32(events.count), &none) > 0 { any = true }
    #endif
    return any
  }

  /// The stamp of every accepted regular file directly in `folder`.
  static func stamps(in folder: String, accepts: (String) -> Bool) -> [String: FileStamp] {
    var result: [String: FileStamp] = [:]
    for name in FileStatus.entries(of: folder) ?? [] where accepts(name) {
      let path = FilePath.join(folder, name)
      var status = stat()
      guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
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
