import TextSafety

/// libFuzzer entry for the sanitizer every message and every drawn value goes through.
///
/// The first byte picks the mode (bit 0: keep newlines; bit 1: read the rest as UTF-16 code units, lone
/// surrogates included), the rest is the text. Traps when a raw unsafe scalar survives (U+FFFD, the mark
/// of broken encoding, is its own symbol), when a safe scalar is lost or changed, when the output grows
/// more than a symbol's length per input scalar, or when sanitizing the output changes it again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let mode = data[0]
  let keepingNewlines = mode & 1 != 0
  let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
  if mode & 2 != 0 {
    var units: [UInt16] = []
    var index = 0
    while index + 1 < bytes.count {
      units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
      index += 2
    }
    let shown = ControlCharacters.sanitize(utf16: units, keepingNewlines: keepingNewlines)
    checkNoRawUnsafe(shown, keepingNewlines: keepingNewlines)
    require(shown.unicodeScalars.count <= units.count * longestSymbol, "output longer than its bound")
    return 0
  }
  let text = String(decoding: bytes, as: UTF8.self)
  let shown = ControlCharacters.sanitize(text, keepingNewlines: keepingNewlines)
  checkNoRawUnsafe(shown, keepingNewlines: keepingNewlines)
  checkSafeKept(text, shown: shown, keepingNewlines: keepingNewlines)
  require(
    shown.unicodeScalars.count <= text.unicodeScalars.count * longestSymbol, "output longer than its bound")
  require(ControlCharacters.sanitize(shown, keepingNewlines: keepingNewlines) == shown, "not idempotent")
  return 0
}

/// `⟨U+10FFFF⟩`: the longest stand-in, in scalars.
let longestSymbol = 10

/// No scalar the sanitizer calls unsafe (judged in its cluster) is left in the output, but a kept newline
/// and U+FFFD.
func checkNoRawUnsafe(_ shown: String, keepingNewlines: Bool) {
  ControlCharacters.forEachScalar(in: shown) { scalar, unsafe in
    let kept = (keepingNewlines && scalar == "\n") || scalar == "\u{FFFD}"
    require(!unsafe || kept, "raw \(CodePoint.name(of: scalar)) in the output")
  }
}

/// Every safe scalar of the input is in the output, in order, and the symbols replace only unsafe ones.
func checkSafeKept(_ text: String, shown: String, keepingNewlines: Bool) {
  var expected = ""
  ControlCharacters.forEachScalar(in: text) { scalar, unsafe in
    if unsafe && !(keepingNewlines && scalar == "\n") {
      expected += ControlCharacters.symbol(for: scalar)
    } else {
      expected.unicodeScalars.append(scalar)
    }
  }
  require(
    Array(expected.unicodeScalars) == Array(shown.unicodeScalars), "output differs from scalar by scalar")
}

/// Traps with a message when an invariant of the sanitizer does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("sanitizer invariant broken: \(what())") }
}
