import Foundation
import TerminalKit
import Testing

/// Text snapshots of buffers: compares a buffer's text form with a file beside the tests, with a
/// line diff on mismatch; `SNAPSHOT_RECORD=1` writes the file instead.
public enum BufferSnapshot {
  /// The environment variable that turns comparing into recording.
  public static let recordVariable = "SNAPSHOT_RECORD"

  /// True when snapshots are being recorded.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// The `Snapshots` folder beside a test source file (pass `#filePath`).
  public static func directory(besides filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  }

  /// A line diff of expected against actual text ("-" expected only, "+" actual only, " " both),
  /// or nil when they are equal.
  public static func lineDiff(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append(" \(old[i])|")
        i += 1
        j += 1
      } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
        lines.append("+\(new[j])|")
        j += 1
      } else {
        lines.append("-\(old[i])|")
        i += 1
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Compares text with the snapshot `<name>.txt` in `directory`; records it when recording or
  /// reports an issue with a line diff (lines end in "|" so trailing spaces show).
  public static func assert(
    _ text: String, named name: String, in directory: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = directory.appendingPathComponent(name + ".txt")
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data((text + "\n").utf8).write(to: file)
      } catch {
        Issue.record("could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      Issue.record(
        "no snapshot at \(file.path); run with \(recordVariable)=1 to record it:\n\(text)",
        sourceLocation: sourceLocation)
      return
    }
    var expected = String(decoding: data, as: UTF8.self)
    if expected.hasSuffix("\n") { expected.removeLast() }
    if let diff = lineDiff(expected: expected, actual: text) {
      Issue.record(
        "snapshot \(name) differs (- recorded, + actual); \(recordVariable)=1 re-records:\n\(diff)",
        sourceLocation: sourceLocation)
    }
  }

  /// Compares a buffer's text form with a snapshot.
  public static func assert(
    _ buffer: Buffer, named name: String, in directory: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assert(TextRenderer.text(buffer), named: name, in: directory, sourceLocation: sourceLocation)
  }
}

/// Compares a buffer's text form with `Snapshots/<name>.txt` beside the calling test file.
public func assertSnapshot(
  of buffer: Buffer, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  BufferSnapshot.assert(
    buffer, named: name, in: BufferSnapshot.directory(besides: filePath), sourceLocation: sourceLocation)
}
