import CopyLint
import StringTables
import TextSafety

/// A lint finding on a value an import brings in, with the unit that brought it.
public struct ImportFinding: Equatable, Sendable {
  /// Lint's finding on the copy as it will be (rule id, severity, message as `lint` prints them).
  public var finding: LintFinding
  /// The unit whose value it is about.
  public var unit: IncomingUnit

  /// `ko.xliff:12:7: warning: [HIG-1-allow] … (ko, Primer/primer.action)`: lint's rule and message at the
  /// place in the imported file; a warning, since the value is imported all the same.
  public var line: String { line(severity: "warning") }

  /// The line `--strict` prints: lint's own severity, since lint's errors refuse the import.
  public var strictLine: String { line(severity: finding.severity.rawValue) }

  private func line(severity: String) -> String {
    let layer = finding.variant.map { "\(unit.path.layer.locale)/\($0)" } ?? unit.path.layer.locale
    return
      "\(unit.place): \(severity): [\(finding.ruleID)] \(finding.message) (\(layer), \(unit.path.table)/\(ExchangeError.shown(unit.key)))"
  }

  /// Lint's findings on the changed units, on the catalog with every planned write read back in.
  static func findings(_ changed: [IncomingUnit], written: [PlannedWrite], catalog: CopyCatalog)
    throws(ExchangeError) -> [ImportFinding]
  {
    guard !changed.isEmpty else { return [] }
    var after = catalog
    for write in written {
      do {
        after = try after.replacing(
          table: write.table.table, in: write.table.layer, path: write.path, bytes: write.bytes)
      } catch {
        throw .copy(error)
      }
    }
    let units = Dictionary(
      changed.map { (EntryLint.Address(layer: $0.path.layer, table: $0.path.table, key: $0.key), $0) },
      uniquingKeysWith: { _, last in last })
    return EntryLint.findings(on: Set(units.keys), in: after).compactMap { finding in
      guard let table = finding.table, let key = finding.key, let locale = finding.locale,
        let unit = units[
          EntryLint.Address(
            layer: CopyLayer(locale: locale, variant: finding.variant), table: table, key: key)]
      else { return nil }
      return ImportFinding(finding: finding, unit: unit)
    }
  }
}
