import Foundation
import Testing

@testable import JourneyRuntime

/// The one staged output: all files or none, never through a link, nothing left behind.
@Suite("Staged output")
struct StagedOutputTests {
  private func folder() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    return root
  }

  @Test("a set whose second file would go through a linked folder writes none of it")
  func aLinkedFolderStopsTheWholeSet() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let elsewhere = try folder()
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    try StagedOutput.write([StagedFile(folder: root, path: "a.txt", bytes: Array("old a".utf8))])
    try FileManager.default.createSymbolicLink(atPath: root + "/ko.lproj", withDestinationPath: elsewhere)
    #expect(throws: OutputFileError.linked(path: root + "/ko.lproj")) {
      try StagedOutput.write([
        StagedFile(folder: root, path: "a.txt", bytes: Array("new a".utf8)),
        StagedFile(folder: root, path: "ko.lproj/Primer.strings", bytes: Array("x".utf8)),
      ])
    }
    #expect(try String(contentsOfFile: root + "/a.txt", encoding: .utf8) == "old a")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["a.txt", "ko.lproj"])
  }

  @Test("new folders inside the output folder are created, and every file lands with its bytes")
  func foldersAreCreatedAndFilesLand() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try StagedOutput.write(
      [
        StagedFile(folder: root + "/out", path: "variants/x/ko.xliff", bytes: Array("k".utf8)),
        StagedFile(folder: root + "/out", path: "ja.xliff", bytes: Array("j".utf8)),
      ], creatingFolders: true)
    #expect(try String(contentsOfFile: root + "/out/variants/x/ko.xliff", encoding: .utf8) == "k")
    #expect(try String(contentsOfFile: root + "/out/ja.xliff", encoding: .utf8) == "j")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root + "/out").sorted() == ["ja.xliff", "variants"])
  }

  @Test("a linked output folder is refused when links to folders are refused (init --force, gallery)")
  func aLinkedRootIsRefused() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/real")
    #expect(throws: OutputFileError.linked(path: root + "/link")) {
      try StagedOutput.write(
        [StagedFile(folder: root + "/link", path: "README.md", bytes: [])], refusingLinkedFolders: true)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/real").isEmpty)
  }

  @Test("a path leaving its folder is refused", arguments: ["../x", "a/../b", "/etc/x", "a//b", ""])
  func pathsStayInside(_ path: String) throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(throws: OutputFileError.self) {
      try StagedOutput.write([StagedFile(folder: root, path: path, bytes: [])])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
  }
}
