import Foundation
import JourneyTestSupport
import Testing

/// Every line the program prints for a person, on standard output as on standard error, shows a file
/// name's control characters as symbols: a name holding ESC, BEL, CR and U+202E never reaches the terminal
/// raw, whichever command prints it (play's pass line, init's, lint's, export's, review's and map's
/// summaries).
@Suite("Hostile file names in messages")
struct HostileNameOutputTests {
  /// ESC [31m, BEL, CR and a right-to-left override.
  static let hostile = "evil\u{1B}[31m\u{07}\r\u{202E}x"
  /// The same name as the program shows it.
  static let shown = "evil␛[31m␇␍⟨U+202E⟩x"

  static func expectSafe(_ run: BuiltProgram.Run, _ what: String, names: Bool = true) {
    let printed = run.output + run.errors
    let raw = printed.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0 == "\u{202E}"
    }
    #expect(raw.isEmpty, "\(what) printed \(raw.map { String($0.value, radix: 16) })")
    if names { #expect(printed.contains(shown), "\(what) names the file: \(printed.prefix(600))") }
  }

  @Test("play, init, lint, export, review and map show the name's control characters as symbols")
  func everyCommand() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = BuiltProgram.copyDirectory
    let tape = tree.root + "/" + Self.hostile + ".tape"
    try FileManager.default.copyItem(atPath: copy + "/demos/first-run-allow.tape", toPath: tape)
    let played = try BuiltProgram.run(["play", tape, "--copy", copy])
    #expect(played.status == 0, "\(played.errors)")
    Self.expectSafe(played, "play's pass line")
    #expect(played.output.contains(Self.shown + ".tape: passed ("))

    let created = try BuiltProgram.run(["init", tree.root + "/" + Self.hostile, "--app-name", "Lumen"])
    #expect(created.status == 0, "\(created.errors)")
    Self.expectSafe(created, "init")

    let linted = try BuiltProgram.run(["lint", "--copy", tree.root + "/" + Self.hostile])
    Self.expectSafe(linted, "lint")

    let exported = try BuiltProgram.run(["export", tree.root + "/" + Self.hostile + "-out", "--copy", copy])
    #expect(exported.status == 0, "\(exported.errors)")
    Self.expectSafe(exported, "export")

    let reviewed = try BuiltProgram.run(
      ["review", "--copy", copy, "--out", tree.root + "/" + Self.hostile + ".html"])
    Self.expectSafe(reviewed, "review", names: false)
    let reviewedText = try BuiltProgram.run(
      ["review", "--copy", tree.root + "/" + Self.hostile, "--format", "text"])
    Self.expectSafe(reviewedText, "review --format text", names: false)

    let mapped = try BuiltProgram.run(
      ["map", "--copy", copy, "--format", "dot", "--out", tree.root + "/" + Self.hostile + ".dot"])
    #expect(mapped.status == 0, "\(mapped.errors)")
    Self.expectSafe(mapped, "map")

    let missing = try BuiltProgram.run(["play", tree.root + "/" + Self.hostile + "-missing.tape"])
    #expect(missing.status != 0)
    Self.expectSafe(missing, "play's error")
  }
}
