import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing

/// A small copy with one unit in each status: translated, a stand-in, English left in, missing, a brand.
enum StateCopy {
  static func make() throws -> TemporaryTree {
    let tree = try TemporaryTree()
    try tree.write(
      "en.lproj/Primer.strings",
      """
      /* Title. Budget: 10 characters. */
      "done" = "Hello";
      /* Body. */
      "todo" = "Body text";
      /* Button. */
      "english" = "Continue";
      /* Note. */
      "missing" = "Later";
      /* The app's name. same-as-en */
      "brand" = "Daily Grid";

      """)
    try tree.write(
      "ko.lproj/Primer.strings",
      """
      /* Title. Budget: 10 display columns (a CJK character counts 2, Latin letters and spaces 1). */
      "done" = "안녕";
      "todo" = "[TODO ko] todo";
      "english" = "Continue";
      /* The app's name. same-as-en */
      "brand" = "Daily Grid";

      """)
    try tree.write("ja.lproj/Primer.strings", "\"done\" = \"こんにちは\";\n")
    return tree
  }

  static func units(_ files: [ExportFile], _ catalog: CopyCatalog) throws -> [IncomingUnit] {
    var units: [IncomingUnit] = []
    for file in files {
      units += try ExchangeReading.units(
        bytes: file.bytes, path: "out/" + file.path, context: ImportContext(catalog))
    }
    return units
  }

  static func xliff(
    target: String, state: String?, language: String = "ko", key: String = "done", source: String = "Hello"
  )
    -> [UInt8]
  {
    let stateAttribute = state.map { " state=\"\($0)\"" } ?? ""
    return Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="en.lproj/Primer.strings" source-language="en" target-language="\(language)" datatype="plaintext"><body>
          <trans-unit id="\(key)"><source>\(source)</source><target\(stateAttribute)>\(target)</target></trans-unit>
        </body></file>
      </xliff>
      """.utf8)
  }
}

@Suite("Translation states: exports state each target's status, imports keep what is not final")
struct TranslationStateTests {
  @Test("XLIFF states every target from the copy's own status; stand-ins and missing keys export empty")
  func xliffStates() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let files = ExchangeExport.files(catalog, format: .xliff)
    #expect(files.map(\.path) == ["ja.xliff", "ko.xliff"], "no en.xliff: English is the source")
    let ko = String(decoding: try #require(files.last).bytes, as: UTF8.self)
    #expect(ko.contains("<trans-unit id=\"done\" xml:space=\"preserve\" approved=\"yes\">"))
    #expect(ko.contains("<target state=\"translated\">안녕</target>"))
    #expect(ko.contains("<source>Body text</source>\n        <target state=\"needs-translation\"/>"))
    #expect(ko.contains("<target state=\"needs-review-translation\">Continue</target>"))
    #expect(ko.contains("<source>Later</source>\n        <target state=\"needs-translation\"/>"))
    #expect(ko.contains("<target state=\"translated\">Daily Grid</target>"), "same-as-en is a translation")
    #expect(!ko.contains("[TODO"))
    let document = try XLIFFDocument(bytes: Array(ko.utf8))
    #expect(
      document.files.flatMap(\.units).map(\.state) == [
        "translated", "needs-translation", "needs-review-translation", "needs-translation", "translated",
      ])
  }

  @Test("String Catalogs state translated, new (empty) and needs_review per localization")
  func catalogStates() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let file = try #require(ExchangeExport.files(catalog, format: .xcstrings).first)
    let read = try StringCatalog(bytes: file.bytes, path: file.path)
    func state(_ key: String, _ locale: String) -> String? {
      read.strings.first { $0.key == key }?.localizations[locale]?.stringUnit.map {
        "\($0.state) \($0.value)"
      }
    }
    #expect(state("done", "ko") == "translated 안녕")
    #expect(state("todo", "ko") == "new ")
    #expect(state("english", "ko") == "needs_review Continue")
    #expect(state("missing", "ko") == "new ")
    #expect(state("done", "en") == "translated Hello")
  }

  @Test("an untouched export of every status imports back with nothing changed and nothing listed")
  func untouched() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    for format in [ExchangeFormat.xliff, .xcstrings, .csv] {
      let plan = try ImportPlan.make(
        StateCopy.units(ExchangeExport.files(catalog, format: format), catalog), catalog: catalog)
      #expect(plan.changes.isEmpty, "\(format)")
      #expect(plan.withheld.isEmpty, "\(format)")
      #expect(
        plan.untranslated.map(\.name).sorted() == [
          "Primer/brand (ja)", "Primer/english (ja)", "Primer/missing (ja)", "Primer/missing (ko)",
          "Primer/todo (ja)", "Primer/todo (ko)",
        ], "\(format)")
    }
  }

  @Test("an empty target keeps the value and is listed; lint's value stays")
  func emptyTarget() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    for state in [nil, "translated", "needs-translation"] {
      let units = try ExchangeReading.units(
        bytes: StateCopy.xliff(target: "", state: state), path: "ko.xliff", context: ImportContext(catalog))
      let plan = try ImportPlan.make(units, catalog: catalog)
      #expect(plan.changes.isEmpty, "\(state ?? "no state")")
      #expect(plan.untranslated.map(\.name) == ["Primer/done (ko)"])
      #expect(plan.summary.contains("1 unit with an empty target, not imported: Primer/done (ko)"))
    }
  }

  @Test("a target that needs review is kept out and named, unless --accept-states takes it")
  func needsReview() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let units = try ExchangeReading.units(
      bytes: StateCopy.xliff(target: "안녕하세요", state: "needs-review-translation"), path: "ko.xliff",
      context: ImportContext(catalog))
    let plan = try ImportPlan.make(units, catalog: catalog)
    #expect(plan.changes.isEmpty)
    #expect(plan.writes.isEmpty)
    #expect(
      plan.summary.hasPrefix(
        "0 values changed in 0 files, 0 unchanged; 1 unit is needs-review, not imported: Primer/done (ko)"))
    #expect(
      plan.reportLines == [
        "ko.xliff:4:5: not imported: Primer/done (ko) is needs-review (needs-review-translation in the file)"
      ], "named as --accept-states names it, with the file's own state")
    #expect(plan.summary.hasSuffix(" (--accept-states translated,needs-review takes them)"))
    let taken = try ImportPlan.make(units, catalog: catalog, accepting: [.translated, .needsReview])
    #expect(taken.changes.map(\.new) == ["안녕하세요"])
    let translated = try ImportPlan.make(
      ExchangeReading.units(
        bytes: StateCopy.xliff(target: "안녕하세요", state: "translated"), path: "ko.xliff",
        context: ImportContext(catalog)), catalog: catalog)
    #expect(translated.changes.map(\.new) == ["안녕하세요"])
  }

  @Test("a String Catalog's needs_review and new with an empty value are not imported")
  func catalogStatesImport() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let text = """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "done":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},
          "ko":{"stringUnit":{"state":"new","value":""}}}},
        "english":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Continue"}},
          "ko":{"stringUnit":{"state":"needs_review","value":"계속"}}}}}}
      """
    let units = try ExchangeReading.units(
      bytes: Array(text.utf8), path: "out/Primer.xcstrings", context: ImportContext(catalog))
    let plan = try ImportPlan.make(units, catalog: catalog)
    #expect(plan.changes.isEmpty)
    #expect(plan.untranslated.map(\.name) == ["Primer/done (ko)"])
    #expect(plan.withheld.map(\.name) == ["Primer/english (ko)"])
    #expect(plan.withheld.first?.state == "needs_review")
  }

  @Test("a value over its budget is imported with lint's COPY-budget finding, in the locale's unit")
  func overBudget() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let units = try ExchangeReading.units(
      bytes: StateCopy.xliff(target: "안녕하세요 반가워요", state: "translated"), path: "ko.xliff",
      context: ImportContext(catalog))
    let plan = try ImportPlan.make(units, catalog: catalog)
    #expect(plan.changes.count == 1)
    let budget = plan.findings.filter { $0.finding.ruleID == "COPY-budget" }
    #expect(
      budget.map(\.line) == [
        "ko.xliff:4:5: warning: [COPY-budget] 19/10 display columns: 9 over the budget in its comment: \"안녕하세요 반가워요\" (ko, Primer/done)"
      ])
    #expect(plan.summary.contains("lint finding"))
    #expect(plan.summary.hasSuffix(", imported anyway"))
  }

  @Test("notes state the budget in the unit lint uses for each locale, one unit each")
  func budgetNotes() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let ja = String(
      decoding: try #require(ExchangeExport.files(catalog, format: .xliff).first).bytes, as: UTF8.self)
    #expect(
      ja.contains(
        "<note>Title. Budget: 10 display columns (a CJK character counts 2, Latin letters and spaces 1).</note>"
      ),
      "ja has no comment of its own: English's budget, in the unit lint uses for ja")
    let ko = String(
      decoding: try #require(ExchangeExport.files(catalog, format: .xliff).last).bytes, as: UTF8.self)
    #expect(
      ko.contains(
        "<note>Title. Budget: 10 display columns (a CJK character counts 2, Latin letters and spaces 1).</note>"
      ))
    #expect(
      TranslatorNote.note("Title. Budget: 40.", locale: "ko")
        == "Title. Budget: 40 display columns (a CJK character counts 2, Latin letters and spaces 1).")
    #expect(TranslatorNote.note("Title. Budget: 40.", locale: "fr") == "Title. Budget: 40 characters.")
    let file = try #require(ExchangeExport.files(catalog, format: .xcstrings).first)
    let read = try StringCatalog(bytes: file.bytes, path: file.path)
    #expect(
      read.strings.first { $0.key == "done" }?.comment
        == "Title. Budget: 10 characters in en; 10 display columns (a CJK character counts 2, Latin letters and spaces 1) in ja, ko."
    )
  }

  @Test("a key import adds to a CJK locale carries English's budget in display columns, as lint counts there")
  func appendedComment() throws {
    let copy = try TemporaryTree()
    defer { copy.remove() }
    try copy.write("en.lproj/Primer.strings", "/* Title. Budget: 10 characters. */\n\"done\" = \"Hello\";\n")
    try copy.write("ko.lproj/Primer.strings", "")
    try copy.write("de.lproj/Primer.strings", "")
    let catalog = try CopyCatalog.load(directory: copy.root)
    var written: [String] = []
    for (locale, value) in [("ko", "안녕"), ("de", "Hallo")] {
      let unit = IncomingUnit(
        path: try TablePath.parse("\(locale).lproj/Primer.strings"), key: "done", source: "Hello",
        target: value,
        origin: "\(locale).xliff", line: 3)
      let plan = try ImportPlan.make([unit], catalog: catalog)
      written.append(String(decoding: try #require(plan.writes.first).bytes, as: UTF8.self))
    }
    #expect(
      written == [
        "/* Title. Budget: 10 display columns (a CJK character counts 2, Latin letters and spaces 1). */\n\"done\" = \"안녕\";\n",
        "/* Title. Budget: 10 characters. */\n\"done\" = \"Hallo\";\n",
      ])
  }
}
