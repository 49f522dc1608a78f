import ConsentEngine
import CopyLint
import JourneyRuntime
import JourneyScreens
import StringTables

extension ReviewReport {
  /// Renders every gallery screen in every requested locale and variant, lints the copy and
  /// collects the findings onto the cells that show them.
  ///
  /// `locales` nil means every locale of the catalog; `variants` nil means the base copy then every
  /// variant (nil in the list stands for the base copy). A variant cell whose copy is the same as the
  /// base copy's reuses the base frame instead of drawing it again. `device` is the phone drawn and
  /// `pseudo` a pseudo-locale over every value, so small phones and long text can be reviewed.
  ///
  /// The findings are `lint`'s, at every text size up to AX5 whatever size the phones are drawn at, so
  /// the report counts what `lint` counts. `tables` keeps only those tables' strings and findings;
  /// `screens` keeps only the gallery screens those names stand for (`ScreenNames`), and the strings and findings of the keys they show.
  /// `demos` (the copy folder's demo tapes) add their captions: used keys for `COPY-unused`, and the
  /// captions section, each demo's captions per locale.
  public static func build(
    catalog: CopyCatalog, journey: JourneyFile, copyDirectory: String, locales: [String]? = nil,
    variants: [String?]? = nil,
    generatedAt: String, device: Device = .standard, pseudo: PseudoLocale? = nil,
    textSize: TextSize = .standard, tables: [String]? = nil, screens: [String]? = nil,
    demos: [ReviewDemo] = []
  ) -> ReviewReport {
    let localeList = unique(locales ?? catalog.locales)
    let variantList = unique(variants ?? ([nil] + catalog.variants.map { Optional($0) }))
    let definition = JourneySetup.definition(journey, catalog: catalog, options: ScenarioOptions())
    let allEntries = ScreenGallery.entries(definition: definition)
    let entries =
      screens.map { names in
        (try? ScreenGallery.entries(named: names, in: allEntries, definition: definition)) ?? []
      } ?? allEntries
    var report = ReviewReport(
      copyDirectory: copyDirectory, generatedAt: generatedAt, locales: localeList, variants: variantList,
      screens: entries.map(\.name), frames: [], cells: [], findings: [], variantScreens: [])
    report.sourceLanguage = catalog.developmentLanguage
    report.device = device.id
    report.pseudo = pseudo
    report.textSize = textSize
    var renderer = ReviewFrameRenderer(catalog: catalog, device: device, pseudo: pseudo, textSize: textSize)
    var spoken: [Int: [String]] = [:]
    for variant in variantList {
      for entry in entries {
        for locale in localeList {
          let frame = renderer.frame(of: entry, locale: locale, variant: variant)
          let layer = CopyLayer(locale: locale, variant: variant)
          // A shared frame is the same phone in the same locale: what VoiceOver reads is the same too.
          let voiceOver =
            spoken[frame.index]
            ?? VoiceOverTranscript.phone(
              frame.layout,
              copy: CatalogCopy(catalog: catalog, locale: locale, variant: variant, pseudo: pseudo))
          spoken[frame.index] = voiceOver
          report.cells.append(
            ReviewCell(
              variant: variant, screen: entry.name, locale: locale, frameIndex: frame.index,
              keys: notes(for: frame.frame.shownKeys, in: layer, catalog: catalog), findingIndices: [],
              voiceOver: voiceOver))
        }
      }
    }
    report.frames = renderer.buffers
    var collector = ReviewFindingCollector(report: report, catalog: catalog)
    for (index, cell) in report.cells.enumerated() {
      collector.addLayoutFindings(renderer.layoutFindings[cell.frameIndex], cellIndex: index)
      collector.addFallbacks(cellIndex: index)
    }
    let captionKeys = demos.flatMap { demo in demo.captionKeys.map { CopyKey(CaptionStrip.table, $0) } }
    let usedKeys =
      (screens == nil
      ? Set(renderer.shownKeys).union(VoiceOverReading.usedKeys)
      : ScreenGallery.usedKeys(definition: definition, catalog: catalog)).union(captionKeys)
    let layout = AccessibilityAudit.problems(definition: definition, catalog: catalog).map {
      LayoutProblem(ruleID: $0.ruleID, key: $0.ref, layer: $0.layer, message: $0.message)
    }
    collector.addLint(CopyLinter.lint(catalog, usedKeys: usedKeys, layoutProblems: layout))
    let shown = Set(report.cells.flatMap { $0.keys.map(\.key) })
    report.findings = collector.sortedFindings().filter { finding in
      guard let key = finding.key else { return tables == nil && screens == nil }
      return (tables?.contains(key.table) ?? true) && (screens == nil || shown.contains(key))
    }
    for (index, finding) in report.findings.enumerated() {
      for id in finding.cellIDs {
        if let cellIndex = collector.cellIndex[id] { report.cells[cellIndex].findingIndices.append(index) }
      }
    }
    report.variantScreens = differingScreens(report)
    if screens == nil, tables?.contains(CaptionStrip.table) ?? true {
      report.captions = demoCaptions(demos, report: report, catalog: catalog)
    }
    report.strings = stringTables(report, catalog: catalog).compactMap { table in
      guard tables?.contains(table.table) ?? true else { return nil }
      guard screens != nil else { return table }
      var kept = table
      kept.rows = table.rows.filter { shown.contains(CopyKey(table: table.table, key: $0.key)) }
      return kept.rows.isEmpty ? nil : kept
    }
    report.variantDiffs = variantDiffs(report, catalog: catalog)
    return report
  }

  /// The notes for the keys a frame shows, each key once.
  static func notes(for keys: [CopyKey], in layer: CopyLayer, catalog: CopyCatalog) -> [ReviewKeyNote] {
    var seen = Set<CopyKey>()
    var notes: [ReviewKeyNote] = []
    for key in keys where seen.insert(key).inserted {
      if let lookup = catalog.lookup(key, in: layer) {
        notes.append(
          ReviewKeyNote(
            key: key, comment: lookup.comment, location: lookup.location, answeredBy: lookup.answeredBy,
            fallbacks: lookup.fallbacks, isFallback: lookup.isFallback, isMissing: false))
      } else {
        notes.append(
          ReviewKeyNote(
            key: key, comment: nil, location: nil, answeredBy: nil,
            fallbacks: catalog.resolutionChain(for: layer).map(\.1), isFallback: false, isMissing: true))
      }
    }
    return notes
  }

  /// Screens whose frame differs from the first variant's in some locale.
  static func differingScreens(_ report: ReviewReport) -> [String] {
    guard report.variants.count > 1 else { return [] }
    return report.screens.filter { screen in
      report.locales.contains { locale in
        let frames = report.variants.compactMap {
          report.cell(variant: $0, screen: screen, locale: locale)?.frameIndex
        }
        guard let first = frames.first else { return false }
        return frames.contains { report.frames[$0] != report.frames[first] }
      }
    }
  }

  /// The list without repeats, first occurrence kept.
  static func unique<T: Hashable>(_ list: [T]) -> [T] {
    var seen = Set<T>()
    return list.filter { seen.insert($0).inserted }
  }
}
