import TextSafety

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The gallery's marker file: one line per file the gallery wrote, `SIZE SHA256 NAME`, so a later gallery
/// removes a file it no longer writes only when its bytes are still the ones recorded.
enum DemoGalleryMarker {
  /// One file the marker lists.
  struct Record: Equatable {
    let name: String
    let size: Int
    let hash: String
  }

  /// The largest file a later gallery reads back to check before removing it; a larger one is left alone.
  static let largestChecked = 256 * 1024 * 1024

  /// The marker's text for these files (control characters in a name made visible: a name cannot forge a
  /// line of its own, and a name so changed matches no file).
  static func text(_ files: [(name: String, bytes: [UInt8])]) -> String {
    files.map { "\($0.bytes.count) \(ContentHash.sha256($0.bytes)) \(ControlCharacters.sanitize($0.name))\n" }
      .joined()
  }

  /// The records of a marker's text; a line of another shape (an older marker's bare name) is skipped.
  static func records(_ text: String) -> [Record] {
    text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3, let size = Int(fields[0]), size >= 0, fields[1].utf8.count == 64,
        fields[1].utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }), !fields[2].isEmpty
      else { return nil }
      return Record(name: String(fields[2]), size: size, hash: String(fields[1]))
    }
  }

  /// Removes `record`'s file from the folder open at `folder` when it is a regular file (never a link)
  /// whose size and bytes are the ones recorded; anything else there is left as it is.
  static func removeIfUnchanged(_ record: Record, in folder: Int32) {
    guard record.size <= largestChecked else { return }
    let descriptor = openat(folder, record.name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      Int(status.st_size) == record.size
    else {
      close(descriptor)
      return
    }
    var bytes = [UInt8](repeating: 0, count: record.size + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
      if got < 0 && errno == EINTR { continue }
      if got <= 0 { break }
      count += got
    }
    close(descriptor)
    guard count == record.size, ContentHash.sha256(Array(bytes[..<count])) == record.hash else { return }
    unlinkat(folder, record.name, 0)
  }
}
