import StringTables

/// libFuzzer entry for the `.strings` parser: any bytes either parse or throw `CopyLoadError`.
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
  } catch {
    require(error.path == path && !error.message.isEmpty, "error without path or message")
  }
  return 0
}

/// Traps with a message when an invariant of the parser does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("strings invariant broken: \(what())") }
}
