import ConsentEngine
import Foundation
import Testing

/// The lists a tape checks its names against agree with what the engine can emit.
@Suite("Engine vocabulary lists")
struct EngineVocabularyTests {
  private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/ConsentEngine")

  private func source(_ name: String) throws -> String {
    try String(contentsOf: Self.sources.appendingPathComponent(name), encoding: .utf8)
  }

  private func matches(_ pattern: String, in text: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  @Test("every rule id the engine records a finding for is in Finding.engineRules, and each is used")
  func findingRules() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
      $0.hasSuffix(".swift")
    }
    var used: Set<String> = []
    for file in files {
      let text = try source(file)
      used.formUnion(try matches(#"record\(\s*"([A-Z0-9]+-[0-9]+)""#, in: text))
      used.formUnion(try matches(#"rule: "([A-Z0-9]+-[0-9]+)""#, in: text))
    }
    #expect(used.count >= 5)
    #expect(used == Set(Finding.engineRules))
  }

  @Test("EventKind.names lists every name the name switch returns, in order")
  func eventNames() throws {
    let text = try source("EventKind.swift")
    let body = try #require(text.range(of: "public var name: String {"))
    let returned = try matches(#"return "([a-zA-Z]+)""#, in: String(text[body.upperBound...]))
    #expect(returned.count == EventKind.names.count)
    #expect(Array(returned.prefix(EventKind.names.count)) == EventKind.names)
  }

  @Test("docs/engine.md's events table names every event of EventKind.names, and no other")
  func documentedEvents() throws {
    let docs = Self.sources.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/engine.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let start = try #require(text.range(of: "| event | attributes |"))
    let table = String(text[start.upperBound...]).components(separatedBy: "\n\n")[0]
    let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }
    let named = Set(
      try rows.flatMap { row in
        try matches(#"`([a-zA-Z]+)`"#, in: String(row.split(separator: "|")[0]))
      })
    #expect(named == Set(EventKind.names))
  }
}
