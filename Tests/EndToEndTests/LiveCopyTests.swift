import Foundation
import JourneyTestSupport
import Testing

/// The walk follows its copy folder: a saved table redraws the phone on the same screen, a broken save
/// keeps the last good text and says why, a fixed save clears it; `journey.json` waits for the next launch.
@Suite(
  "Live copy",
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct LiveCopyTests {
  /// A private copy of the bundled copy folder, removed afterwards.
  static func copyFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: BuiltProgram.copyDirectory), to: folder)
    return folder
  }

  /// Replaces one value in a `.strings` file, in place (truncate and write) or by writing a new file
  /// and renaming it over the old one, as vim and many editors save.
  static func save(_ file: URL, replacing old: String, with new: String, byRename: Bool) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(old), "\(file.lastPathComponent) holds \(old)")
    let changed = text.replacingOccurrences(of: old, with: new)
    if byRename {
      let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).swp")
      try changed.write(to: temporary, atomically: false, encoding: .utf8)
      #expect(rename(temporary.path, file.path) == 0)
    } else {
      let handle = try FileHandle(forWritingTo: file)
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(changed.utf8))
      try handle.close()
    }
  }

  @Test(
    "a saved table redraws the primer in place; a broken save keeps the text and names the line; the fix clears it",
    arguments: [false, true])
  func editWhileWalking(byRename: Bool) throws {
    let folder = try Self.copyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("walk.log")
    let session = try TmuxSession.journey(["--copy", folder.path, "--log", log.path])
    defer { session.kill() }
    let primer = try session.walkToPrimer()
    let title = try CopyText.value("Primer", "primer.title", locale: "en")
    #expect(primer.text.contains(title))
    // Tab's answer must be on screen before the save, or it could land after the reload and replace it.
    try session.sendKeys("Tab")
    _ = try session.waitForFrame("Tab's answer") { $0.text.contains("only one button on this screen") }
    let table = folder.appendingPathComponent("en.lproj/Primer.strings")

    try Self.save(table, replacing: "\"\(title)\"", with: "\"A Title Saved Live\"", byRename: byRename)
    let edited = try session.waitForFrame("the new title") { $0.text.contains("A Title Saved Live") }
    #expect(edited.inspector("screen") == "primer", "the same screen")
    #expect(edited.text.contains("copy reloaded: Primer.strings"))
    #expect(!edited.text.contains(title))

    try Self.save(table, replacing: "\"A Title Saved Live\";", with: "\"Half a Line", byRename: byRename)
    let broken = try session.waitForFrame("the error on the status line") {
      $0.text.contains("en.lproj/Primer.strings:")
    }
    #expect(broken.text.contains("A Title Saved Live"), "the last good copy stays on screen")
    #expect(broken.text.contains("COPY-syntax"), "FINDINGS lists the broken save")

    try Self.save(table, replacing: "\"Half a Line", with: "\"Fixed Again\";", byRename: byRename)
    let fixed = try session.waitForFrame("the fixed title") { $0.text.contains("Fixed Again") }
    #expect(!fixed.text.contains("COPY-syntax"), "a save that reads clears the finding")
    #expect(fixed.inspector("screen") == "primer")
    #expect(fixed.inspector("status") == "notDetermined (0)", "the engine state did not move")

    let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    let reloads = lines.filter { $0.contains("\"copyReloaded\"") }
    #expect(reloads.count >= 3, "each save is in the log: \(reloads.count)")
    #expect(reloads.allSatisfy { $0.contains("Primer.strings") })
  }

  @Test("a journey.json save applies at the next launch, and the status says so")
  func journeyAtNextLaunch() throws {
    let folder = try Self.copyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try TmuxSession.journey(["--copy", folder.path])
    defer { session.kill() }
    _ = try session.press("Enter", expecting: "onboarding-1")
    let journey = folder.appendingPathComponent("journey.json")
    let text = try String(contentsOf: journey, encoding: .utf8)
    let steps = #""onboarding": ["welcome", "daily", "streaks"]"#
    #expect(text.contains(steps))
    try text.replacingOccurrences(of: steps, with: #""onboarding": ["welcome"]"#)
      .write(to: journey, atomically: true, encoding: .utf8)
    let told = try session.waitForFrame("the status") { $0.text.contains("applies at the next launch") }
    #expect(told.inspector("screen") == "onboarding-1", "this launch keeps its flow")
    _ = try session.press("Enter", expecting: "onboarding-2")
    // Delete and reinstall, then launch: one onboarding step now leads to the primer.
    try session.sendKeys("r")
    try session.waitForScreen("springboard")
    _ = try session.press("Enter", expecting: "onboarding-1")
    _ = try session.press("Enter", expecting: "primer")
  }

  @Test(
    "a copy folder replaced whole (renamed over, removed and copied again) keeps reloading: the walk follows the new folder",
    arguments: ["renameOver", "removeAndCopy"])
  func replacedFolder(way: String) throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
      "live-parent-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = parent.appendingPathComponent("copy")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: BuiltProgram.copyDirectory), to: folder)
    let session = try TmuxSession.journey(["--copy", folder.path])
    defer { session.kill() }
    let primer = try session.walkToPrimer()
    let title = try CopyText.value("Primer", "primer.title", locale: "en")
    #expect(primer.text.contains(title))
    try session.sendKeys("Tab")
    _ = try session.waitForFrame("Tab's answer") { $0.text.contains("only one button on this screen") }

    // A new folder with another title, put in place of the old one.
    let fresh = parent.appendingPathComponent("fresh")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: BuiltProgram.copyDirectory), to: fresh)
    let freshTable = fresh.appendingPathComponent("en.lproj/Primer.strings")
    try Self.save(freshTable, replacing: "\"\(title)\"", with: "\"From The New Folder\"", byRename: false)
    if way == "renameOver" {
      try FileManager.default.moveItem(at: folder, to: parent.appendingPathComponent("old"))
      try FileManager.default.moveItem(at: fresh, to: folder)
    } else {
      try FileManager.default.removeItem(at: folder)
      try FileManager.default.copyItem(at: fresh, to: folder)
    }
    let replaced = try session.waitForFrame("the new folder's title") {
      $0.text.contains("From The New Folder")
    }
    #expect(replaced.inspector("screen") == "primer", "the same screen")

    // A save in the new folder is seen too: the watch moved to it.
    let table = folder.appendingPathComponent("en.lproj/Primer.strings")
    try Self.save(
      table, replacing: "\"From The New Folder\"", with: "\"Saved In The New Folder\"", byRename: true)
    _ = try session.waitForFrame("the save in the new folder") { $0.text.contains("Saved In The New Folder") }
  }
}
