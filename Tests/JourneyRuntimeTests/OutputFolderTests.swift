import Foundation
import Recordings
import Testing

@testable import JourneyRuntime

@Suite("Output folders")
struct OutputFolderTests {
  @Test func createsParentsAcceptsAnExistingFolderAndNamesWhatIsInTheWay() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("folders-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try OutputFolder.create(root + "/a/b/c")
    try OutputFolder.create(root + "/a/b/c")
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: root + "/a/b/c", isDirectory: &isFolder) && isFolder.boolValue)
    try "x".write(toFile: root + "/file", atomically: true, encoding: .utf8)
    #expect(throws: OutputFileError.cannotCreateFolder(path: root + "/file/d", reason: "Not a directory")) {
      try OutputFolder.create(root + "/file/d")
    }
    #expect(
      OutputFileError.cannotCreateFolder(path: "out", reason: "Permission denied").description
        == "out: error: cannot create folder: Permission denied")
  }

  @Test("several files are written together or not at all")
  func batchIsAllOrNothing() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)")
      .path
    try OutputFolder.create(root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write([(root + "/a", "old a"), (root + "/b", "old b")])
    #expect(throws: OutputFileError.self) {
      try AtomicFile.write([(root + "/a", "new a"), (root + "/missing/b", "new b")])
    }
    #expect(try String(contentsOfFile: root + "/a", encoding: .utf8) == "old a")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["a", "b"])
    try AtomicFile.write([(root + "/a", "new a"), (root + "/b", "new b")], syncing: false)
    #expect(try String(contentsOfFile: root + "/b", encoding: .utf8) == "new b")
  }
}
