import ConsentEngine
import Foundation
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

import JourneyRuntime
@testable import JourneyTapes

/// `--record-tape` appends each key's lines to the tape instead of writing the whole tape again: the file
/// is the same file (same inode) from the first key to the last, each key is one `write`, and the file as it
/// stands after any key is a whole tape that parses (what a walk killed with SIGKILL there leaves).
@Suite("Recording appends")
struct TapeRecorderAppendTests {
  final class Frames: FramePresenter {
    func present(_ frame: RenderedFrame) throws {}
  }

  static func inode(_ path: String) throws -> UInt64 {
    try #require(
      (FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value)
  }

  @Test(
    "each key is one append to the same file, and after every key the file parses and equals the tape so far")
  func appendsWholeLines() throws {
    let catalog = try BundledCopy.catalog()
    let journey = try BundledCopy.journey()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("append-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("walk.tape").path
    var now = 0
    let recorder = TapeRecorder(path: path, clock: { now })
    let walk = SessionDriver(
      session: JourneySetup.session(
        journey, catalog: catalog, options: ScenarioOptions(), size: Size(width: 100, height: 40)),
      presenter: Frames(), observers: [recorder])
    try walk.start()
    let first = try Self.inode(path)
    #expect(recorder.appends == 0, "the header is written whole, before any key")
    let keys: [KeyPress] =
      Array(repeating: .enter, count: 4) + [.tab, .character("l"), .character("x"), .down, .enter, .tab]
    for (index, key) in keys.enumerated() {
      now += index.isMultiple(of: 3) ? 1_500 : 50
      try walk.handle(.key(key))
      #expect(recorder.appends == index + 1, "one write for key \(index + 1), a Sleep before it included")
      #expect(try Self.inode(path) == first, "the tape is appended to, never replaced")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text == recorder.text, "after key \(index + 1)")
      #expect(text.hasSuffix("\n"), "whole lines only")
      _ = try TapeParser.parse(text, path: "walk.tape")
    }
    #expect(recorder.text.contains("\nSleep 1500ms\n"), "pauses are appended with their key")
    try recorder.finish()
    var player = try TapePlayer(
      tape: try TapeParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: "walk.tape"),
      journey: journey, catalog: catalog)
    try player.play()
    #expect(player.session.state == walk.session.state)
  }

  @Test(
    "a reload note is appended as one comment line, and the walk's settings are written before the first key")
  func reloadNoteAppended() throws {
    let catalog = try BundledCopy.catalog()
    let journey = try BundledCopy.journey()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("append-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("walk.tape").path
    let recorder = TapeRecorder(path: path, clock: { 0 })
    let walk = SessionDriver(
      session: JourneySetup.session(
        journey, catalog: catalog, options: ScenarioOptions(), size: Size(width: 100, height: 40)),
      presenter: Frames(), observers: [recorder])
    try walk.start()
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Set Size 100x40\n"))
    try recorder.handled(
      .copyReloaded(["/x/copy/en.lproj/Primer.strings"]), outcome: CommandOutcome(), before: walk.session,
      after: walk.session)
    try walk.handle(.key(.enter))
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == recorder.text)
    #expect(text.contains("# copy reloaded: en.lproj/Primer.strings\n"), "\(text)")
    #expect(recorder.appends == 2)
  }
}
