import CopyLint
import StringTables

/// What an import signs off: a unit an XLIFF file marks `final` or `signed-off` whose `<source>` is the
/// English text today counts as signed off for its key, with the translation it brings.
public enum ImportSignOff {
  /// The XLIFF 1.2 states that say a reviewer signed the translation off.
  public static let signedOffStates: Set<String> = ["final", "signed-off"]

  /// A record for each signed-off unit the import took (`plan.accepted`: a translation, in a state it
  /// accepts) against `catalog`'s English; the last one of a key wins.
  public static func records(_ plan: ImportPlan, catalog: CopyCatalog) -> [SignOffRecord] {
    plan.accepted.compactMap { unit in
      guard let state = unit.state, signedOffStates.contains(state),
        let given = unit.source,
        !ExchangeUnits.lockedTables.contains(unit.path.table),
        let source = ImportPlan.sourceText(
          catalog, layer: unit.path.layer, table: unit.path.table, key: unit.key),
        given == source
      else { return nil }
      return SignOffRecord(
        layer: unit.path.layer, key: CopyKey(table: unit.path.table, key: unit.key), sourceText: source,
        translationText: unit.target)
    }
  }
}
