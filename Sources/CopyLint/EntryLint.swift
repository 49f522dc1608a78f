import StringTables

/// Lint's table and policy rules on a few entries only: what an import brings in, judged by the rules
/// `lint` runs (one place for each rule), on the copy as it will be once the import is written.
public enum EntryLint {
  /// One entry: its layer, table and key.
  public struct Address: Hashable, Sendable {
    /// The locale and variant.
    public var layer: CopyLayer
    /// The table, such as `Primer`.
    public var table: String
    /// The key.
    public var key: String

    /// Creates an address.
    public init(layer: CopyLayer, table: String, key: String) {
      self.layer = layer
      self.table = table
      self.key = key
    }
  }

  /// Every error and warning lint's rules find on `entries` of `catalog` (notices left out), sorted by
  /// layer, table, key and rule.
  public static func findings(on entries: Set<Address>, in catalog: CopyCatalog) -> [LintFinding] {
    guard !entries.isEmpty else { return [] }
    let rules = LayerRules(catalog: catalog)
    var findings: Set<LintFinding> = []
    for layer in Set(entries.map(\.layer)).sorted() {
      let found =
        rules.tableFindings(in: layer, catalog: catalog)
        + PrimerPolicy.checkActionCount(catalog, layer: layer)
      for finding in found where finding.severity != .notice {
        guard let table = finding.table, let key = finding.key, let locale = finding.locale else { continue }
        let address = Address(
          layer: CopyLayer(locale: locale, variant: finding.variant), table: table, key: key)
        if entries.contains(address) { findings.insert(finding) }
      }
    }
    return findings.sorted {
      ($0.locale ?? "", $0.variant ?? "", $0.table ?? "", $0.key ?? "", $0.ruleID, $0.message) < (
        $1.locale ?? "", $1.variant ?? "", $1.table ?? "", $1.key ?? "", $1.ruleID, $1.message
      )
    }
  }
}
