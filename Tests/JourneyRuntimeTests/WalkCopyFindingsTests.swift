import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyTapes
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// The walk shows what lint knows about the strings on screen: a primer whose button says "Allow"
/// carries HIG-1 while you look at it, in the inspector and for a tape's `Expect finding`.
@Suite("Lint findings in the walk")
struct WalkCopyFindingsTests {
  static func copy(primerAction: String) throws -> TemporaryTree {
    let tree = try TemporaryTree()
    let files = FileManager.default
    for name in try files.contentsOfDirectory(atPath: BundledCopy.directory) {
      try files.copyItem(atPath: BundledCopy.directory + "/" + name, toPath: tree.root + "/" + name)
    }
    let path = tree.root + "/en.lproj/Primer.strings"
    let text = try String(contentsOfFile: path, encoding: .utf8)
      .replacingOccurrences(
        of: "\"primer.action\" = \"Continue\";", with: "\"primer.action\" = \"\(primerAction)\";")
    try tree.write("en.lproj/Primer.strings", text)
    return tree
  }

  static func play(_ text: String, copy directory: String) throws -> TapePlayer {
    let tape = try TapeParser.parse(text, path: "t.tape")
    var player = try TapePlayer(
      tape: tape, journey: try JourneyFile.load(path: directory + "/journey.json"),
      catalog: try CopyCatalog.load(directory: directory))
    try player.play()
    return player
  }

  @Test("HIG-1: an Allow-like primer button is a finding on the primer, in the inspector and for Expect")
  func allowButtonOnThePrimer() throws {
    let tree = try Self.copy(primerAction: "Allow")
    defer { tree.remove() }
    let player = try Self.play(
      "Set Size 100x40\nLaunch\nExpect no-finding HIG-1-allow\nKey Enter 3\nExpect screen primer\n"
        + "Expect finding HIG-1-allow\n", copy: tree.root)
    let screen = TextRenderer.text(JourneyView.frame(of: player.session).buffer)
    #expect(screen.contains("HIG-1-allow"), "the inspector lists the finding:\n\(screen)")
  }

  @Test("the bundled copy raises nothing on the primer: no finding without a cause")
  func bundledPrimerIsClean() throws {
    let player = try Self.play(
      "Launch\nKey Enter 3\nExpect screen primer\nExpect no-finding HIG-1-allow\n",
      copy: BundledCopy.directory)
    #expect(JourneyView.frame(of: player.session).findings.isEmpty)
  }
}
