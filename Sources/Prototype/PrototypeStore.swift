import TerminalKit

/// The prototype's tables: every string, style, row, frame and button set stored once, keyed by its
/// content, so identical frames (in any state, locale or variant) take one entry.
struct PrototypeStore: Sendable {
  /// Strings (labels, node names, events, facts) in first-use order.
  private(set) var strings: [String] = []
  /// Styles in first-use order.
  private(set) var styles: [Style] = []
  /// Rows of runs in first-use order.
  private(set) var rows: [[StoredRun]] = []
  /// Frames as row indexes, in first-use order.
  private(set) var frames: [[Int]] = []
  /// Button sets: each button's label (a string index) and the move it takes (an index into its state's moves).
  private(set) var buttonSets: [[StoredButton]] = []

  private var stringIndex: [String: Int] = [:]
  private var styleIndex: [Style: Int] = [:]
  private var rowIndex: [[StoredRun]: Int] = [:]
  private var frameIndex: [[Int]: Int] = [:]
  private var buttonSetIndex: [[StoredButton]: Int] = [:]
  /// Frames already stored, by their cells and button boxes: a frame drawn again is not split into runs again.
  private var drawnIndex: [DrawnFrame: Int] = [:]
  /// How many frames were stored, counting repeats: with `frames.count`, what sharing saved.
  private(set) var framesOffered = 0

  /// The index of a string, stored on first use.
  mutating func string(_ text: String) -> Int { Self.intern(text, in: &strings, index: &stringIndex) }

  /// The index of a drawn frame: its cells split into runs at its buttons' boxes, stored on first use.
  mutating func frame(_ buffer: Buffer, buttons: [Rect]) -> Int {
    framesOffered += 1
    let drawn = DrawnFrame(buffer: buffer, buttons: buttons)
    if let known = drawnIndex[drawn] { return known }
    let index = frame(PhoneLine.rows(buffer, buttons: buttons))
    drawnIndex[drawn] = index
    return index
  }

  /// The index of a frame given as rows of runs, each row and the frame stored on first use.
  private mutating func frame(_ phoneRows: [[PhoneRun]]) -> Int {
    let rowIDs = phoneRows.map { runs in
      let stored = runs.map { run in
        StoredRun(
          text: string(run.text), style: Self.intern(run.style, in: &styles, index: &styleIndex),
          button: run.button ?? -1, columns: run.boxed ? -run.text.count : run.wideCount)
      }
      return Self.intern(stored, in: &rows, index: &rowIndex)
    }
    return Self.intern(rowIDs, in: &frames, index: &frameIndex)
  }

  /// The index of a button set, stored on first use.
  mutating func buttonSet(_ buttons: [StoredButton]) -> Int {
    Self.intern(buttons, in: &buttonSets, index: &buttonSetIndex)
  }

  private static func intern<Value: Hashable>(
    _ value: Value, in list: inout [Value], index: inout [Value: Int]
  )
    -> Int
  {
    if let known = index[value] { return known }
    index[value] = list.count
    list.append(value)
    return list.count - 1
  }
}

/// A frame as drawn: its cells and its buttons' boxes, compared and hashed as plain data.
private struct DrawnFrame: Hashable, Sendable {
  var buffer: Buffer
  var buttons: [Rect]
}

/// A run as stored: string and style indexes, the button (-1 for none) and its box: the count of two-column
/// characters, minus the count of boxed one-column symbols, or 0 for plain text.
struct StoredRun: Hashable, Sendable {
  var text: Int
  var style: Int
  var button: Int
  var columns: Int
}

/// A button on the phone as stored: its label (a string index) and the move it takes (an index into the
/// state's moves, -1 when the explorer has no such move).
struct StoredButton: Hashable, Sendable {
  var label: Int
  var move: Int
}
