import CopyLint
import TextSafety

extension ImportPlan {
  /// One line per change (`ko.lproj/Primer.strings: primer.title: "old" → "new"`), one per value kept out,
  /// one per warning and one per lint finding on an imported value; control characters shown.
  public var reportLines: [String] {
    var lines = changes.map { change in
      let old = change.old.map { "\"\(ExchangeError.shown($0))\"" } ?? "(new key)"
      return
        "\(change.path.relative): \(ExchangeError.shown(change.key)): \(old) → \"\(ExchangeError.shown(change.new))\""
    }
    for unit in withheld {
      let stated = unit.state.map { " (\(ExchangeError.shown($0)) in the file)" } ?? ""
      lines.append("\(unit.place): not imported: \(unit.name) is \(unit.status.rawValue)\(stated)")
    }
    for unit in untranslated {
      lines.append("\(unit.place): not imported: \(unit.name) has an empty target")
    }
    lines += warnings.map(\.line)
    lines += findings.map(\.line)
    return lines
  }

  /// `N values changed in M files, K unchanged`, then the units kept out, named (the first few), the
  /// warnings and lint's findings.
  public var summary: String {
    let files = Set(changes.map(\.path)).count
    var text =
      "\(changes.count) value\(changes.count == 1 ? "" : "s") changed in \(files) file\(files == 1 ? "" : "s"), \(unchanged) unchanged"
    for status in TranslationStatus.allCases where status != .translated {
      let kept = withheld.filter { $0.status == status }
      guard !kept.isEmpty else { continue }
      text +=
        "; \(Self.count(kept.count)) \(kept.count == 1 ? "is" : "are") \(status.rawValue), not imported: \(Self.names(kept))"
    }
    if !withheld.isEmpty {
      let states = Set(withheld.map(\.status)).union([.translated]).sorted().map(\.rawValue)
      text += " (--accept-states \(states.joined(separator: ",")) takes them)"
    }
    if !untranslated.isEmpty {
      text +=
        "; \(Self.count(untranslated.count)) with an empty target, not imported: \(Self.names(untranslated))"
    }
    if !warnings.isEmpty {
      text += "; \(warnings.count) warning\(warnings.count == 1 ? "" : "s") (above)"
    }
    if !findings.isEmpty {
      let rules = findings.map(\.finding.ruleID).reduce(into: [String]()) {
        if !$0.contains($1) { $0.append($1) }
      }
      text +=
        "; \(findings.count) lint finding\(findings.count == 1 ? "" : "s") on imported values (above: \(rules.joined(separator: ", "))), imported anyway"
    }
    return text
  }

  /// The refusal `--strict` gives when lint finds an error on a value the import brings in: one line, at
  /// the first such value, naming its rule and how many more there are.
  public var strictRefusal: ExchangeError? {
    let errors = findings.filter { $0.finding.severity == .error }
    guard let first = errors.first else { return nil }
    let more =
      errors.count > 1
      ? "; and \(errors.count - 1) more lint error\(errors.count == 2 ? "" : "s") (listed above)" : ""
    return .unknown(
      first.unit.location,
      message:
        "--strict: \(first.unit.name): [\(first.finding.ruleID)] \(first.finding.message)\(more); nothing written"
    )
  }

  private static func count(_ units: Int) -> String { "\(units) unit\(units == 1 ? "" : "s")" }

  private static func names(_ units: [IncomingUnit]) -> String {
    let shown = units.prefix(3).map(\.name).joined(separator: ", ")
    return units.count > 3 ? shown + " and \(units.count - 3) more" : shown
  }
}
