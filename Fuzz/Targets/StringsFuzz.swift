import StringTables

/// libFuzzer entry for the `.strings` parser: any bytes either parse or throw `CopyLoadError`; what
/// parses is written again and reads back the same, and every value changed in place reads back changed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let path = "fuzz.strings"
  do {
    let file = try StringsFile(bytes: bytes, path: path)
    let unique = Set(file.entries.map(\.key))
    require(file.duplicates.count == file.entries.count - unique.count, "duplicate count")
    require(file.dictionary.count == unique.count, "dictionary size")
    for entry in file.entries {
      require(entry.keyLocation.file == path && entry.keyLocation.line >= 1, "key location")
      require(entry.valueLocation.line >= entry.keyLocation.line, "value before key")
    }
    roundTrip(file, bytes: bytes)
  } catch {
    require(error.path == path && !error.message.isEmpty, "error without path or message")
  }
  return 0
}

/// The writer and the in-place editor are the parser's inverses.
func roundTrip(_ file: StringsFile, bytes: [UInt8]) {
  let path = file.path
  let written = StringsWriting.file(file.entries.map { ($0.key, $0.value, $0.comment) })
  do {
    let again = try StringsFile(bytes: Array(written.utf8), path: path)
    require(again.entries.map(\.key) == file.entries.map(\.key), "written keys")
    require(again.entries.map(\.value) == file.entries.map(\.value), "written values")
  } catch {
    fatalError("strings invariant broken: the written file does not read back: \(error)")
  }
  guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) else { return }
  let changes = file.dictionary.mapValues { $0 + "!" }
  do {
    let edited = try StringsEditor(bytes: bytes, path: path).applying(changes, appending: [])
    require(try StringsFile(bytes: edited, path: path).dictionary == changes, "values changed in place")
  } catch {
    fatalError("strings invariant broken: changing values in place failed: \(error)")
  }
}

/// Traps with a message when an invariant of the parser does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("strings invariant broken: \(what())") }
}
