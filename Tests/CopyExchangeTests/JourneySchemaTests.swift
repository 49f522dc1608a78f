import ConsentEngine
import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing

/// `docs/journey.schema.json` agrees with the `journey.json` decoder on every shipped file and on broken ones.
@Suite("journey.json schema")
struct JourneySchemaTests {
  static var root: String { BuiltProgram.packageRoot().path }

  /// Every journey.json in the repository (build products excluded).
  static func shippedFiles() -> [String] {
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasPrefix(".") || relative.hasPrefix(".build") {
        if relative == ".build" || relative.hasPrefix(".git") { enumerator?.skipDescendants() }
        continue
      }
      if (relative as NSString).lastPathComponent == "journey.json" { files.append(root + "/" + relative) }
    }
    return files.sorted()
  }

  /// Path → schema errors, from Python's `jsonschema` (Draft 2020-12).
  static func schemaErrors(_ paths: [String]) throws -> [String: [String]] {
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1], encoding='utf-8'))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      out = {}
      for path in sys.argv[2:]:
          try:
              document = json.load(open(path, encoding='utf-8'))
              out[path] = [e.message for e in validator.iter_errors(document)]
          except ValueError as error:
              out[path] = ['not JSON: ' + str(error)]
      print(json.dumps(out))
      """
    let result = try ExchangeFixtures.python(script, [root + "/docs/journey.schema.json"] + paths)
    #expect(result.status == 0, "\(result.output)")
    return try JSONDecoder().decode([String: [String]].self, from: Data(result.output.utf8))
  }

  static func decoderAccepts(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    return (try? JourneyFile(bytes: [UInt8](data), path: path)) != nil
  }

  @Test(
    "the bundled copy, every shipped fixture and init's journey.json: valid exactly when the decoder reads them"
  )
  func shipped() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let scaffold = try CopyScaffold(
      appName: "Lumen", locales: ["ko"], variants: [], systemLocales: ["en", "ko"])
    try tree.write("init/journey.json", scaffold.journeyJSON)
    let files = Self.shippedFiles() + [tree.root + "/init/journey.json"]
    #expect(files.contains(Self.root + "/copy/journey.json"))
    let errors = try Self.schemaErrors(files)
    #expect(errors.count == files.count)
    for path in files {
      #expect((errors[path]?.isEmpty == true) == Self.decoderAccepts(path), "\(path): \(errors[path] ?? [])")
    }
    #expect(errors[Self.root + "/copy/journey.json"] == [])
    #expect(errors[tree.root + "/init/journey.json"] == [])
  }

  /// Broken journeys: a name, a piece of the bundled journey.json and what replaces it.
  static let brokenCases: [(String, String, String)] = [
    ("unknown member", #""feature": "picks","#, #""feature": "picks", "colour": "red","#),
    ("bad wiring", #""wiring": "sequential""#, #""wiring": "parallel""#),
    ("bad country", #""defaultCountry": "US""#, #""defaultCountry": "usa""#),
    ("duplicate step", #"["welcome", "daily", "streaks"]"#, #"["welcome", "daily", "daily"]"#),
    (
      "13 onboarding steps, over the cap of 12", #"["welcome", "daily", "streaks"]"#,
      #"["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12"]"#
    ),
    ("sessions without count", #"{ "trigger": "afterOnboarding" }"#, #"{ "trigger": "afterSessions" }"#),
    (
      "zero sessions", #"{ "trigger": "afterOnboarding" }"#,
      #"{ "trigger": "afterSessions", "sessions": 0 }"#
    ),
    (
      "milestone on the wrong trigger", #"{ "trigger": "afterOnboarding" }"#,
      #"{ "trigger": "atLaunch", "milestone": "x" }"#
    ),
    ("bad bundle id", #""com.example.dailygrid""#, #""com example""#),
    ("empty provider name", #""name": "GridAds""#, #""name": """#),
    ("control character in a name", #""name": "GridAds""#, #""name": "Grid\u001bAds""#),
    ("boolean as string", #""introSheet": false"#, #""introSheet": "no""#),
    (
      "unknown after-refusal policy", #""explainerPublished": false"#,
      #""explainerPublished": false, "attAfterRefusal": "never""#
    ),
    (
      "unknown request guard", #""additionalInformation": true }"#,
      #""additionalInformation": true, "requestGuard": "always" }"#
    ),
    (
      "unknown launch request", #""additionalInformation": true }"#,
      #""additionalInformation": true, "launchRequest": "early" }"#
    ),
    (
      "missing request",
      #""request": { "preferExpandedInterface": false, "additionalInformation": true },"#, ""
    ),
  ]

  /// Each broken journey's schema errors by case name, from one run of the validator over all of them.
  static let brokenSchemaErrors: [String: [String]] = {
    guard let bundled = try? String(contentsOfFile: root + "/copy/journey.json", encoding: .utf8),
      let tree = try? TemporaryTree()
    else { return [:] }
    defer { tree.remove() }
    var paths: [String: String] = [:]
    for (index, (name, original, replacement)) in brokenCases.enumerated() {
      let relative = "broken-\(index)/journey.json"
      guard (try? tree.write(relative, bundled.replacing(original, with: replacement))) != nil else {
        return [:]
      }
      paths[name] = tree.root + "/" + relative
    }
    guard let errors = try? schemaErrors(paths.values.sorted()) else { return [:] }
    return paths.compactMapValues { errors[$0] }
  }()

  @Test("broken journeys: the schema refuses each one the decoder refuses", arguments: brokenCases)
  func broken(name: String, original: String, replacement: String) throws {
    let bundled = try String(contentsOfFile: Self.root + "/copy/journey.json", encoding: .utf8)
    #expect(bundled.contains(original), "\(name): the bundled journey no longer contains \(original)")
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("journey.json", bundled.replacing(original, with: replacement))
    #expect(!Self.decoderAccepts(tree.root + "/journey.json"), "\(name): the decoder accepts it")
    let errors = try #require(Self.brokenSchemaErrors[name], "\(name): the validator gave no verdict")
    #expect(!errors.isEmpty, "\(name): the schema accepts it")
  }
}
