import Foundation

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
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue else { throw .notAFolder(path: path) }
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    if !contents.isEmpty && !force && !contents.contains(DemoGallery.marker) {
      throw .notAGallery(path: path)
    }
  }

  /// Writes `gallery` into `path`, creating it when missing.
  public static func write(_ gallery: DemoGallery, to path: String, force: Bool)
    throws(DemoGalleryFolderError)
  {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    var previous: [String] = []
    if manager.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .notAFolder(path: path) }
      let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? []
      let markerPath = path + "/" + DemoGallery.marker
      if let list = try? String(contentsOfFile: markerPath, encoding: .utf8) {
        previous = list.split(separator: "\n").map(String.init).filter {
          !$0.contains("/") && !$0.hasPrefix(".")
        }
      } else if !contents.isEmpty && !force {
        throw .notAGallery(path: path)
      }
    } else {
      do {
        try OutputFolder.create(path)
      } catch {
        throw .cannotWrite(error)
      }
    }
    do {
      let texts = gallery.files.map { (path + "/" + $0.name, Array($0.contents.utf8)) }
      let images = gallery.images.map { (path + "/" + $0.name, $0.bytes) }
      try AtomicFile.write(bytes: texts + images, syncing: false)
    } catch {
      throw .cannotWrite(error)
    }
    let current = Set(gallery.files.map(\.name) + gallery.images.map(\.name))
    for name in previous where !current.contains(name) { unlink(path + "/" + name) }
  }
}
