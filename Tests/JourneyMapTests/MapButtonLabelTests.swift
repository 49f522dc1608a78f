import ConsentEngine
import Foundation
import JourneyMap
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// The map names a button by its copy, or, when the copy cannot stand alone (a `%`, a placeholder problem),
/// by the label of the layout's button node: the whole label, not the cells its box shows.
@Suite("Map button labels come from the layout")
struct MapButtonLabelTests {
  /// A primer action with a literal percent sign, far too long for the primer's button on any phone.
  static let label =
    "Continue to 100% " + Array(repeating: "tracking-free", count: 160).joined(separator: " ")

  @Test("a button whose label is wider and taller than its box gets its whole label in the map's moves")
  func wholeLabel() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = tree.root + "/copy"
    try FileManager.default.copyItem(atPath: MapFixtures.directory, toPath: copy)
    let strings = copy + "/en.lproj/Primer.strings"
    let literal = Self.label.replacingOccurrences(of: "%", with: "%%")
    let text =
      try String(contentsOfFile: strings, encoding: .utf8) + "\n\"primer.action\" = \"\(literal)\";\n"
    try text.write(toFile: strings, atomically: true, encoding: .utf8)
    let catalog = try CopyCatalog.load(directory: copy)
    let definition = JourneySetup.definition(
      try JourneyFile.load(path: copy + "/journey.json"), catalog: catalog, options: ScenarioOptions())
    let primer = try #require(ScreenGallery.entries(definition: definition).first { $0.name == "primer" })
    let session = primer.session(
      catalog: catalog, view: ViewOptions(locale: "en"), size: Size(width: 100, height: 34))
    // The box cuts the label: it is reported, and the painted frame does not hold it whole.
    let frame = JourneyView.frame(of: session)
    #expect(
      frame.findings.contains { $0.rule == "LAYOUT-overflow" && $0.ref == CopyKey("Primer", "primer.action") }
    )
    #expect(!TextRenderer.text(frame.buffer).replacingOccurrences(of: "\n", with: " ").contains(Self.label))
    let moves = MapMoves.available(in: session)
    let action = try #require(moves.first { $0.action == "Primer/primer.action" })
    #expect(action.label == Self.label)
  }
}
