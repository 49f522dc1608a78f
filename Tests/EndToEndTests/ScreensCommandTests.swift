import Foundation
import JourneyScreens
import JourneyTestSupport
import Testing

/// `att-journey screens`: the table of screen names, as the docs show it and as the other commands take it.
@Suite("screens command")
struct ScreensCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let copy = root.appendingPathComponent("copy").path

  @Test("screens lists every name of the table, one a line, name first; docs/tapes.md shows the same listing")
  func listing() throws {
    let run = try BuiltProgram.run(["screens", "--copy", Self.copy])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let names = lines.map { String($0.split(separator: " ")[0]) }
    #expect(names == ScreenNames.table(onboardingSteps: 3).map(\.name))
    #expect(lines.allSatisfy { $0.count > 20 }, "each name is followed by what it is")
    let docs = try String(contentsOf: Self.root.appendingPathComponent("docs/tapes.md"), encoding: .utf8)
    let start = try #require(docs.range(of: "<!-- att-journey screens -->\n```\n"), "the listing's marker")
    let end = try #require(docs.range(of: "```", range: start.upperBound..<docs.endIndex))
    #expect(String(docs[start.upperBound..<end.lowerBound]) == run.output, "regenerate: att-journey screens")
  }

  @Test(
    "review --screens and map --focus take a name's alias; an unknown name is one line with the nearest names"
  )
  func commandsTakeNames() throws {
    let review = try BuiltProgram.run([
      "review", "--copy", Self.copy, "--screens", "alert-classic", "--format", "md",
    ])
    #expect(review.status == 0, "\(review.errors)")
    #expect(review.output.contains("alert"))
    let map = try BuiltProgram.run([
      "map", "--copy", Self.copy, "--focus", "settingsTracking", "--format", "json",
    ])
    #expect(map.status == 0, "\(map.errors)")
    #expect(
      map.output.contains("\"focus\": \"settingsTracking\"") || map.output.contains("settings-tracking"))
    let unknown = try BuiltProgram.run(["map", "--copy", Self.copy, "--focus", "primr"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors
        == "att-journey: --focus: no screen named 'primr'; nearest: primer (att-journey screens lists every name)\n"
    )
    let reviewUnknown = try BuiltProgram.run(["review", "--copy", Self.copy, "--screens", "primr"])
    #expect(reviewUnknown.status == 2)
    #expect(
      reviewUnknown.errors.hasPrefix("att-journey: --screens: no screen named 'primr'; nearest: primer"))
  }
}
