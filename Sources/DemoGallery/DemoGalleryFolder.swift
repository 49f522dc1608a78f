import HostSystem
import JourneyRuntime
import Recordings
import TextSafety

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a gallery cannot be written into a folder.
public enum DemoGalleryFolderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The folder holds files and is not a gallery written before.
  case notAGallery(path: String)
  /// The path exists and is not a folder.
  case notAFolder(path: String)
  /// The folder or a file could not be written.
  case cannotWrite(OutputFileError)

  /// One line for the person.
  public var description: String {
    switch self {
    case .notAGallery(let path):
      return "\(path): error: the folder is not empty and holds no gallery; give --force to write into it"
    case .notAFolder(let path): return "\(path): error: not a folder"
    case .cannotWrite(let error): return error.description
    }
  }
}

/// Writes a gallery into its folder: all files or none, and the previous gallery's files that are no longer
/// part of it removed; a folder holding anything else is refused unless forced.
public enum DemoGalleryFolder {
  /// Fails when `path` cannot take a gallery: not a folder, or a folder with other files and no gallery
  /// (unless `force`); checked before anything is played or written.
  public static func check(_ path: String, force: Bool) throws(DemoGalleryFolderError) {
    var status = stat()
    if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
      throw .cannotWrite(.linked(path: path))
    }
    let kind = FileStatus.kind(of: path)
    guard kind != .missing else { return }
    guard kind == .directory else { throw .notAFolder(path: path) }
    let contents = FileStatus.entries(of: path, includingHidden: true) ?? []
    if !contents.isEmpty && !force && !contents.contains(DemoGallery.marker) {
      throw .notAGallery(path: path)
    }
  }

  /// Writes `gallery` into `path`, creating it when missing; a linked folder is refused.
  ///
  /// Of the previous gallery's files (its marker's list), only those of a gallery's shape
  /// (`tape.locale.cast|svg|txt|gif` in one of this gallery's locales) that it no longer writes, and that
  /// are still regular files with the size and SHA-256 the marker recorded, are removed: an edited marker
  /// cannot take away a file the gallery did not write.
  public static func write(_ gallery: DemoGallery, to path: String, force: Bool)
    throws(DemoGalleryFolderError)
  {
    var previous: [DemoGalleryMarker.Record] = []
    let kind = FileStatus.kind(of: path)
    if kind != .missing {
      guard kind == .directory else { throw .notAFolder(path: path) }
      let contents = FileStatus.entries(of: path, includingHidden: true) ?? []
      let markerPath = path + "/" + DemoGallery.marker
      if let bytes = try? SafeFile.read(markerPath, limit: .own, within: path) {
        previous = DemoGalleryMarker.records(String(decoding: bytes, as: UTF8.self))
      } else if !contents.isEmpty && !force {
        throw .notAGallery(path: path)
      }
    }
    do {
      let texts = gallery.files.map {
        StagedFile(folder: path, path: $0.name, bytes: Array($0.contents.utf8))
      }
      let images = gallery.images.map { StagedFile(folder: path, path: $0.name, bytes: $0.bytes) }
      try StagedOutput.write(
        texts + images, syncing: false, refusingLinkedFolders: true, creatingFolders: true)
    } catch {
      throw .cannotWrite(error)
    }
    let current = Set(gallery.files.map(\.name) + gallery.images.map(\.name))
    let stale = previous.filter { !current.contains($0.name) && isOwn($0.name, of: gallery) }
    guard !stale.isEmpty else { return }
    let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard folder >= 0 else { return }
    defer { close(folder) }
    for record in stale { DemoGalleryMarker.removeIfUnchanged(record, in: folder) }
  }

  /// Whether `name` has the shape of a file a gallery writes, `tape.locale.cast|svg|txt|gif` for one of this
  /// gallery's locales, with no control character: anything else a marker lists is left alone.
  static func isOwn(_ name: String, of gallery: DemoGallery) -> Bool {
    guard ControlCharacters.unsafeScalars(in: name).isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
      return false
    }
    for ext in [".cast", ".svg", ".txt", ".gif"] where name.hasSuffix(ext) {
      let stem = name.dropLast(ext.count)
      guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return false }
      return gallery.locales.contains(String(stem[stem.index(after: dot)...]))
    }
    return false
  }
}
