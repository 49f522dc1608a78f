import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing
import TextSafety

/// Files that name what they refuse.
enum RefusalFiles {
  /// A String Catalog of the StateCopy's Primer table with `strings` as its members.
  static func catalog(_ strings: String) -> [UInt8] {
    Array("{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\(strings)}}".utf8)
  }

  /// An XLIFF file of the StateCopy's Primer table in Korean with `units` as its body.
  static func xliff(_ units: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="en.lproj/Primer.strings" source-language="en" target-language="ko" datatype="plaintext"><body>
      \(units)
        </body></file>
      </xliff>
      """.utf8)
  }
}

/// An extra placeholder: the English source, the translation, and the placeholder named.
struct ExtraPlaceholder: Sendable, CustomTestStringConvertible {
  var source: String
  var target: String
  var extra: String
  var testDescription: String { "\"\(target)\" from \"\(source)\"" }
}

@Suite("Refused by name, nothing planned: substitutions, shouldTranslate false, extra placeholders, doubles")
struct ImportRefusalTests {
  @Test("substitutions in one locale only: that locale's key is refused by name, the plain one would pass")
  func substitutionsInOneLocale() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let bytes = RefusalFiles.catalog(
      """
      "done":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},
        "ko":{"stringUnit":{"state":"translated","value":"안녕"}},
        "ja":{"stringUnit":{"state":"translated","value":"%#@n@"},
          "substitutions":{"n":{"argNum":1,"formatSpecifier":"d","variations":{"plural":{
            "other":{"stringUnit":{"state":"translated","value":"%arg 件"}}}}}}}}}
      """)
    do {
      _ = try ExchangeReading.units(
        bytes: bytes, path: "out/Primer.xcstrings", context: ImportContext(catalog))
      Issue.record("substitutions were read as one value")
    } catch {
      let text = error.description
      #expect(text.hasPrefix("out/Primer.xcstrings:3: error: "), "at the ja localization: \(text)")
      #expect(text.contains("done (ja: substitution %#@n@)"))
      #expect(!text.contains("(ko"), "the plain localization is not named")
      #expect(!text.contains("\n"))
    }
  }

  @Test("keys marked shouldTranslate false are refused by name, each with its line and locales")
  func shouldTranslateFalse() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let bytes = RefusalFiles.catalog(
      """
      "done":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},
        "ko":{"stringUnit":{"state":"translated","value":"안녕"}}}},
      "brand":{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"translated","value":"Daily Grid"}},
        "ko":{"stringUnit":{"state":"translated","value":"데일리 그리드"}},
        "ja":{"stringUnit":{"state":"translated","value":"デイリー"}}}},
      "english":{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"translated","value":"Continue"}}}}
      """)
    #expect(
      throws: ExchangeError.unknown(
        SourceLocation(file: "Primer.xcstrings", line: 3, column: 9),
        message:
          "\"shouldTranslate\": false marks text no translation may change, yet these keys carry translations: Primer/brand (line 3: ja, ko); take them out of the file or the mark off the key"
      )
    ) {
      try ExchangeReading.units(bytes: bytes, path: "Primer.xcstrings", context: ImportContext(catalog))
    }
    let english = RefusalFiles.catalog(
      """
      "english":{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"translated","value":"Continue"}}}}
      """)
    #expect(
      try ExchangeReading.units(bytes: english, path: "Primer.xcstrings", context: ImportContext(catalog))
        .isEmpty,
      "a key marked so with English alone carries nothing to refuse")
  }

  @Test(
    "placeholders the English text does not have are refused, naming the unit and the placeholder (a substitution stripped of its cases too)",
    arguments: [
      ExtraPlaceholder(source: "Hello", target: "안녕 %@", extra: "%@"),
      ExtraPlaceholder(source: "Hello", target: "안녕 %1$@", extra: "%1$@"),
      ExtraPlaceholder(source: "Hello", target: "안녕 %d", extra: "%d"),
      ExtraPlaceholder(source: "Hello %@", target: "안녕 %d", extra: "%d"),
      ExtraPlaceholder(source: "Hello %@", target: "안녕 %@ %2$@", extra: "%2$@"),
      ExtraPlaceholder(source: "Hello", target: "%#@n@ 안녕", extra: "%#@n@"),
    ])
  func extraPlaceholder(_ example: ExtraPlaceholder) throws {
    let copy = try TemporaryTree()
    defer { copy.remove() }
    try copy.write(
      "en.lproj/Primer.strings", "/* Title. */\n\"done\" = \"\(example.source)\";\n\"other\" = \"Bye\";\n")
    try copy.write("ko.lproj/Primer.strings", "\"done\" = \"안녕\";\n\"other\" = \"잘 가\";\n")
    let catalog = try CopyCatalog.load(directory: copy.root)
    let units = [
      IncomingUnit(
        path: try TablePath.parse("ko.lproj/Primer.strings"), key: "other", source: "Bye", target: "잘 가요",
        origin: "ko.xliff", line: 4, column: 5),
      IncomingUnit(
        path: try TablePath.parse("ko.lproj/Primer.strings"), key: "done", source: example.source,
        target: example.target, origin: "ko.xliff", line: 9, column: 5),
    ]
    #expect(
      throws: ExchangeError.unknown(
        SourceLocation(file: "ko.xliff", line: 9, column: 5),
        message:
          "placeholders the en text does not have: Primer/done (ko) has \(example.extra); the app passes no value for them"
      )
    ) {
      try ImportPlan.make(units, catalog: catalog)
    }
  }

  @Test("the same placeholder written positionally, or one English has, is no refusal")
  func samePlaceholders() {
    #expect(ImportPlanProbe.extra("안녕 %1$@", source: "Hello %@").isEmpty)
    #expect(ImportPlanProbe.extra("%2$@ %1$@", source: "%@ and %@").isEmpty)
    #expect(ImportPlanProbe.extra("100%%", source: "All").isEmpty)
  }

  @Test("approved=\"no\" on one unit of many holds that one and lists it; the others are imported")
  func approvedNo() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let bytes = RefusalFiles.xliff(
      """
          <trans-unit id="done" approved="no"><source>Hello</source><target state="translated">안녕하세요</target></trans-unit>
          <trans-unit id="english" approved="yes"><source>Continue</source><target state="translated">계속</target></trans-unit>
          <trans-unit id="todo"><source>Body text</source><target state="final">본문</target></trans-unit>
      """)
    let units = try ExchangeReading.units(bytes: bytes, path: "ko.xliff", context: ImportContext(catalog))
    let plan = try ImportPlan.make(units, catalog: catalog)
    #expect(plan.changes.map(\.key) == ["english", "todo"])
    #expect(plan.withheld.map(\.name) == ["Primer/done (ko)"])
    #expect(
      plan.reportLines.contains(
        "ko.xliff:4:5: not imported: Primer/done (ko) is needs-review (approved=\"no\", state=\"translated\" in the file)"
      ), "\(plan.reportLines)")
    #expect(
      plan.summary.contains(
        "1 unit is needs-review, not imported: Primer/done (ko) (--accept-states translated,needs-review takes them)"
      ), "\(plan.summary)")
    let taken = try ImportPlan.make(units, catalog: catalog, accepting: [.translated, .needsReview])
    #expect(taken.changes.map(\.key) == ["done", "english", "todo"])
  }

  @Test("two files giving one key different values name both places")
  func disagreeing() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let path = try TablePath.parse("ko.lproj/Primer.strings")
    let units = [
      IncomingUnit(
        path: path, key: "done", source: "Hello", target: "안녕", origin: "a/ko.xliff", line: 4, column: 5),
      IncomingUnit(path: path, key: "done", source: "Hello", target: "반가워요", origin: "ko.csv", line: 7),
    ]
    #expect(
      throws: ExchangeError.unknown(
        SourceLocation(file: "ko.csv", line: 7, column: 0),
        message:
          "Primer/done (ko) is given twice with different values: \"반가워요\" here, \"안녕\" at a/ko.xliff:4:5")
    ) {
      try ImportPlan.make(units, catalog: catalog)
    }
  }

  @Test("a String Catalog whose English differs from en.lproj says to edit the English there")
  func englishEditedInCatalog() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let bytes = RefusalFiles.catalog(
      """
      "done":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello there"}},
        "ko":{"stringUnit":{"state":"translated","value":"안녕하세요"}}}}
      """)
    let units = try ExchangeReading.units(
      bytes: bytes, path: "Primer.xcstrings", context: ImportContext(catalog))
    do {
      _ = try ImportPlan.make(units, catalog: catalog)
      Issue.record("an edited English was taken")
    } catch {
      let text = error.description
      #expect(text.hasPrefix("Primer.xcstrings:2:"), "at the translation: \(text)")
      #expect(text.contains("\"Hello there\" here but \"Hello\" in \(copy.root)/en.lproj/Primer.strings"))
      #expect(text.contains("edit the English in en.lproj, not in a translation file"))
    }
  }

  @Test("a file po2xliff wrote without a template is refused at its <file>, naming why")
  func poWithoutTemplate() {
    let bytes = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.1" version="1.1">
        <file original="ko.po" source-language="en-US" datatype="plaintext" target-language="ko">
          <body>
            <trans-unit xml:space="preserve" id="3" approved="yes">
              <source>Continue</source>
              <target state="translated">계속</target>
            </trans-unit>
          </body>
        </file>
      </xliff>
      """.utf8)
    do {
      _ = try ExchangeReading.units(bytes: bytes, path: "ko.xliff", context: ExchangeFixtures.context)
      Issue.record("read")
    } catch {
      #expect(
        error.description.hasPrefix("ko.xliff:3:3: error: <file original=\"ko.po\"> was made by po2xliff"))
      #expect(error.description.contains("translate the .xliff that export wrote"))
    }
  }
}

/// What the plan's placeholder check finds, through a one-unit plan.
enum ImportPlanProbe {
  static func extra(_ target: String, source: String) -> String {
    guard let copy = try? TemporaryTree() else { return "no folder" }
    defer { copy.remove() }
    do {
      try copy.write("en.lproj/Primer.strings", StringsWriting.file([("k", source, nil)]))
      try copy.write("ko.lproj/Primer.strings", "")
      let catalog = try CopyCatalog.load(directory: copy.root)
      let unit = IncomingUnit(
        path: try TablePath.parse("ko.lproj/Primer.strings"), key: "k", source: source, target: target,
        origin: "ko.xliff", line: 1)
      _ = try ImportPlan.make([unit], catalog: catalog)
      return ""
    } catch {
      return "\(error)"
    }
  }
}
