import Foundation
import JourneyTestSupport
import Testing

/// `init --app-name`: a name the copy cannot hold as it is (a control, bidi or zero-width character, a
/// line or paragraph separator, a `%`) is refused in one line naming the character, exit 2, nothing
/// written; every name it accepts round-trips: init → play the demo tape it wrote → lint without errors.
@Suite("init --app-name round trip")
struct AppNameRoundTripTests {
  @Test(
    "a refused name: one line naming the character as lint names it, exit 2, nothing written",
    arguments: [
      ("Evil\u{202E}App", "U+202E"), ("Zero\u{200B}Width", "U+200B"), ("Line\u{2028}Break", "U+2028"),
      ("Para\u{2029}Graph", "U+2029"), ("Bell\u{07}", "U+0007"), ("Esc\u{1B}[31m", "U+001B"),
      ("Tab\tName", "U+0009"), ("Iso\u{2066}late", "U+2066"), ("Mark\u{200F}", "U+200F"),
      ("Bom\u{FEFF}", "U+FEFF"),
      ("Joiner\u{200D}x", "U+200D"), ("C1\u{85}x", "U+0085"),
    ])
  func refused(name: String, named: String) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let directory = tree.root + "/app"
    let run = try BuiltProgram.run(["init", directory, "--app-name", name])
    #expect(run.status == 2, "\(run.errors)")
    #expect(
      run.errors.hasPrefix(
        "att-journey: --app-name: error: the app name contains invisible or control characters \(named)"),
      "\(run.errors)")
    #expect(run.errors.filter { $0 == "\n" }.count == 1, "one line")
    #expect(!run.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no raw control character")
    #expect(!run.errors.unicodeScalars.contains { (0x2028...0x2029).contains($0.value) || $0 == "\u{202E}" })
    #expect(!FileManager.default.fileExists(atPath: directory), "nothing written")
  }

  @Test(
    "a name with % (a placeholder to copy) or a work marker (COPY-marker) is refused in one line, exit 2",
    arguments: [
      ("100% Fun", "the app name contains '%'"), ("TODO Tracker", "the work marker \"TODO\""),
      ("[TODO en] x", "the work marker"),
    ])
  func percentAndMarkersRefused(name: String, says: String) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let run = try BuiltProgram.run(["init", tree.root + "/app", "--app-name", name])
    #expect(run.status == 2)
    #expect(run.errors.contains(says), "\(run.errors)")
    #expect(run.errors.filter { $0 == "\n" }.count == 1, "one line")
    #expect(!FileManager.default.fileExists(atPath: tree.root + "/app"))
  }

  @Test(
    "every accepted name round-trips: init, play the demo tape it wrote, lint without errors",
    arguments: Soak.cases(
      [
        "Lumen", "Daily \"Grid\"", "Back\\slash \\n", "Hash # Tag", "*/ Comment /*", "Ünïcödé Café",
        "e\u{301}clair",
        "달력 앱", "カレンダー", "日历", "👨‍👩‍👧 Family", "❤️‍🔥 Hot", "🇫🇷 Paris", "A\u{00A0}B", "$HOME `id` ;",
        "<b>Bold</b> & 'quoted'", "Set Title", "  Spaced  ",
        String(repeating: "Long", count: 30), "Todo List",
      ], everyday: 8))
  func roundTrip(name: String) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let directory = tree.root + "/app"
    let created = try BuiltProgram.run(["init", directory, "--app-name", name, "--locales", "ko"])
    try #require(created.status == 0, "init: \(created.errors)")
    let demos = try FileManager.default.contentsOfDirectory(atPath: directory + "/demos").filter {
      $0.hasSuffix(".tape")
    }
    try #require(demos.count == 1, "\(demos)")
    let tape = directory + "/demos/" + demos[0]
    for locale in ["en", "ko"] {
      let played = try BuiltProgram.run(["play", tape, "--copy", directory, "--locale", locale])
      #expect(played.status == 0, "play in \(locale): \(played.errors)")
      #expect(played.output.contains(": passed ("), "\(played.output)")
    }
    let lint = try BuiltProgram.run(["lint", "--copy", directory, "--format", "json"])
    #expect(lint.status == 0, "lint: \(lint.output.prefix(2_000)) \(lint.errors)")
    let json = try JSONSerialization.jsonObject(with: Data(lint.output.utf8))
    let list = (json as? [[String: Any]]) ?? ((json as? [String: Any])?["findings"] as? [[String: Any]]) ?? []
    let errors = list.filter { $0["severity"] as? String == "error" }
    #expect(errors.isEmpty, "\(errors)")
    // Foundation's own .strings reader reads the name back as it was given (trimmed).
    for locale in ["en", "ko"] {
      let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/\(locale).lproj/InfoPlist.strings"))
      let table = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      #expect(
        (table as? [String: String])?["CFBundleDisplayName"] == name.trimmingCharacters(in: .whitespaces),
        "the display name in \(locale)")
    }
  }
}
