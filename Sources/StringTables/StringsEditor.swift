import TextSafety

/// Changes values inside an existing `.strings` file, leaving every other byte as it was.
public struct StringsEditor {
  /// The file's path (for errors).
  public let path: String
  private var bytePrefix: [UInt8]
  private var scalars: [Unicode.Scalar]
  private let file: StringsFile

  /// Reads a UTF-8 `.strings` file (with or without a byte-order mark).
  public init(bytes: [UInt8], path: String) throws(StringsEditError) {
    self.path = path
    do {
      file = try StringsFile(bytes: bytes, path: path)
    } catch {
      throw .unreadable(error)
    }
    let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    bytePrefix = hasMark ? [0xEF, 0xBB, 0xBF] : []
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw .notUTF8(path: path)
    }
    // The parser has checked the UTF-8, so decoding and encoding again gives the same bytes.
    scalars = Array(String(decoding: bytes[(hasMark ? 3 : 0)...], as: UTF8.self).unicodeScalars)
  }

  /// Every key's entry (the last definition of a duplicate counts).
  public var entries: [String: StringsEntry] { file.effectiveEntries }

  /// The file after replacing the values of `changes` (key → new value) and appending `additions`.
  public func applying(
    _ changes: [String: String], appending additions: [(key: String, value: String, comment: String?)]
  ) throws(StringsEditError) -> [UInt8] {
    let effective = file.effectiveEntries
    var ranges: [(Range<Int>, String)] = []
    for (key, value) in changes {
      guard let entry = effective[key] else { continue }
      let start = offset(of: entry.valueLocation)
      guard let start, let end = literalEnd(from: start) else {
        throw .valueNotFound(key: key, at: entry.valueLocation)
      }
      if entry.valueLocation == entry.keyLocation {
        // The `key;` shorthand: the key stays, the value is written after it.
        ranges.append((end..<end, " = " + StringsWriting.literal(value)))
      } else {
        ranges.append((start..<end, StringsWriting.literal(value)))
      }
    }
    var result = scalars
    for (range, literal) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      result.replaceSubrange(range, with: Array(literal.unicodeScalars))
    }
    if !additions.isEmpty {
      if let last = result.last, last != "\n" { result.append("\n") }
      for addition in additions {
        if !result.isEmpty { result.append("\n") }
        result +=
          StringsWriting.entry(key: addition.key, value: addition.value, comment: addition.comment)
          .unicodeScalars
      }
    }
    return bytePrefix + Array(String(String.UnicodeScalarView(result)).utf8)
  }

  /// The scalar index of a line and column as the `.strings` parser counts them.
  private func offset(of location: SourceLocation) -> Int? {
    Position.offset(ofLine: location.line, column: location.column, in: scalars)
  }

  /// The index just past the literal starting at `start` (quoted or unquoted).
  private func literalEnd(from start: Int) -> Int? {
    guard start < scalars.count else { return nil }
    let quote = scalars[start]
    if quote == "\"" || quote == "'" {
      var index = start + 1
      while index < scalars.count {
        if scalars[index] == "\\" {
          index += 2
          continue
        }
        if scalars[index] == quote { return index + 1 }
        index += 1
      }
      return nil
    }
    var index = start
    while index < scalars.count, StringsParser.isUnquoted(scalars[index]) { index += 1 }
    return index > start ? index : nil
  }

}
