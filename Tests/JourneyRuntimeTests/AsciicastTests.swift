import Foundation
import Recordings
import Testing

@testable import JourneyRuntime

@Suite("asciicast v2 and JSON text")
struct AsciicastTests {
  /// A writer to memory, and what it has written so far as a cast.
  private final class Cast {
    let memory = TextCollector()
    var writer: AsciicastWriter

    init(width: Int, height: Int, title: String) {
      writer = AsciicastWriter(width: width, height: height, title: title, to: memory)
    }

    var lines: [String] {
      Asciicast(width: writer.width, height: writer.height, title: writer.title, text: memory.text).lines
    }
    var text: String { memory.text }
    func output(_ bytes: String, atMicroseconds time: Int) { writer.output(bytes, atMicroseconds: time) }
    func marker(_ label: String, atMicroseconds time: Int) { writer.marker(label, atMicroseconds: time) }
  }

  @Test func headerHasSizeTitleAndEnvButNoWallClock() {
    let cast = Cast(width: 100, height: 32, title: "First run “allow”")
    #expect(
      cast.lines == [
        #"{"version": 2, "width": 100, "height": 32, "title": "First run “allow”", "env": {"TERM": "xterm-256color"}}"#
      ])
  }

  @Test func eventsUseTheTapeClockWithSixDecimals() {
    let cast = Cast(width: 80, height: 24, title: "t")
    cast.output("\u{1B}[1;1Hhi", atMicroseconds: 0)
    cast.marker("alert", atMicroseconds: 1_500_000)
    cast.output("", atMicroseconds: 1_600_000)
    cast.output("허용", atMicroseconds: 2_000_250)
    #expect(
      Array(cast.lines.dropFirst()) == [
        #"[0.000000, "o", "\u001b[1;1Hhi"]"#,
        #"[1.500000, "m", "alert"]"#,
        #"[2.000250, "o", "허용"]"#,
      ])
    #expect(cast.text.hasSuffix("]\n"))
  }

  @Test func timeNeverRunsBackwards() {
    let cast = Cast(width: 80, height: 24, title: "t")
    cast.output("a", atMicroseconds: 5_000_000)
    cast.output("b", atMicroseconds: 1_000_000)
    #expect(cast.lines.last == #"[5.000000, "o", "b"]"#)
  }

  @Test func jsonStringsEscapeEveryControlCharacter() throws {
    let nasty = "q\"\\\n\r\t\u{08}\u{0C}\u{00}\u{1B}\u{7F}\u{85}\u{2028}é한"
    let literal = JSONText.string(nasty)
    #expect(literal == #""q\"\\\n\r\t\b\f\u0000\u001b\u007f\u0085\u2028é한""#)
    let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
    #expect(decoded as? String == nasty)
  }

  @Test func everyLineIsValidJSON() throws {
    let cast = Cast(width: 80, height: 24, title: "\u{1B}]0;evil\u{07}")
    cast.output("\u{1B}[31m“x”\u{1B}[0m", atMicroseconds: 12)
    // The header and the one event: an empty cast would check nothing.
    #expect(cast.lines.count == 2)
    for line in cast.lines {
      _ = try JSONSerialization.jsonObject(with: Data(line.utf8))
    }
  }

  @Test func atomicFileReplacesWholeAndLeavesNoTemporary() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("demo.cast").path
    try AtomicFile.write("old\n", to: target)
    try AtomicFile.write("new\n", to: target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["demo.cast"])
  }

  @Test func atomicFileReportsAMissingDirectory() {
    #expect(throws: OutputFileError.self) {
      try AtomicFile.write("x", to: "/nonexistent-dir-\(UUID().uuidString)/demo.cast")
    }
  }
}

@Suite("Atomic output files")
struct AtomicOutputTests {
  @Test func aDeviceIsWrittenInPlaceNeverReplaced() throws {
    try AtomicFile.write("discarded\n", to: "/dev/null")
    var status = stat()
    #expect(stat("/dev/null", &status) == 0)
    #expect((status.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test func aFullDeviceGivesAClearError() {
    #expect(throws: OutputFileError.cannotWrite(path: "/dev/full", reason: "No space left on device")) {
      try AtomicFile.write("x", to: "/dev/full")
    }
  }

  @Test func aSymbolicLinkIsNeverWrittenThrough() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let real = directory.appendingPathComponent("real.cast").path
    let link = directory.appendingPathComponent("link.cast").path
    try AtomicFile.write("old\n", to: real)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    #expect(throws: OutputFileError.linked(path: link)) { try AtomicFile.write("new\n", to: link) }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
    #expect(try String(contentsOfFile: real, encoding: .utf8) == "old\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "link.cast", "real.cast",
      ])
  }
}
