import CopyExchange

/// libFuzzer entry for the XML and XLIFF readers: any bytes either read or throw `FormatError`
/// at a real position; what reads is written again and reads back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let limits = FormatLimits(maximumBytes: 8192, maximumDepth: 32)
  do {
    let document = try XLIFFDocument(bytes: bytes, limits: limits)
    let again = try XLIFFDocument(
      bytes: Array(document.xml().utf8), limits: FormatLimits(maximumBytes: 1 << 22))
    require(again.files.count == document.files.count, "file count after writing")
    for (file, reread) in zip(document.files, again.files) {
      require(
        file.original == reread.original
          || file.original.unicodeScalars.contains { !XMLEscaping.isXMLCharacter($0) }, "original")
      require(reread.units.map(\.source) == file.units.map(\.source), "sources after writing")
      require(reread.units.map(\.target) == file.units.map(\.target), "targets after writing")
    }
  } catch {
    require(
      error.line >= 0 && error.column >= 0 && !error.message.isEmpty, "error without position or message")
    require(error.line <= bytes.count + 1, "error past the end")
  }
  return 0
}

/// Traps with a message when an invariant of the reader does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("xliff invariant broken: \(what())") }
}
