import Foundation
import HostSystem
import JourneyRuntime
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Live copy follows a copy folder replaced whole, as `git checkout`, `rsync --delete`, an unzip or
/// `rm -rf copy && cp -r` replace it: the watch wakes, reports the new folder's files, and the next save
/// in the new folder wakes it again (it watches the new folder, not the dead one).
@Suite("Folder replacement")
struct FolderReplacementTests {
  enum Way: String, CaseIterable {
    /// A new folder renamed into the copy folder's name, the old one moved aside.
    case renameOver
    /// `rm -rf copy && mkdir copy && cp …`.
    case removeAndCopy
    /// A locale's subfolder replaced (`rm -rf en.lproj`, a new one written).
    case subfolder
  }

  static func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }

  /// A copy folder with a table at the top and one in `en.lproj`.
  static func fill(_ copy: String, _ word: String) throws {
    try write("\"title\" = \"\(word)\";\n", copy + "/Top.strings")
    try write("\"primer.title\" = \"\(word)\";\n", copy + "/en.lproj/Primer.strings")
  }

  /// Whether the watch's descriptor has a notification waiting (nil when the watch polls).
  static func woke(_ watch: FolderWatch) -> Bool? {
    guard let descriptor = watch.descriptor else { return nil }
    var ready = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    return poll(&ready, 1, 0) > 0
  }

  static func replace(_ copy: String, way: Way, root: String) throws {
    let files = FileManager.default
    switch way {
    case .renameOver:
      let fresh = root + "/copy.new"
      try fill(fresh, "New")
      #expect(rename(copy, root + "/copy.old") == 0)
      #expect(rename(fresh, copy) == 0)
    case .removeAndCopy:
      try files.removeItem(atPath: copy)
      try files.createDirectory(atPath: copy, withIntermediateDirectories: false)
      try fill(copy, "New")
    case .subfolder:
      try files.removeItem(atPath: copy + "/en.lproj")
      try write("\"primer.title\" = \"New\";\n", copy + "/en.lproj/Primer.strings")
    }
  }

  @Test(
    "a replaced copy folder wakes the watch, its new files are reported, and a save in the new folder is seen",
    arguments: Way.allCases, [false, true])
  func followsReplacement(way: Way, polling: Bool) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("replace-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let copy = root + "/copy"
    try Self.fill(copy, "Old")
    let watch = FolderWatch(polling: polling, accepts: LiveCopy.reads)
    watch.watch(folder: copy)
    watch.watch(folder: copy + "/en.lproj")
    #expect(polling == (watch.descriptor == nil))
    #expect(watch.changes() == [])
    #expect(Self.woke(watch) != true, "quiet before the replacement")

    try Self.replace(copy, way: way, root: root)
    if !polling { #expect(Self.woke(watch) == true, "the replacement wakes the watch") }
    let changed = watch.changes()
    #expect(changed.contains(copy + "/en.lproj/Primer.strings"), "\(changed)")
    if way != .subfolder { #expect(changed.contains(copy + "/Top.strings"), "\(changed)") }
    #expect(watch.changes() == [], "reported once")

    // A save in the new folder: the old folder's watch would never see it.
    let table = copy + "/en.lproj/Primer.strings"
    try "\"primer.title\" = \"Saved\";\n".write(toFile: table, atomically: false, encoding: .utf8)
    if !polling { #expect(Self.woke(watch) == true, "a save in the new folder wakes the watch") }
    #expect(watch.changes() == [table])
    try "\"title\" = \"Saved\";\n".write(toFile: copy + "/Top.strings", atomically: true, encoding: .utf8)
    if !polling {
      #expect(Self.woke(watch) == true, "a save renamed into the new top folder wakes the watch")
    }
    #expect(watch.changes() == [copy + "/Top.strings"])
  }

  @Test(
    "other entries beside the copy folder wake the watch but are not pending changes; the folder's own are")
  func parentNoiseIsNotPending() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("replace-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let copy = root + "/copy"
    try Self.fill(copy, "Old")
    let watch = FolderWatch(accepts: LiveCopy.reads)
    watch.watch(folder: copy)
    try "x".write(toFile: root + "/unrelated.txt", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: root + "/copyish", withIntermediateDirectories: false)
    #expect(Self.woke(watch) == true, "the parent's watch woke")
    #expect(watch.changesPending() == false, "nothing named as the copy folder came or went")
    #expect(Self.woke(watch) == false, "drained")
    try "\"title\" = \"Saved\";\n".write(toFile: copy + "/Top.strings", atomically: false, encoding: .utf8)
    #expect(watch.changesPending() == true, "a save in the folder is pending")
    try FileManager.default.moveItem(atPath: copy, toPath: root + "/copy.old")
    #expect(watch.changesPending() == true, "the folder's name leaving its parent is pending")
  }

  @Test("a copy folder removed for good reports its files removed, and reports them again when it comes back")
  func removedThenBack() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("replace-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let copy = root + "/copy"
    try Self.fill(copy, "Old")
    let watch = FolderWatch(accepts: LiveCopy.reads)
    watch.watch(folder: copy)
    watch.watch(folder: copy + "/en.lproj")
    try FileManager.default.removeItem(atPath: copy)
    #expect(Self.woke(watch) == true, "the removal wakes the watch")
    let everything = [copy + "/Top.strings", copy + "/en.lproj", copy + "/en.lproj/Primer.strings"].sorted()
    #expect(watch.changes() == everything)
    try Self.fill(copy, "Back")
    #expect(Self.woke(watch) == true, "the parent's watch sees the name come back")
    #expect(watch.changes() == everything)
  }

  @Test(
    "a locale folder copied in after the folders that need it is a change, though no watched file changed",
    arguments: [false, true])
  func subfolderArrives(polling: Bool) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("replace-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let copy = root + "/copy"
    try Self.fill(copy, "Old")
    let watch = FolderWatch(polling: polling, accepts: LiveCopy.reads)
    watch.watch(folder: copy)
    watch.watch(folder: copy + "/en.lproj")
    #expect(watch.changes() == [])
    // `cp -r` of a whole copy folder writes `variants/…/es.lproj` before `es.lproj`: a read in between
    // fails, and only the new folder's arrival says to read again.
    try Self.write("\"primer.title\" = \"Hola\";\n", copy + "/es.lproj/Primer.strings")
    if !polling { #expect(Self.woke(watch) == true, "the new folder wakes the watch") }
    #expect(watch.changes() == [copy + "/es.lproj"])
    #expect(watch.changes() == [], "reported once")
    // Saves inside an unwatched subfolder are not its folder's change.
    try "\"primer.title\" = \"Adiós\";\n".write(
      toFile: copy + "/es.lproj/Primer.strings", atomically: false, encoding: .utf8)
    #expect(watch.changes() == [])
    try FileManager.default.removeItem(atPath: copy + "/es.lproj")
    #expect(watch.changes() == [copy + "/es.lproj"], "its going is a change too")
  }
}
