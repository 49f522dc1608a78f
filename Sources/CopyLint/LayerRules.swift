import StringTables

/// The rules that judge one layer's tables on their own (entries, policy, budgets, register,
/// glossary, iOS's own text), with the reference folders read once: what `lint` runs on every layer
/// and the walk runs on the layer on screen.
public struct LayerRules: Sendable {
  private let referenceFolder: ReferenceFolder
  private let references: [String: [String: [SystemTextRules.ReferenceText]]]
  private let glossary: Glossary
  /// The copy folder's sign-off (`signoff.txt`), nil when it has none or it does not read.
  public let signOff: SignOff?
  /// Problems reading `system-reference/` and `glossary/` themselves.
  public let folderFindings: [LintFinding]

  /// Reads the catalog folder's `system-reference/` and `glossary/` when they exist.
  public init(catalog: CopyCatalog) {
    let reference = ReferenceFolder.load(root: catalog.root, name: CopyLinter.systemReferenceFolder)
    let texts = SystemTextRules.references(reference.folder)
    let glossaryFolder = ReferenceFolder.load(root: catalog.root, name: CopyLinter.glossaryFolder)
    referenceFolder = reference.folder
    references = texts.texts
    glossary = Glossary(glossaryFolder.folder)
    var findings =
      reference.findings + texts.findings + glossaryFolder.findings
      + UnwrittenCopyRule.check(glossary: glossaryFolder.folder)
    do {
      signOff = try SignOff.load(root: catalog.root)
    } catch {
      signOff = nil
      findings.append(ReferenceFolder.unreadable(error))
    }
    folderFindings = findings
  }

  /// Every finding of the rules that judge a table on its own, for each table of `layer`.
  public func tableFindings(in layer: CopyLayer, catalog: CopyCatalog) -> [LintFinding] {
    var findings: [LintFinding] = []
    let international = InternationalWords(catalog: catalog, glossary: glossary, locale: layer.locale)
    for (name, table) in catalog.layers[layer] ?? [:] {
      findings += EntryRules.check(table, catalog: catalog, international: international)
      findings += PrimerPolicy.checkValues(table, catalog: catalog)
      findings += CopyBudget.check(table, catalog: catalog)
      findings += ValueRules.check(table)
      findings += GatingRule.check(table)
      findings += FactRule.check(table, catalog: catalog, glossary: glossary)
      findings += RegisterRules.check(table)
      findings += glossary.check(table, catalog: catalog)
      findings += StaleSourceRule.check(table, catalog: catalog, signOff: signOff)
      if name == CopyLinter.systemTable {
        let texts =
          referenceFolder.exists
          ? references[layer.locale]
            ?? references[layer.locale.split(separator: "-").first.map(String.init) ?? ""] ?? [:]
          : nil
        findings += SystemTextRules.check(table, reference: texts)
      }
    }
    return findings
  }

  /// Why each value of a translated table needs review before it ships, by key: lint's
  /// COPY-stale-source (its English source changed since sign-off) before COPY-same-as-en (identical to
  /// English); keys that need none are left out. Export states these as "needs review".
  public func reviewReasons(_ table: CopyTable, catalog: CopyCatalog) -> [String: LintRule] {
    guard table.layer.locale != catalog.developmentLanguage else { return [:] }
    let international = InternationalWords(catalog: catalog, glossary: glossary, locale: table.layer.locale)
    var reasons: [String: LintRule] = [:]
    for finding in EntryRules.sameAsEnglishFindings(table, catalog: catalog, international: international) {
      if let key = finding.key { reasons[key] = .sameAsEnglish }
    }
    for finding in StaleSourceRule.check(table, catalog: catalog, signOff: signOff) {
      if let key = finding.key { reasons[key] = .staleSource }
    }
    return reasons
  }
}
