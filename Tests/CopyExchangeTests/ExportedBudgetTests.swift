import CopyLint
import Foundation
import JourneyTestSupport
import StringTables
import Testing

@testable import CopyExchange

/// What translators get with every key: a budget in their locale's unit, only the app's own words, and
/// "needs review" for exactly the reasons lint gives.
@Suite("Exported notes: a budget on every key, in each locale's unit; iOS's words stay home")
struct ExportedBudgetTests {
  static let columnLocales: Set<String> = ["ja", "ko", "zh-Hans"]

  /// The unit every budget in `note` is stated in for `locale`, nil when the note states none.
  static func unit(of note: String?, locale: String) -> String? {
    guard let note, let budget = CopyBudget.parse(comment: note, locale: locale) else { return nil }
    guard note.contains("Budget: \(budget.limit) \(budget.unit.name)") else { return "unstated" }
    return budget.unit.name
  }

  /// The unit lint counts `locale` in, as a note names it; a caption's lines are the same everywhere.
  static func expected(_ unit: String?, locale: String) -> Bool {
    guard let unit else { return false }
    if unit.hasPrefix("lines of ") { return true }
    return unit == (columnLocales.contains(locale) ? "display columns" : "characters")
  }

  @Test("every XLIFF unit of the bundled copy states its budget in its locale's unit")
  func xliffNotes() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    let files = ExchangeExport.files(catalog, format: .xliff)
    var checked = 0
    for unit in try StateCopy.units(files, catalog) {
      let locale = unit.path.layer.locale
      let file = try #require(files.first { $0.path == "\(locale).xliff" })
      let document = try XLIFFDocument(bytes: file.bytes)
      let table = document.files.first { file in
        (try? TablePath.parse(file.original)).map {
          $0.table == unit.path.table && $0.layer.variant == unit.path.layer.variant
        } == true
      }
      let note = table?.units.first { $0.id == unit.key }?.note
      #expect(
        Self.expected(Self.unit(of: note, locale: locale), locale: locale),
        "\(unit.name): \(note ?? "no note")")
      checked += 1
    }
    #expect(checked > 600)
  }

  @Test("every CSV row states its budget in its locale's unit, and its state")
  func csvNotes() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    let file = try #require(ExchangeExport.files(catalog, format: .csv).first)
    let records = try CSVReader.parse(file.bytes, separator: CSVReader.separator(of: file.bytes))
    let header = try #require(records.first).fields.map(CSVEscaping.restore)
    #expect(header == ExchangeExport.csvColumns + [ExchangeExport.csvStateColumn])
    for record in records.dropFirst() {
      let field = record.fields.map(CSVEscaping.restore)
      #expect(
        Self.expected(Self.unit(of: field[6], locale: field[0]), locale: field[0]),
        "\(field[0]) \(field[2])/\(field[3])")
      #expect(["translated", "needs-review-translation", "needs-translation"].contains(field[7]))
    }
    #expect(records.count > 600)
  }

  @Test("every String Catalog comment states the budget of each locale group in that group's unit")
  func catalogComments() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    var checked = 0
    for file in ExchangeExport.files(catalog, format: .xcstrings) {
      let json = try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any]
      for (key, value) in try #require(json?["strings"] as? [String: Any]) {
        let comment = try #require((value as? [String: Any])?["comment"] as? String, "\(file.path) \(key)")
        let budget = try #require(comment.range(of: "Budget: "), "\(file.path) \(key): \(comment)")
        let stated = comment[budget.upperBound...]
        if stated.contains(" lines of ") && !stated.contains(" in ") { continue }
        // Locale groups: `200 characters in en; 250 characters in de, es, fr; 200 display columns (…) in ja, …`.
        var covered: Set<String> = []
        let groups = stated.replacingOccurrences(
          of: TranslatorNote.displayColumnsExplained, with: "display columns"
        )
        .prefix { $0 != "." && $0 != "(" }
        for group in groups.components(separatedBy: "; ") {
          let parts = group.components(separatedBy: " in ")
          let locales = (parts.last ?? "").components(separatedBy: ", ").map {
            String($0.prefix { $0 != " " })
          }
          for locale in locales {
            covered.insert(locale)
            let columns = parts[0].contains("display columns")
            #expect(
              columns == Self.columnLocales.contains(locale), "\(file.path) \(key) \(locale): \(comment)")
          }
        }
        #expect(covered == Set(catalog.locales), "\(file.path) \(key): \(comment)")
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  @Test("a key without a budget of its own, or missing in the locale, gets English's in the locale's unit")
  func budgetFromEnglish() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write(
      "en.lproj/Primer.strings",
      "/* Button. Budget: 24 characters (one line). */\n\"go\" = \"Continue\";\n"
        + "/* Label. Budget: 12 characters. */\n\"label\" = \"Ad ID\";\n")
    try tree.write("ko.lproj/Primer.strings", "/* Button. Short button label. */\n\"go\" = \"계속\";\n")
    try tree.write("de.lproj/Primer.strings", "/* Button */\n\"go\" = \"Weiter\";\n")
    let catalog = try CopyCatalog.load(directory: tree.root)
    func note(_ locale: String, _ key: String) -> String? {
      ExchangeUnits.collect(catalog, layer: CopyLayer(locale: locale)).first { $0.key == key }?.comment
    }
    let columns = "display columns (a CJK character counts 2, Latin letters and spaces 1)"
    #expect(note("ko", "go") == "Button. Short button label. Budget: 24 \(columns).")
    #expect(note("ko", "label") == "Label. Budget: 12 \(columns).")
    #expect(note("de", "go") == "Button. Budget: 24 characters.")
    #expect(note("de", "label") == "Label. Budget: 12 characters.")
  }

  @Test("VoiceOver's own words and iOS's System text are not exported, and an import naming them is refused")
  func voiceOverStaysHome() throws {
    let catalog = try CopyCatalog.load(directory: ExchangeFixtures.bundledCopy)
    // The names looked for are tables the copy has.
    #expect(catalog.table("VoiceOver", in: CopyLayer(locale: "ko")) != nil)
    #expect(catalog.table("System", in: CopyLayer(locale: "ko")) != nil)
    for format in [ExchangeFormat.xliff, .xcstrings, .csv] {
      for file in ExchangeExport.files(catalog, format: format) {
        let text = String(decoding: file.bytes, as: UTF8.self)
        #expect(!file.path.hasPrefix("VoiceOver") && !file.path.hasPrefix("System"))
        #expect(!text.contains("VoiceOver.strings") && !text.contains("\"VoiceOver\""), "\(file.path)")
        #expect(!text.contains("trait.button"), "\(file.path)")
      }
    }
    let incoming = IncomingUnit(
      path: try TablePath.parse("ko.lproj/VoiceOver.strings"), key: "trait.button", source: "button",
      target: "단추", origin: "ko.xliff", line: 3)
    #expect(throws: ExchangeError.self) { try ImportPlan.make([incoming], catalog: catalog) }
  }

  @Test("export needs review exactly where lint finds COPY-same-as-en: OK, IDFA and the app's name pass")
  func sameAsEnglishFold() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let table = """
      /* Budget: 40 characters. */
      "home.ok" = "OK";
      /* Budget: 40 characters. */
      "home.idfa" = "IDFA: 0000";
      /* Budget: 40 characters. */
      "home.sentence" = "Solve today's puzzle";

      """
    try tree.write("en.lproj/Outcome.strings", table)
    try tree.write("de.lproj/Outcome.strings", table)
    let catalog = try CopyCatalog.load(directory: tree.root)
    let lint = Set(
      CopyLinter.lint(catalog).filter { $0.ruleID == LintRule.sameAsEnglish.rawValue && $0.locale == "de" }
        .compactMap(\.key))
    let review = Set(
      ExchangeUnits.collect(catalog, layer: CopyLayer(locale: "de")).filter { $0.status == .needsReview }.map(
        \.key))
    #expect(lint == ["home.sentence"])
    #expect(review == lint)
  }
}
