import Foundation
import Recordings
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

  @Test("a streamed file lands whole, past several buffers, together with files given whole")
  func streamedFileLandsWithTheSet() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try StagedOutput.write([StagedFile(folder: root, path: "s.txt", bytes: Array("old".utf8))])
    let staged = StagedWrite()
    let stream = try staged.stream(root + "/s.txt")
    var expected = ""
    for index in 0..<20_000 {
      let line = "line \(index) ✓\n"
      stream.write(line)
      expected += line
    }
    #expect(expected.utf8.count > 3 * StagedWrite.bufferSize)
    // Nothing is in place before the commit: the old file is still there.
    #expect(try String(contentsOfFile: root + "/s.txt", encoding: .utf8) == "old")
    try staged.add(StagedFile(folder: root, path: "w.txt", bytes: Array("whole".utf8)))
    try staged.commit()
    #expect(try String(contentsOfFile: root + "/s.txt", encoding: .utf8) == expected)
    #expect(try String(contentsOfFile: root + "/w.txt", encoding: .utf8) == "whole")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["s.txt", "w.txt"])
  }

  @Test("a streamed write given up leaves the old file and no staging folder")
  func discardedStreamLeavesTheOldFile() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try StagedOutput.write([StagedFile(folder: root, path: "s.txt", bytes: Array("old".utf8))])
    let staged = StagedWrite()
    let stream = try staged.stream(root + "/s.txt")
    stream.write(String(repeating: "x", count: 100_000))
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).count == 2, "the staging folder")
    staged.discard()
    stream.write("after the end")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["s.txt"])
    #expect(try String(contentsOfFile: root + "/s.txt", encoding: .utf8) == "old")
    #expect(throws: OutputFileError.self) { try staged.commit() }
  }

  @Test(
    "a streamed file named on the command line that is a device is written there directly, staged nowhere")
  func streamedDeviceIsWrittenInPlace() throws {
    // The device is reached through a link in a folder of the test's own, so "beside it" is a folder the
    // test watches; /dev itself is never listed.
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createSymbolicLink(atPath: root + "/null", withDestinationPath: "/dev/null")
    try FileManager.default.createSymbolicLink(atPath: root + "/full", withDestinationPath: "/dev/full")
    let staged = StagedWrite()
    let stream = try staged.stream(root + "/null", isNamedOutput: true)
    stream.write(String(repeating: "x", count: 200_000))
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["full", "null"])
    try staged.commit()
    let full = StagedWrite()
    try full.stream(root + "/full", isNamedOutput: true).write("x")
    #expect(throws: OutputFileError.cannotWrite(path: root + "/full", reason: "No space left on device")) {
      try full.commit()
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["full", "null"])
  }
}
