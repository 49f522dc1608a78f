import Foundation
import JourneyTestSupport
import Recordings
import Testing

/// What may stand where an output goes: only a path named on the command line may be a device or a FIFO
/// (or a link to one), written directly and never waited on; a file the tool names itself is a regular
/// file or nothing; and two spellings of one file are one file.
@Suite("Output kinds")
struct OutputKindsTests {

  private func folder() throws -> String {
    // Short: a socket's path must fit in sun_path.
    let root = "/tmp/kinds-" + String(UUID().uuidString.prefix(8))
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    return root
  }

  private func names(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test(
    "a file the tool names itself is refused when a FIFO, device, socket or link stands there",
    arguments: PlantedOutput.allCases)
  func toolNamedFilesAreRegularOrNothing(planted: PlantedOutput) throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try StagedOutput.write([StagedFile(folder: root, path: "a.txt", bytes: Array("old a".utf8))])
    try planted.plant(at: root + "/b.txt")
    let before = try names(root)
    // Given whole and streamed: neither opens what stands there, so neither waits on a FIFO.
    #expect(throws: OutputFileError.self) {
      try StagedOutput.write([
        StagedFile(folder: root, path: "a.txt", bytes: Array("new a".utf8)),
        StagedFile(folder: root, path: "b.txt", bytes: Array("b".utf8)),
      ])
    }
    let staged = StagedWrite()
    #expect(throws: OutputFileError.self) { _ = try staged.stream(root + "/b.txt") }
    staged.discard()
    #expect(try String(contentsOfFile: root + "/a.txt", encoding: .utf8) == "old a")
    #expect(try names(root) == before, "nothing written, no staging folder")
    if planted == .linkToFile {
      #expect(try String(contentsOfFile: root + "/b.txt.file", encoding: .utf8) == "someone's\n")
    }
  }

  @Test("the refusal names the kind of file in one line")
  func refusalNamesTheKind() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try PlantedOutput.fifo.plant(at: root + "/b.txt")
    #expect(throws: OutputFileError.notRegular(path: root + "/b.txt", kind: "a FIFO")) {
      try StagedOutput.write([StagedFile(folder: root, path: "b.txt", bytes: [])])
    }
    #expect(
      OutputFileError.notRegular(path: "o/b.txt", kind: "a FIFO").description
        == "o/b.txt: error: is a FIFO, not a regular file; only an output named on the command line may be one"
    )
  }

  @Test("a FIFO named on the command line with no reader is an error at once, itself or through a link")
  func namedFIFOWithoutReaderFails() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for planted in [PlantedOutput.fifo, .linkToFIFO] {
      let path = root + "/\(planted).cast"
      try planted.plant(at: path)
      let staged = StagedWrite()
      #expect(
        throws: OutputFileError.cannotWrite(
          path: path, reason: "a FIFO with no reader; nothing waits for one")
      ) { _ = try staged.stream(path, isNamedOutput: true) }
      #expect(throws: OutputFileError.self) {
        try StagedOutput.write([StagedFile(path: path, bytes: Array("x".utf8), isNamedOutput: true)])
      }
    }
  }

  @Test("a socket named on the command line is one line saying so, never a wait")
  func namedSocketFails() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/out"
    try PlantedOutput.unixSocket.plant(at: path)
    #expect(
      throws: OutputFileError.cannotWrite(path: path, reason: "a socket, which cannot be opened as a file")
    ) { _ = try StagedWrite().stream(path, isNamedOutput: true) }
    #expect(try names(root) == ["out"])
  }

  @Test("a FIFO named on the command line with a reader gets the bytes as they are made")
  func namedFIFOWithReaderIsStreamed() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/out.cast"
    try PlantedOutput.fifo.plant(at: path)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let staged = StagedWrite()
    let stream = try staged.stream(path, isNamedOutput: true)
    let line = String(repeating: "y", count: StagedWrite.bufferSize)
    stream.write(line)
    // Past the buffer, the bytes are in the FIFO before the commit.
    var bytes = [UInt8](repeating: 0, count: 2 * StagedWrite.bufferSize)
    let got = read(reader, &bytes, bytes.count)
    #expect(got == StagedWrite.bufferSize)
    try staged.commit()
    #expect(try names(root) == ["out.cast"])
  }

  @Test(
    "a file the tool names beside a device output is refused, whichever comes first",
    arguments: [PlantedOutput.linkToDevice, .linkToFIFO])
  func nothingGoesBesideADevice(planted: PlantedOutput) throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try planted.plant(at: root + "/out")
    let reader = planted == .linkToFIFO ? open(root + "/out.fifo", O_RDONLY | O_NONBLOCK) : -1
    defer { if reader >= 0 { close(reader) } }
    let before = try names(root)
    let shot = StagedFile(folder: root, path: "shot.txt", bytes: Array("s".utf8))
    let device = StagedFile(path: root + "/out", bytes: Array("d".utf8), isNamedOutput: true)
    #expect(throws: OutputFileError.besideDevice(path: root + "/shot.txt", device: root + "/out")) {
      try StagedOutput.write([device, shot])
    }
    #expect(throws: OutputFileError.besideDevice(path: root + "/shot.txt", device: root + "/out")) {
      try StagedOutput.write([shot, device])
    }
    #expect(try names(root) == before)
    // With a folder of their own, the screenshots are written and the device gets its bytes.
    try StagedOutput.write(
      [
        device, StagedFile(folder: root + "/shots", path: "shot.txt", bytes: Array("s".utf8)),
      ], creatingFolders: true)
    #expect(try String(contentsOfFile: root + "/shots/shot.txt", encoding: .utf8) == "s")
  }

  @Test("two spellings of one file are one file in a staged write: the later one wins, one staging folder")
  func spellingsOfOneFileAreOne() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/o", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/o")
    let spellings = [root + "/o", root + "/./o/../o/", root + "/link", root + "//o/."]
    for (index, spelling) in spellings.enumerated() {
      let staged = StagedWrite()
      try staged.add(StagedFile(folder: root + "/o", path: "f.txt", bytes: Array("first".utf8)))
      let stream = try staged.stream(spelling + "/f.txt")
      stream.write("second \(index)")
      try staged.commit()
      #expect(
        try String(contentsOfFile: root + "/o/f.txt", encoding: .utf8) == "second \(index)", "\(spelling)")
      #expect(try names(root + "/o") == ["f.txt"], "\(spelling)")
    }
  }

  @Test("OutputPath.identity: every spelling of one file agrees; another file or a misspelt name differs")
  func identityOfSpellings() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/o", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/o")
    let same = OutputPath.identity(root + "/o/f.txt")
    for spelling in [
      root + "/./o/../o/f.txt", root + "/link/f.txt", root + "//o//f.txt", root + "/o/new/../f.txt",
    ] {
      #expect(OutputPath.identity(spelling) == same, "\(spelling)")
    }
    #expect(OutputPath.identity(root + "/o/f.tx") != same)
    #expect(OutputPath.identity(root + "/o/g.txt") != same)
    #expect(OutputPath.identity(root + "/missing/f.txt") != same)
    #expect(OutputPath.identity(root + "/missing/f.txt") == OutputPath.identity(root + "/missing/./f.txt"))
  }
}
