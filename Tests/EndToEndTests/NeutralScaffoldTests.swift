import Foundation
import JourneyTestSupport
import Testing

/// `init` for a team's own app, as a new user runs it: the folder names only that app, lints without
/// errors (what is left to write is a warning with its place), and stays without errors once the
/// app's own strings are imported while the glossary's facts are still unwritten.
@Suite("init: a neutral scaffold for a team's own app")
struct NeutralScaffoldTests {
  /// Words of the bundled sample app (its name, feature, game, ad networks, other apps) that no folder
  /// `init` writes for another app may hold, compared case-insensitively.
  static let sampleWords = [
    "Daily Grid", "dailygrid", "Picks for You", "picks", "puzzle", "grid", "streak", "game", "archive",
    "GridAds", "WebBanners", "Photo Lab", "Weather Now", "Start Playing", "추천 퍼즐", "パズル", "谜题",
  ]

  /// Every text file under `folder`, by path relative to it.
  static func texts(under folder: String) throws -> [String: String] {
    var texts: [String: String] = [:]
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
    for case let relative as String in enumerator {
      let path = folder + "/" + relative
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
        continue
      }
      texts[relative] = try String(contentsOfFile: path, encoding: .utf8)
    }
    return texts
  }

  /// The findings `lint --format json` prints, with the exit status.
  static func lint(_ folder: String) throws -> (status: Int32, findings: [[String: Any]]) {
    let run = try BuiltProgram.run(["lint", "--copy", folder, "--format", "json"])
    let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    let list = (json as? [[String: Any]]) ?? ((json as? [String: Any])?["findings"] as? [[String: Any]]) ?? []
    return (run.status, list)
  }

  @Test(
    "every sample-app word the check looks for is in the bundled copy, so the check cannot pass vacuously")
  func sampleWordsAreTheSampleApps() throws {
    let bundled = try Self.texts(under: BuiltProgram.copyDirectory).values.joined(separator: "\n")
      .lowercased()
    for word in Self.sampleWords {
      #expect(bundled.contains(word.lowercased()), "\"\(word)\" is not in the bundled copy")
    }
  }

  @Test(
    "init → lint → import the app's own purpose strings → lint: no sample-app word, no error, the unwritten facts warned at file:line:column",
    arguments: [
      (
        app: "Café Lumière", feature: "Moments du jour", locales: "fr,ja", bundle: "com.example.cafelumiere",
        id: "moments-du-jour"
      ),
      (
        app: "Starlight Notes", feature: "おすすめノート", locales: "ja,ko", bundle: "com.example.starlightnotes",
        id: "feature"
      ),
    ])
  func ownApp(app: String, feature: String, locales: String, bundle: String, id: String) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let folder = tree.root + "/copy"
    let created = try BuiltProgram.run([
      "init", folder, "--app-name", app, "--feature", feature, "--locales", locales,
    ])
    try #require(created.status == 0, "init: \(created.errors)")

    let texts = try Self.texts(under: folder)
    #expect(texts.count > 15, "\(texts.keys.sorted())")
    let all = texts.values.joined(separator: "\n")
    #expect(all.contains(app) && all.contains(feature), "the folder names the app and its feature")
    #expect(!all.contains("/* Text for "), "every key has a note of its own")
    for (path, text) in texts.sorted(by: { $0.key < $1.key }) {
      for word in Self.sampleWords where text.lowercased().contains(word.lowercased()) {
        Issue.record("\(path) holds the sample app's word \"\(word)\"")
      }
    }
    let journey = try #require(texts["journey.json"])
    #expect(journey.contains("\"bundleId\": \"\(bundle)\""), "\(journey)")
    #expect(journey.contains("\"feature\": \"\(id)\""), "\(journey)")
    #expect(texts["glossary/en.strings"]?.contains("\"fact.feature\" = \"[TODO en] fact.feature\";") == true)
    #expect(texts["en.lproj/InfoPlist.strings"]?.contains("Facts: partners, uses, feature") == true)

    let before = try Self.lint(folder)
    #expect(before.status == 0)
    #expect(before.findings.filter { $0["severity"] as? String == "error" }.isEmpty, "\(before.findings)")

    // The app's own Info.plist strings, in two of its locales; its glossary facts stay unwritten.
    let project = tree.root + "/App"
    let firstLocale = String(locales.split(separator: ",")[0])
    try tree.write(
      "App/en.lproj/InfoPlist.strings",
      """
      "CFBundleDisplayName" = "\(app)";
      "NSUserTrackingUsageDescription" = "Lets us show you ads that match what you like in \(feature).";

      """)
    try tree.write(
      "App/\(firstLocale).lproj/InfoPlist.strings",
      """
      "NSUserTrackingUsageDescription" = "\(firstLocale == "fr" ? "Des publicités plus pertinentes dans" : "広告を") \(feature).";

      """)
    let imported = try BuiltProgram.run(["import", "--copy", folder, project])
    try #require(imported.status == 0, "import: \(imported.errors)")
    let infoPlist = try String(contentsOfFile: folder + "/en.lproj/InfoPlist.strings", encoding: .utf8)
    #expect(infoPlist.contains("ads that match"), "the import took the English purpose string")

    let after = try Self.lint(folder)
    #expect(after.status == 0)
    let errors = after.findings.filter { $0["severity"] as? String == "error" }
    #expect(errors.isEmpty, "\(errors)")
    let glossary = folder + "/glossary/en.strings"
    let glossaryLines = try String(contentsOfFile: glossary, encoding: .utf8).components(separatedBy: "\n")
    for fact in ["partners", "other-companies", "uses", "feature", "same-either-way", "settings"] {
      let warning = after.findings.first {
        $0["ruleID"] as? String == "COPY-unwritten" && $0["key"] as? String == "fact.\(fact)"
          && $0["file"] as? String == glossary
      }
      let line = try #require(warning?["line"] as? Int, "fact.\(fact) is warned about: \(after.findings)")
      let column = try #require(warning?["column"] as? Int)
      #expect(warning?["severity"] as? String == "warning")
      #expect(
        glossaryLines[line - 1].dropFirst(column - 1).hasPrefix("\"[TODO en] fact.\(fact)\""),
        "\(line):\(column) is the value in \(glossaryLines[line - 1])")
    }
    let text = try BuiltProgram.run(["lint", "--copy", folder])
    #expect(text.output.contains("\(glossary):"), "the text report names the glossary's place")
  }

  @Test(
    "a refused feature or app name: one line, exit 2, nothing written",
    arguments: [
      ("--feature", "Esc\u{1B}[31m", "invisible or control characters U+001B"),
      ("--feature", "Save %@", "contains '%'"),
      ("--feature", "", "must not be empty"),
      ("--feature", "TODO list", "the work marker"),
      ("--feature", String(repeating: "Picks ", count: 60), "at most 200 are taken"),
      ("--app-name", String(repeating: "é", count: 201), "201 characters long; at most 200"),
    ])
  func refusedNames(option: String, name: String, says: String) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let folder = tree.root + "/app"
    var arguments = ["init", folder, "--app-name", "Lumen"]
    if option == "--feature" { arguments += ["--feature", name] } else { arguments[3] = name }
    let run = try BuiltProgram.run(arguments)
    #expect(run.status == 2, "\(run.errors)")
    #expect(run.errors.hasPrefix("att-journey: \(option): error: "), "\(run.errors)")
    #expect(run.errors.contains(says), "\(run.errors)")
    #expect(run.errors.filter { $0 == "\n" }.count == 1, "one line")
    #expect(!run.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no raw control character")
    #expect(run.errors.count < 300, "the name is shortened in the message")
    #expect(!FileManager.default.fileExists(atPath: folder), "nothing written")
  }

  @Test("quotes and a name at the length limit are taken as they are and lint without errors")
  func quotedAndLongNames() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let folder = tree.root + "/app"
    let feature = "\"Best\" of 'Today' */ \\n"
    let app = String(repeating: "Ü", count: 200)
    let run = try BuiltProgram.run(["init", folder, "--app-name", app, "--feature", feature])
    try #require(run.status == 0, "\(run.errors)")
    let glossary = try Data(contentsOf: URL(fileURLWithPath: folder + "/glossary/en.strings"))
    let terms = try #require(
      try PropertyListSerialization.propertyList(from: glossary, options: [], format: nil)
        as? [String: String])
    #expect(terms[feature] == feature, "Foundation reads the feature's term back as given")
    let lint = try Self.lint(folder)
    #expect(lint.findings.filter { $0["severity"] as? String == "error" }.isEmpty, "\(lint.findings)")
  }

  @Test(
    "DIR that is a file, a symbolic link (even to an empty folder) or a non-empty folder: one line, exit 73, nothing written"
  )
  func refusedFolders() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("file", "mine\n")
    try FileManager.default.createDirectory(atPath: tree.root + "/empty", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: tree.root + "/link", withDestinationPath: tree.root + "/empty")
    try tree.write("full/notes.txt", "mine\n")
    for (path, says) in [
      ("file", "is a file, not a folder"), ("link", "is a symbolic link"), ("link/", "is a symbolic link"),
      ("full", "is not empty"),
    ] {
      let run = try BuiltProgram.run(["init", tree.root + "/" + path, "--app-name", "Lumen"])
      #expect(run.status == 73, "\(path): \(run.errors)")
      let prefix = path == "full" ? "att-journey: \(tree.root)/full " : "\(tree.root)/\(path): error: "
      #expect(run.errors.hasPrefix(prefix), "\(run.errors)")
      #expect(run.errors.contains(says), "\(path): \(run.errors)")
      #expect(run.errors.filter { $0 == "\n" }.count == 1, "one line")
    }
    #expect(try String(contentsOfFile: tree.root + "/file", encoding: .utf8) == "mine\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root + "/empty").isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root + "/full") == ["notes.txt"])
    let fresh = try BuiltProgram.run(["init", tree.root + "/empty", "--app-name", "Lumen"])
    #expect(fresh.status == 0, "an empty folder named as it is is fine: \(fresh.errors)")
  }
}
