import Foundation
import JourneyTestSupport
import Testing

/// The stale-translation cycle as a copywriter meets it: an English value changes, every translation of
/// it is stale (lint, review, export say so) until `signoff` records it again, or an import of a
/// `final` unit made from today's English does.
@Suite("signoff: a changed English value makes its translations stale until they are signed off")
struct SignOffCycleTests {
  static let stale = "COPY-stale-source"
  static let translated = ["de", "es", "fr", "ja", "ko", "zh-Hans"]

  /// A temporary copy of the bundled copy, in `tree`.
  static func copy(in tree: TemporaryTree) throws -> String {
    let copy = tree.root + "/copy"
    try FileManager.default.copyItem(atPath: BuiltProgram.copyDirectory, toPath: copy)
    return copy
  }

  /// Sets `key`'s value in a `.strings` file (one line `"key" = "…";`).
  static func setValue(_ key: String, to value: String, in path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var lines = text.components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.hasPrefix("\"\(key)\" = ") })
    lines[index] = "\"\(key)\" = \"\(value)\";"
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// The lint findings of `rule` as `locale Table/key`, from `lint --format json`.
  static func findings(_ rule: String, copy: String) throws -> [String] {
    let run = try BuiltProgram.run(["lint", "--copy", copy, "--format", "json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let all = try #require(json["findings"] as? [[String: Any]])
    return all.filter { $0["ruleID"] as? String == rule }.map {
      "\($0["locale"] as? String ?? "?") \($0["table"] as? String ?? "?")/\($0["key"] as? String ?? "?")"
    }.sorted()
  }

  @Test("the bundled copy ships signed off: no translation of it is stale")
  func bundledCopyIsSignedOff() throws {
    #expect(FileManager.default.fileExists(atPath: BuiltProgram.copyDirectory + "/signoff.txt"))
    #expect(try Self.findings(Self.stale, copy: BuiltProgram.copyDirectory).isEmpty)
  }

  @Test("lint warns → review marks → export says needs-review-translation → signoff → clean")
  func staleCycle() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = try Self.copy(in: tree)
    try Self.setValue("primer.action", to: "Go on", in: copy + "/en.lproj/Primer.strings")

    // Lint: one warning per translated locale, naming the locale and the key; warnings leave exit 0.
    #expect(try Self.findings(Self.stale, copy: copy) == Self.translated.map { "\($0) Primer/primer.action" })
    let lint = try BuiltProgram.run(["lint", "--copy", copy])
    #expect(lint.status == 0, "\(lint.output)")
    #expect(
      lint.output.contains(
        "ko.lproj/Primer.strings:10:19: warning: [COPY-stale-source] the en source of Primer/primer.action "
          + "changed since ko was signed off"))

    // The walk's inspector shows it on the screen where the key appears, and not before.
    let walk = try BuiltProgram.run(["--copy", copy, "--locale", "ko"])
    let frames = walk.output.components(separatedBy: "── frame ")
    let primer = frames.filter { $0.contains("screen   primer ") }
    let onboarding = frames.filter { $0.contains("screen   onboarding") }
    #expect(!primer.isEmpty && !onboarding.isEmpty)
    #expect(primer.allSatisfy { $0.contains("• COPY-stale-source") })
    #expect(!onboarding.contains { $0.contains("COPY-stale-source") })

    // The review marks the string; --since signoff lists it, with the English now, and no git is needed.
    let review = try BuiltProgram.run(["review", "--copy", copy, "--format", "md"])
    #expect(review.output.contains("| primer\\.action | Go on | ko | 계속 |"))
    #expect(review.output.contains("stale: en changed since sign-off"))
    let since = try BuiltProgram.run(["review", "--copy", copy, "--since", "signoff", "--format", "text"])
    #expect(since.status == 0, "\(since.errors)")
    #expect(since.output.contains("6 strings differ from each locale's sign-off (signoff.txt): 6 changed"))
    #expect(since.output.contains("before: (the en source changed since the sign-off: \"Go on\")"))

    // Export: the stale translations go out as needing review, in all three formats.
    let out = tree.root + "/out"
    #expect(try BuiltProgram.run(["export", "--copy", copy, "--format", "xliff", out + "/x"]).status == 0)
    let xliff = try String(contentsOfFile: out + "/x/ko.xliff", encoding: .utf8)
    #expect(
      xliff.contains("<source>Go on</source>\n        <target state=\"needs-review-translation\">계속</target>")
    )
    #expect(
      try BuiltProgram.run(["export", "--copy", copy, "--format", "xcstrings", out + "/c"]).status == 0)
    let catalog =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: out + "/c/Primer.xcstrings"))) as? [String: Any]
    let strings = try #require(catalog?["strings"] as? [String: Any])
    let action = try #require(strings["primer.action"] as? [String: Any])
    let ko = try #require((action["localizations"] as? [String: Any])?["ko"] as? [String: Any])
    #expect((ko["stringUnit"] as? [String: Any])?["state"] as? String == "needs_review")
    #expect(
      try BuiltProgram.run(["export", "--copy", copy, "--format", "csv", out + "/copy.csv"]).status == 0)
    let csv = try String(contentsOfFile: out + "/copy.csv", encoding: .utf8)
    let koRow = try #require(
      csv.components(separatedBy: "\r\n").first { $0.hasPrefix("\"ko\",\"\",\"Primer\",\"primer.action\"") })
    #expect(koRow.hasSuffix(",\"needs-review-translation\""))

    // Sign off German only: German is clean, the rest still stale.
    let german = try BuiltProgram.run(["signoff", "--copy", copy, "--locales", "de"])
    #expect(german.status == 0, "\(german.errors)")
    #expect(german.errors.contains("(1 with a changed English source"))
    #expect(
      try Self.findings(Self.stale, copy: copy)
        == Self.translated.dropFirst().map { "\($0) Primer/primer.action" })

    // Sign off every locale: lint, export and the review since the sign-off are clean.
    #expect(try BuiltProgram.run(["signoff", "--copy", copy]).status == 0)
    #expect(try Self.findings(Self.stale, copy: copy).isEmpty)
    #expect(try BuiltProgram.run(["export", "--copy", copy, "--format", "xliff", out + "/x2"]).status == 0)
    let after = try String(contentsOfFile: out + "/x2/ko.xliff", encoding: .utf8)
    #expect(after.contains("<source>Go on</source>\n        <target state=\"translated\">계속</target>"))
    let clean = try BuiltProgram.run(["review", "--copy", copy, "--since", "signoff", "--format", "text"])
    #expect(clean.output.contains("No strings changed since each locale's sign-off (signoff.txt)."))
  }

  @Test("signoff.txt is one sorted line per locale and key, and only the signed-off locales' lines change")
  func fileIsReadableInADiff() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = try Self.copy(in: tree)
    let before = try String(contentsOfFile: copy + "/signoff.txt", encoding: .utf8)
    try Self.setValue("primer.title", to: "Ein Wort zur Werbung", in: copy + "/de.lproj/Primer.strings")
    #expect(try BuiltProgram.run(["signoff", "--copy", copy, "--locales", "de"]).status == 0)
    let after = try String(contentsOfFile: copy + "/signoff.txt", encoding: .utf8)
    let old = before.components(separatedBy: "\n")
    let new = after.components(separatedBy: "\n")
    #expect(old.count == new.count)
    let changed = zip(old, new).filter { $0 != $1 }
    #expect(changed.count == 1)
    #expect(changed.first?.1.hasPrefix("de base Primer/primer.title ") == true)
    let records = new.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    #expect(
      records
        == records.sorted {
          $0.split(separator: " ").prefix(3).joined(separator: " ")
            < $1.split(separator: " ").prefix(3).joined(separator: " ")
        })
    #expect(records.allSatisfy { $0.split(separator: " ").count == 5 })
    #expect(
      !records.contains { $0.contains(" System/") || $0.contains(" VoiceOver/") || $0.hasPrefix("en ") })
  }

  @Test("an import of a final unit made from today's English signs that key off, and nothing else")
  func finalImportSignsOff() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = try Self.copy(in: tree)
    try Self.setValue("primer.action", to: "Go on", in: copy + "/en.lproj/Primer.strings")
    let out = tree.root + "/out"
    #expect(try BuiltProgram.run(["export", "--copy", copy, "--format", "xliff", out]).status == 0)
    let path = out + "/ko.xliff"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let stale = "<source>Go on</source>\n        <target state=\"needs-review-translation\">계속</target>"
    #expect(text.contains(stale))
    try text.replacingOccurrences(
      of: stale, with: "<source>Go on</source>\n        <target state=\"final\">계속하기</target>"
    ).write(toFile: path, atomically: true, encoding: .utf8)
    let imported = try BuiltProgram.run(["import", "--copy", copy, path])
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(imported.errors.contains("; 1 signed off (final or signed-off)"))
    #expect(
      try Self.findings(Self.stale, copy: copy)
        == ["de", "es", "fr", "ja", "zh-Hans"].map { "\($0) Primer/primer.action" })
  }

  @Test("a sign-off file that does not read is one line at file:line:column, exit 65, nothing written")
  func badFile() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = try Self.copy(in: tree)
    let path = copy + "/signoff.txt"
    try "# sign-off\nde base Primer/primer.title 0123456789abcdef nothex\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let run = try BuiltProgram.run(["signoff", "--copy", copy])
    #expect(run.status == 65)
    #expect(run.errors == "\(path):2:46: error: expected the translation hash as 16 hex digits\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("nothex\n"))
    let since = try BuiltProgram.run(["review", "--copy", copy, "--since", "signoff"])
    #expect(since.status == 65)
    #expect(since.errors == run.errors)
    try FileManager.default.removeItem(atPath: path)
    let missing = try BuiltProgram.run(["review", "--copy", copy, "--since", "signoff"])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("signoff.txt does not exist; sign the translations off first"))
    let english = try BuiltProgram.run(["signoff", "--copy", copy, "--locales", "en"])
    #expect(english.status == 2)
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
