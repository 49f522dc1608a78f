import CopyExchange

/// libFuzzer entry for the CSV reader: any bytes either read or throw `FormatError` at a real
/// position; what reads is written again (quoted, neutralised) and reads back the same fields.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let records = try CSVReader.parse(bytes, limits: FormatLimits(maximumBytes: 4096))
    var line = 0
    for record in records {
      require(record.line > line, "record lines not increasing")
      line = record.line
    }
    let written = records.map { CSVEscaping.record($0.fields) }.joined()
    let again = try CSVReader.parse(Array(written.utf8), limits: FormatLimits(maximumBytes: 1 << 20))
    require(again.map { $0.fields.map(CSVEscaping.restore) } == records.map(\.fields), "fields after writing")
  } catch {
    require(
      error.line >= 0 && error.column >= 0 && !error.message.isEmpty, "error without position or message")
  }
  return 0
}

/// Traps with a message when an invariant of the reader does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("csv invariant broken: \(what())") }
}
