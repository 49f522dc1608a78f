import TerminalKit
import Testing

@Suite("Buffer diff")
struct BufferDiffTests {
  static func buffer(_ rows: [String], width: Int = 10) -> Buffer {
    var buffer = Buffer(width: width, height: rows.count)
    for (y, row) in rows.enumerated() { buffer.write(row, at: Point(x: 0, y: y)) }
    return buffer
  }

  @Test func equalFramesHaveNoRuns() {
    let frame = Self.buffer(["hello", "world"])
    #expect(frame.diff(from: frame).isEmpty)
  }

  @Test("no previous frame, or one of another size, means every row is drawn")
  func everythingWithoutAComparableFrame() {
    let frame = Self.buffer(["a", "b"], width: 4)
    let everything = [ChangedRun(y: 0, columns: 0..<4), ChangedRun(y: 1, columns: 0..<4)]
    #expect(frame.diff(from: nil) == everything)
    #expect(frame.diff(from: Buffer(width: 3, height: 2)) == everything)
  }

  @Test func oneChangedCellIsOneRun() {
    let old = Self.buffer(["hello", "world"])
    let new = Self.buffer(["hello", "wOrld"])
    #expect(new.diff(from: old) == [ChangedRun(y: 1, columns: 1..<2)])
  }

  @Test("runs closer than the gap merge; farther ones stay apart")
  func merging() {
    let old = Self.buffer(["abcdefghij"])
    #expect(Self.buffer(["XbcdXfghij"]).diff(from: old) == [ChangedRun(y: 0, columns: 0..<5)])
    #expect(
      Self.buffer(["XbcdeXghij"]).diff(from: old) == [
        ChangedRun(y: 0, columns: 0..<1), ChangedRun(y: 0, columns: 5..<6),
      ])
    #expect(
      Self.buffer(["XbcdXfghij"]).diff(from: old, mergingGapsUpTo: 0)
        == [ChangedRun(y: 0, columns: 0..<1), ChangedRun(y: 0, columns: 4..<5)])
  }

  @Test("a run covers whole wide characters, old or new")
  func wideCharacters() {
    let old = Self.buffer(["a한b"])
    let newRight = Self.buffer(["a한b"])
    #expect(newRight.diff(from: old).isEmpty)
    let narrowed = Self.buffer(["axyb"])
    #expect(narrowed.diff(from: old) == [ChangedRun(y: 0, columns: 1..<3)])
    let rightHalfOnly = Self.buffer(["a글b"])
    #expect(rightHalfOnly.diff(from: old) == [ChangedRun(y: 0, columns: 1..<3)])
    var continuationChanged = old
    continuationChanged[2, 0] = Cell("", style: Style(.title))
    #expect(continuationChanged.diff(from: old) == [ChangedRun(y: 0, columns: 1..<3)])
  }
}
