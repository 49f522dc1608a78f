import Foundation
import JourneyTestSupport
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

@Suite("Bundled demo tapes")
struct BundledTapesTests {
  static let tapes: [String] = {
    let directory = BundledCopy.directory + "/demos"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".tape") }.sorted().map { directory + "/" + $0 }
  }()

  @Test func thereIsATapePerScenario() {
    #expect(Self.tapes.count >= 14)
  }

  @Test("Every bundled tape passes its checks in every shipped locale", arguments: tapes)
  func playsInEveryLocale(path: String) throws {
    let catalog = try BundledCopy.catalog()
    let journey = try BundledCopy.journey()
    let tape = try TapeParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
    for locale in catalog.locales {
      var overrides = ScenarioOptions()
      overrides.locale = locale
      var player = try TapePlayer(tape: tape, journey: journey, catalog: catalog, overrides: overrides)
      do {
        try player.play()
      } catch {
        Issue.record("\(locale): \(error)")
      }
    }
  }
}
