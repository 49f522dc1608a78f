import Foundation
import JourneyTestSupport
import Testing

/// A signal that lands while `play` or `export` renames a set of outputs into place: the renames finish first, then the
/// process dies of the signal, so the folder holds the new set whole (never some old files and some new)
/// and no staging folder. The commit pauses after its first rename on a FIFO the test holds
/// (`ATT_JOURNEY_PAUSE_IN_COMMIT`), so the signal comes at that point every time.
@Suite("signal during a commit")
struct CommitSignalTests {
  private static let tape = BuiltProgram.copyDirectory + "/demos/first-run-allow.tape"

  /// `play` with a cast, frames, an SVG and a screenshot folder, in `locale`, into `folder`.
  private static func arguments(_ folder: String, locale: String) -> [String] {
    [
      "play", tape, "--copy", BuiltProgram.copyDirectory, "--locale", locale, "--cast", folder + "/demo.cast",
      "--frames", folder + "/demo.txt", "--svg", folder + "/demo.svg", "--screenshots", folder + "/shots",
    ]
  }

  @Test(
    "SIGINT, SIGTERM or SIGHUP in the middle of the renames leaves the whole new set, byte for byte",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func signalDuringRenames(signal: Int32) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let out = tree.root + "/out"
    let reference = tree.root + "/reference"
    for (folder, locale) in [(out, "ko"), (reference, "en")] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let run = try BuiltProgram.run(Self.arguments(folder, locale: locale))
      try #require(run.status == 0, "\(run.errors)")
    }
    let old = try OutputLeftovers.entries(out)
    // The reference run wrote the same names; its bytes name its own folder nowhere.
    let new = try OutputLeftovers.entries(reference)
    try #require(Set(old.keys) == Set(new.keys) && old != new)
    let pause = tree.root + "/pause"
    try #require(mkfifo(pause, 0o600) == 0)
    let program = try RunningProgram(
      Self.arguments(out, locale: "en"), environment: ["ATT_JOURNEY_PAUSE_IN_COMMIT=" + pause])
    // The FIFO opens for writing once the commit opens it for reading: after its first rename.
    var writer: Int32 = -1
    while writer < 0 && program.isRunning {
      writer = open(pause, O_WRONLY | O_NONBLOCK)
      if writer < 0 { sched_yield() }
    }
    try #require(writer >= 0, "the commit paused: \(program.errors)")
    let paused = try OutputLeftovers.entries(out)
    #expect(paused != old && paused.keys.contains { $0.contains(".att-journey-staged-") })
    #expect(
      paused.filter { !$0.key.contains(".att-journey-staged-") } != new,
      "mid-way: some files are new and some old")
    program.kill(signal)
    // Closing the FIFO lets the commit go on (it reads end of file); nothing is written, so a program that
    // died at once would not take the test runner down with SIGPIPE.
    close(writer)
    #expect(program.wait() == .signalled(signal))
    #expect(try OutputLeftovers.entries(out) == new, "the new set, whole, and no staging folder")
  }

  @Test("SIGTERM in the middle of export's renames leaves every exported file new, none old")
  func signalDuringExport() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let out = tree.root + "/out"
    let reference = tree.root + "/reference"
    for folder in [out, reference] {
      let run = try BuiltProgram.run(
        ["export", "--copy", BuiltProgram.copyDirectory, "--format", "xliff", folder])
      try #require(run.status == 0, "\(run.errors)")
    }
    try OutputLeftovers.markPrevious(out)
    let old = try OutputLeftovers.entries(out)
    let new = try OutputLeftovers.entries(reference)
    try #require(Set(old.keys) == Set(new.keys) && old.count > 2)
    let pause = tree.root + "/pause"
    try #require(mkfifo(pause, 0o600) == 0)
    let program = try RunningProgram(
      ["export", "--copy", BuiltProgram.copyDirectory, "--format", "xliff", out],
      environment: ["ATT_JOURNEY_PAUSE_IN_COMMIT=" + pause])
    var writer: Int32 = -1
    while writer < 0 && program.isRunning {
      writer = open(pause, O_WRONLY | O_NONBLOCK)
      if writer < 0 { sched_yield() }
    }
    try #require(writer >= 0, "the commit paused: \(program.errors)")
    let paused = try OutputLeftovers.entries(out).filter { !$0.key.contains(".att-journey-staged-") }
    #expect(paused != old && paused != new, "mid-way: some files are new and some old")
    program.kill(SIGTERM)
    close(writer)
    #expect(program.wait() == .signalled(SIGTERM))
    #expect(try OutputLeftovers.entries(out) == new, "the new set, whole, and no staging folder")
  }
}
