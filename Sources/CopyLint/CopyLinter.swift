import StringTables
import TextSafety

/// Checks a loaded copy catalog against the copy rules and the primer policy (HIG-1 … HIG-4).
public enum CopyLinter {
  /// The table holding the primer.
  public static let primerTable = "Primer"
  /// The table holding iOS's own text.
  public static let systemTable = "System"
  /// The table holding VoiceOver's own words (traits, switch values): iOS's text, as `System` is.
  public static let voiceOverTable = "VoiceOver"
  /// InfoPlist keys whose values the system alert shows (checked like the primer).
  public static let purposeKeys: Set<String> = [
    "NSUserTrackingUsageDescription", "NSUserTrackingMarkdownUsageDescription",
  ]

  /// The folder of iOS's own text, inside the copy folder.
  public static let systemReferenceFolder = "system-reference"
  /// The folder of per-locale glossaries, inside the copy folder.
  public static let glossaryFolder = "glossary"
  /// The table of the demos' captions (`Caption` in a tape): a key missing in a locale is a warning, since
  /// the demo then shows the development language's caption, not a screen with a hole.
  public static let captionTable = "Demos"

  /// All findings for `catalog`, sorted by file, line and column; `usedKeys` enables COPY-unused;
  /// `layoutProblems` (found by drawing the screens) become `A11Y-…` warnings; `extraFindings` (the demo
  /// tapes' `COPY-demo`, found by the tape reader) are sorted in with the rest.
  ///
  /// Reads `system-reference/` and `glossary/` from the catalog's folder when they exist; without a
  /// system reference, System text is checked only for its `Status:` comment.
  public static func lint(
    _ catalog: CopyCatalog, usedKeys: Set<CopyKey>? = nil, layoutProblems: [LayoutProblem] = [],
    extraFindings: [LintFinding] = []
  ) -> [LintFinding] {
    var findings = extraFindings
    findings += missingAndExtraKeys(catalog)
    let rules = LayerRules(catalog: catalog)
    findings += rules.folderFindings
    for layer in catalog.allLayers { findings += rules.tableFindings(in: layer, catalog: catalog) }
    for locale in catalog.locales {
      for variant in [nil] + catalog.variants.map(Optional.some) {
        findings += PrimerPolicy.checkActionCount(catalog, layer: CopyLayer(locale: locale, variant: variant))
      }
    }
    if let usedKeys { findings += unused(catalog, usedKeys: usedKeys) }
    findings += UnwrittenCopyRule.check(catalog)
    findings += AccessibilityRules.findings(layoutProblems, catalog: catalog)
    return Array(Set(findings)).sorted { lhs, rhs in
      (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.message) < (
        rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.message
      )
    }
  }

  private static func missingAndExtraKeys(_ catalog: CopyCatalog) -> [LintFinding] {
    var findings: [LintFinding] = []
    let development = catalog.developmentLanguage
    for variant in [nil] + catalog.variants.map(Optional.some) {
      let reference = CopyLayer(locale: development, variant: variant)
      let referenceTables = catalog.layers[reference] ?? [:]
      for locale in catalog.locales where locale != development {
        let layer = CopyLayer(locale: locale, variant: variant)
        let tables = catalog.layers[layer] ?? [:]
        for (name, referenceTable) in referenceTables {
          let table = tables[name]
          for key in referenceTable.entries.keys.sorted() where table?.entries[key] == nil {
            let location =
              table.map { SourceLocation(file: $0.path, line: 1, column: 1) }
              ?? SourceLocation(
                file: expectedPath(catalog, layer: layer, table: name, like: referenceTable), line: 1,
                column: 1)
            let fallback = variant == nil ? development : "\(locale) base copy"
            let isCaption = name == captionTable
            findings.append(
              LintFinding(
                rule: isCaption ? .missingCaption : .missingKey, at: location, layer: layer, table: name,
                key: key,
                message: isCaption
                  ? "the caption \"\(key)\" is missing in \(layer): its demos show \(fallback)'s"
                  : "\"\(key)\" is missing in \(layer) (falls back to \(fallback))"))
          }
        }
        for (name, table) in tables {
          for (key, entry) in table.entries where referenceTables[name]?.entries[key] == nil {
            let inBase =
              variant != nil && catalog.table(name, in: CopyLayer(locale: development))?.entries[key] != nil
            if inBase { continue }
            findings.append(
              LintFinding(
                rule: .extraKey, at: entry.keyLocation, layer: layer, table: name, key: key,
                message: "\"\(key)\" is not defined in \(reference)"))
          }
        }
      }
    }
    return findings
  }

  private static func expectedPath(
    _ catalog: CopyCatalog, layer: CopyLayer, table: String, like reference: CopyTable
  )
    -> String
  {
    if reference.path.hasSuffix(".xcstrings") { return reference.path }
    let directory = layer.variant.map { "\(catalog.root)/variants/\($0)" } ?? catalog.root
    return "\(directory)/\(layer.locale).lproj/\(table).strings"
  }

  private static func unused(_ catalog: CopyCatalog, usedKeys: Set<CopyKey>) -> [LintFinding] {
    var findings: [LintFinding] = []
    for variant in [nil] + catalog.variants.map(Optional.some) {
      let layer = CopyLayer(locale: catalog.developmentLanguage, variant: variant)
      for (name, table) in catalog.layers[layer] ?? [:] {
        for (key, entry) in table.entries where !usedKeys.contains(CopyKey(table: name, key: key)) {
          findings.append(
            LintFinding(
              rule: .unusedKey, at: entry.keyLocation, layer: layer, table: name, key: key,
              message: "\"\(key)\" is not used by any screen"))
        }
      }
    }
    return findings
  }
}
