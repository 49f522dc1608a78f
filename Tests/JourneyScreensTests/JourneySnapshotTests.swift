import ConsentEngine
import JourneyTestSupport
import StringTables
import Testing

/// Text snapshots of every gallery screen in en, ko, ja, fr and the accented pseudo-locale.
@Suite("Journey screen snapshots")
struct JourneySnapshotTests {
  /// A locale, or English under a pseudo-locale.
  struct Language: Sendable, CustomStringConvertible {
    let locale: String
    let pseudo: PseudoLocale?
    var description: String { pseudo.map { "pseudo-\($0.rawValue)" } ?? locale }
  }

  static let languages = [
    Language(locale: "en", pseudo: nil), Language(locale: "ko", pseudo: nil),
    Language(locale: "ja", pseudo: nil),
    Language(locale: "fr", pseudo: nil), Language(locale: "en", pseudo: .accented),
  ]

  @Test("every gallery screen matches its snapshot", arguments: languages)
  func gallery(_ language: Language) throws {
    let copy = try JourneyFixtures.copy(language.locale, pseudo: language.pseudo)
    for entry in JourneyFixtures.gallery {
      let frame = JourneyFixtures.render(entry.state, copy: copy)
      assertSnapshot(of: frame.buffer, named: "journey/\(language)-\(entry.name)")
    }
  }

  @Test(
    "real translations fit their boxes: no overflow, no missing key", arguments: ["en", "ko", "ja", "fr"])
  func noOverflow(_ locale: String) throws {
    let copy = try JourneyFixtures.copy(locale)
    for entry in JourneyFixtures.gallery {
      let frame = JourneyFixtures.render(entry.state, copy: copy)
      #expect(frame.findings.isEmpty, "\(locale) \(entry.name): \(frame.findings.map(\.message))")
    }
  }

  @Test("inspector and help over a screen match their snapshots")
  func chrome() throws {
    let copy = try JourneyFixtures.copy()
    let primer = try JourneyFixtures.state("primer")
    assertSnapshot(
      of: JourneyFixtures.render(
        primer, copy: copy, inspector: true, events: try JourneyFixtures.events(of: "primer")
      ).buffer,
      named: "journey/en-inspector-primer")
    assertSnapshot(
      of: JourneyFixtures.render(primer, copy: copy, help: true).buffer, named: "journey/en-help-primer")
  }
}
