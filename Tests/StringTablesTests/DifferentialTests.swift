import Foundation
import JourneyTestSupport
import Testing

@testable import StringTables

/// Our reader against Foundation's `PropertyListSerialization` on fixtures and on the bundled copy.
@Suite("Differential: .strings vs Foundation")
struct DifferentialTests {
  static func files(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".strings") }.sorted()
      .map { directory + "/" + $0 }
  }

  static func compare(_ path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let ours = try StringsFile(bytes: bytes, path: path)
    if ours.entries.isEmpty { return }
    #expect(ours.dictionary == (try foundationStrings(bytes)), "\(path)")
  }

  @Test func fixturesMatchFoundation() throws {
    let paths = Self.files(under: CopyFixtures.strings)
    #expect(paths.count >= 5)
    for path in paths { try Self.compare(path) }
  }

  @Test func bundledCopyMatchesFoundation() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("copy").path
    let paths = Self.files(under: root)
    // Seven locales' tables and the variants' overlays: an empty list would compare nothing.
    #expect(paths.count >= 50, "\(paths.count) .strings files under copy/")
    for path in paths { try Self.compare(path) }
  }

  @Test func trickyFixtureValues() throws {
    let path = CopyFixtures.strings + "/tricky.strings"
    let file = try StringsFile(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), path: path)
    #expect(file.dictionary["octal"] == "ABC ØÆ \0x")
    #expect(file.dictionary["crlf2"] == "b")
    #expect(file.duplicates.map(\.key) == ["dup"])
    #expect(file.entries.first { $0.key == "primer.body" }?.comment == "Multi-line\n   translator note")
  }
}
