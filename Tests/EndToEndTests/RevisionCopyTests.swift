import Foundation
import JourneyTestSupport
import Testing

/// `review --since REV` writes only the revision's copy files into its temporary folder, each within its
/// size limit and all of them within a total, and takes that folder away on every ending, a signal too.
@Suite("review --since: the revision's temporary copy")
struct RevisionCopyTests {
  /// A git repository at `tree/app` whose `copy/` is the bundled copy plus `extra` files, committed.
  private static func repository(_ tree: TemporaryTree, extra: [(String, [UInt8])] = []) throws -> String {
    let copy = tree.root + "/app/copy"
    try FileManager.default.createDirectory(atPath: tree.root + "/app", withIntermediateDirectories: true)
    try ReviewChangesCommandTests.copy(to: copy)
    for (path, bytes) in extra { try tree.write("app/copy/" + path, bytes: bytes) }
    try ReviewChangesCommandTests.git(["init", "-q"], in: tree.root + "/app")
    try ReviewChangesCommandTests.git(["add", "-A"], in: tree.root + "/app")
    try ReviewChangesCommandTests.git(["commit", "-q", "-m", "signed off"], in: tree.root + "/app")
    for (path, _) in extra { try FileManager.default.removeItem(atPath: copy + "/" + path) }
    return copy
  }

  private static func temporary(_ tree: TemporaryTree) throws -> String {
    let folder = tree.root + "/tmp"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test(
    "a revision that repeats one large table past the total is one line, exit 65, nothing unpacked",
    .enabled(if: Soak.isEnabled, Soak.soakOnly))
  func repeatedLargeBlob() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    // One 4 MB blob, each copy under the 5 MB table limit, 20 of them past the 64 MB total.
    let big = Array(repeating: UInt8(ascii: " "), count: 4 * 1024 * 1024)
    let copy = try Self.repository(tree, extra: (0..<20).map { ("en.lproj/Big\($0).strings", big) })
    let temporary = try Self.temporary(tree)
    let run = try BuiltProgram.run(
      ["review", "--copy", copy, "--since", "HEAD"] + ReviewChangesCommandTests.narrow,
      environment: ["TMPDIR": temporary])
    #expect(run.status == 65, "\(run.errors)")
    #expect(
      run.errors
        == "att-journey: --since: HEAD:copy holds more than 10000 files or 64 MB of copy; compare with --baseline DIR instead\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
  }

  @Test("a table over its limit in the revision is refused by name before anything is unpacked")
  func tableOverItsLimit() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = try Self.repository(
      tree,
      extra: [("en.lproj/Huge.strings", Array(repeating: UInt8(ascii: " "), count: 5 * 1024 * 1024 + 1))])
    let temporary = try Self.temporary(tree)
    let run = try BuiltProgram.run(
      ["review", "--copy", copy, "--since", "HEAD"] + ReviewChangesCommandTests.narrow,
      environment: ["TMPDIR": temporary])
    #expect(run.status == 65, "\(run.errors)")
    #expect(
      run.errors
        == "att-journey: baseline: HEAD:copy/en.lproj/Huge.strings: error: the strings table is 5242881 bytes, over the 5 MB limit (5242880 bytes)\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
  }

  @Test(
    "files the copy is not read from (a large one too) are never unpacked; the review runs",
    .enabled(if: Soak.isEnabled, Soak.soakOnly))
  func otherFilesStayInGit() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = try Self.repository(
      tree, extra: [("notes.bin", Array(repeating: 7, count: 8 * 1024 * 1024)), ("demos/x.txt", [1])])
    let temporary = try Self.temporary(tree)
    let pause = tree.root + "/pause"
    try #require(mkfifo(pause, 0o600) == 0)
    let program = try RunningProgram(
      ["review", "--copy", copy, "--since", "HEAD"] + ReviewChangesCommandTests.narrow,
      environment: ["TMPDIR=" + temporary, "ATT_JOURNEY_PAUSE_AFTER_BASELINE=" + pause])
    let writer = Self.openWhenPaused(pause, program)
    try #require(writer >= 0, "the review paused: \(program.errors)")
    let unpacked = try FileManager.default.subpathsOfDirectory(atPath: temporary)
    #expect(unpacked.contains { $0.hasSuffix("copy/en.lproj/Primer.strings") })
    #expect(unpacked.contains { $0.hasSuffix("copy/journey.json") })
    #expect(!unpacked.contains { $0.contains("notes.bin") || $0.contains("demos") }, "\(unpacked)")
    close(writer)
    #expect(program.wait() == .exited(0), "\(program.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
  }

  @Test(
    "SIGINT, SIGTERM or SIGHUP once the revision is unpacked takes the temporary folder away",
    arguments: Soak.cases([SIGTERM, SIGINT, SIGHUP], everyday: 1))
  func signalRemovesTheRevision(signal: Int32) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = try Self.repository(tree)
    let temporary = try Self.temporary(tree)
    let pause = tree.root + "/pause"
    try #require(mkfifo(pause, 0o600) == 0)
    let program = try RunningProgram(
      ["review", "--copy", copy, "--since", "HEAD"] + ReviewChangesCommandTests.narrow,
      environment: ["TMPDIR=" + temporary, "ATT_JOURNEY_PAUSE_AFTER_BASELINE=" + pause])
    let writer = Self.openWhenPaused(pause, program)
    try #require(writer >= 0, "the review paused: \(program.errors)")
    #expect(try !FileManager.default.subpathsOfDirectory(atPath: temporary).isEmpty, "the revision is there")
    program.kill(signal)
    #expect(program.wait() == .signalled(signal))
    close(writer)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
  }

  /// The FIFO's write end, opened once the program holds it open for reading (-1 if it ended first).
  private static func openWhenPaused(_ pause: String, _ program: RunningProgram) -> Int32 {
    var writer: Int32 = -1
    while writer < 0 && program.isRunning {
      writer = open(pause, O_WRONLY | O_NONBLOCK)
      if writer < 0 { sched_yield() }
    }
    return writer
  }
}
