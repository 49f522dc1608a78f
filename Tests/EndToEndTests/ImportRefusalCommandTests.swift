import Foundation
import JourneyTestSupport
import Testing

/// A file that `import` must refuse, and what its one error line must say.
struct RefusedInput: Sendable, CustomTestStringConvertible {
  var name: String
  var file: String
  var text: String
  var says: String
  var testDescription: String { name }
}

@Suite("import refuses by name in one line and writes nothing; --strict refuses lint errors")
struct ImportRefusalCommandTests {
  /// A copy of the bundled copy and its export to XLIFF, in a temporary folder.
  static func exported() throws -> (tree: TemporaryTree, copy: String, ko: String) {
    let tree = try TemporaryTree()
    let copy = tree.root + "/copy"
    try FileManager.default.copyItem(atPath: BuiltProgram.copyDirectory, toPath: copy)
    let run = try BuiltProgram.run(["export", "--copy", copy, "--format", "xliff", tree.root + "/out"])
    #expect(run.status == 0, "\(run.errors)")
    return (tree, copy, tree.root + "/out/ko.xliff")
  }

  /// The XLIFF file with the target of the first unit `key` (in the base Primer table, which comes before
  /// the variants) set to `value`.
  static func setTarget(_ key: String, to value: String, in path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let unit = try #require(text.range(of: "<trans-unit id=\"\(key)\""))
    let open = try #require(
      text.range(of: "<target state=\"translated\">", range: unit.upperBound..<text.endIndex))
    let close = try #require(text.range(of: "</target>", range: open.upperBound..<text.endIndex))
    try text.replacingCharacters(in: open.upperBound..<close.lowerBound, with: value)
      .write(toFile: path, atomically: true, encoding: .utf8)
  }

  static let catalogHead = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\n"

  static let refused: [RefusedInput] = [
    RefusedInput(
      name: "substitutions in ja only", file: "Primer.xcstrings",
      text: catalogHead
        + """
        "primer.action":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Continue"}},
          "ko":{"stringUnit":{"state":"translated","value":"계속하기"}},
          "ja":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,
            "formatSpecifier":"d","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}}}}
        """,
      says: "primer.action (ja: substitution %#@n@)"),
    RefusedInput(
      name: "shouldTranslate false", file: "Primer.xcstrings",
      text: catalogHead
        + """
        "primer.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A Quick Word About Ads"}},
          "ko":{"stringUnit":{"state":"translated","value":"광고 이야기"}}}},
        "primer.action":{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"translated","value":"Continue"}},
          "ko":{"stringUnit":{"state":"translated","value":"계속하기"}}}}}}
        """,
      says:
        "\"shouldTranslate\": false marks text no translation may change, yet these keys carry translations: Primer/primer.action (line 4: ko)"
    ),
    RefusedInput(
      name: "English edited in a String Catalog", file: "Primer.xcstrings",
      text: catalogHead
        + """
        "primer.action":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Go on"}},
          "ko":{"stringUnit":{"state":"translated","value":"계속하기"}}}}}}
        """,
      says: "edit the English in en.lproj, not in a translation file"),
  ]

  @Test(
    "each refusal is one located line, exit 65, and the copy folder is byte-identical", arguments: refused)
  func refusal(_ input: RefusedInput) throws {
    let (tree, copy, _) = try Self.exported()
    defer { tree.remove() }
    let before = try FolderSnapshot.files(copy)
    try tree.write(input.file, input.text)
    let run = try BuiltProgram.run(["import", "--copy", copy, tree.root + "/" + input.file])
    #expect(run.status == 65, "\(run.errors)")
    let lines = run.errors.split(separator: "\n")
    #expect(lines.count == 1, "\(run.errors)")
    #expect(run.errors.hasPrefix("\(tree.root)/\(input.file):"), "\(run.errors)")
    #expect(run.errors.contains(": error: "))
    #expect(run.errors.contains(input.says), "\(run.errors)")
    #expect(!run.errors.contains("\u{1B}"))
    #expect(try FolderSnapshot.files(copy) == before)
  }

  @Test(
    "a placeholder English does not have, in one unit of many, refuses the file and names it",
    arguments: ["%@", "%1$@", "%d"])
  func extraPlaceholder(placeholder: String) throws {
    let (tree, copy, ko) = try Self.exported()
    defer { tree.remove() }
    let before = try FolderSnapshot.files(copy)
    try Self.setTarget("primer.action", to: "계속 \(placeholder)", in: ko)
    let run = try BuiltProgram.run(["import", "--copy", copy, ko])
    #expect(run.status == 65)
    #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
    #expect(
      run.errors.contains(
        ": error: placeholders the en text does not have: Primer/primer.action (ko) has \(placeholder); the app passes no value for them"
      ), "\(run.errors)")
    #expect(run.errors.range(of: #"ko\.xliff:\d+:\d+: error"#, options: .regularExpression) != nil)
    #expect(try FolderSnapshot.files(copy) == before)
  }

  @Test("two files that disagree on a value name both places; nothing written")
  func disagreeing() throws {
    let (tree, copy, ko) = try Self.exported()
    defer { tree.remove() }
    let before = try FolderSnapshot.files(copy)
    let other = tree.root + "/again.xliff"
    try FileManager.default.copyItem(atPath: ko, toPath: other)
    try Self.setTarget("primer.action", to: "계속하기", in: ko)
    try Self.setTarget("primer.action", to: "다음", in: other)
    let run = try BuiltProgram.run(["import", "--copy", copy, ko, other])
    #expect(run.status == 65)
    #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
    #expect(run.errors.hasPrefix(other + ":"))
    #expect(
      run.errors.range(
        of: #"is given twice with different values: "다음" here, "계속하기" at .*/out/ko\.xliff:\d+:\d+"#,
        options: .regularExpression) != nil, "\(run.errors)")
    #expect(try FolderSnapshot.files(copy) == before)
  }

  @Test("a primer button meaning Allow: a warning without --strict; with it, exit 1 and nothing written")
  func strict() throws {
    let (tree, copy, ko) = try Self.exported()
    defer { tree.remove() }
    let before = try FolderSnapshot.files(copy)
    try Self.setTarget("primer.action", to: "허용", in: ko)
    try Self.setTarget("primer.title", to: "광고에 대해 알려 드려요", in: ko)
    let refused = try BuiltProgram.run(["import", "--strict", "--copy", copy, ko])
    #expect(refused.status == 1, "\(refused.errors)")
    #expect(refused.errors.split(separator: "\n").count == 1, "\(refused.errors)")
    #expect(
      refused.errors.contains(": error: --strict: Primer/primer.action (ko): [HIG-1-allow] "),
      "\(refused.errors)")
    #expect(refused.errors.hasSuffix("; nothing written\n"))
    #expect(refused.output.contains(": error: [HIG-1-allow] "), "the findings are listed: \(refused.output)")
    #expect(refused.output.contains("(ko, Primer/primer.action)"))
    #expect(try FolderSnapshot.files(copy) == before)
    let taken = try BuiltProgram.run(["import", "--copy", copy, ko])
    #expect(taken.status == 0, "\(taken.errors)")
    #expect(taken.output.contains(": warning: [HIG-1-allow] "), "\(taken.output)")
    #expect(taken.errors.contains("2 values changed in 1 file"))
    #expect(taken.errors.contains("HIG-1-allow"))
  }
}
