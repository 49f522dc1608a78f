import JourneyRuntime
import JourneyTapes
import TextSafety

/// libFuzzer entry for the tape parser: any text either parses or throws `TapeError` at a line
/// that exists, and every parsed key reads back from its own name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  // Lines as every parser counts them: a lone CR, U+2028 and U+2029 end a line too.
  let lineCount = Position.lines(of: text).count
  do {
    let tape = try TapeParser.parse(text, path: "fuzz.tape")
    require(tape.settings.count + tape.steps.count <= lineCount, "more commands than lines")
    for step in tape.steps {
      guard case .key(let key, let count) = step.command else { continue }
      require((1...1_000).contains(count), "repeat count \(count)")
      require(KeyPress(name: key.name) == key, "key \(key) does not survive its name '\(key.name)'")
    }
  } catch {
    let location = error.location
    require(location.file == "fuzz.tape", "error file")
    require(location.line >= 1 && location.line <= lineCount, "error line \(location.line) of \(lineCount)")
    require(location.column >= 1, "error column")
    require(!error.message.isEmpty, "empty error message")
  }
  return 0
}

/// Traps with a message when an invariant of the parser does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("tape invariant broken: \(what())") }
}
