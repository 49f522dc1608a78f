import TerminalKit

/// libFuzzer entry for the Markdown subset of the iOS 27.2 sheet.
///
/// Traps when parsing drops
/// or invents text (anything but whitespace and the `*`, `_`, `-` markers), or when the blocks,
/// wrapped to a width derived from the input length, overflow it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let blocks = MarkdownText.parse(source)
  let parsed = blocks.map(\.text.plainText).joined()
  require(content(of: parsed) == content(of: source), "parsing lost or invented text")
  for block in blocks {
    require(block.bullet == nil || block.bullet == MarkdownText.bullet, "unknown bullet")
    require(!block.text.runs.isEmpty, "block without runs")
  }
  let width = 4 + size % 40
  for line in TextBlock.wrap(blocks, width: width) {
    require(line.width <= width, "line '\(line.text)' is \(line.width) columns, limit \(width)")
  }
  return 0
}

/// The scalars that Markdown parsing must keep, in order: all but whitespace and markers.
func content(of text: String) -> [Unicode.Scalar] {
  text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "*" && $0 != "_" && $0 != "-" }
}

/// Traps with a message when an invariant of the Markdown subset does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("markdown invariant broken: \(what())") }
}
