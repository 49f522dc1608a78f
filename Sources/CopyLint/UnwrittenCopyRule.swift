import StringTables
import TextSafety

/// `COPY-unwritten`: values that are still the marked stand-in `att-journey init` wrote.
///
/// A warning, not a policy error: the copy walks and reviews, but every listed value still has to be written.
/// Glossary terms still to write are listed too, at their place in `glossary/LOCALE.strings`.
public enum UnwrittenCopyRule {
  /// The rule id.
  public static let id = "COPY-unwritten"
  /// One line on what the rule checks.
  public static let summary = "no value is still the [TODO …] stand-in that init wrote"

  /// One finding per value, in every locale and variant, that is still a stand-in.
  public static func check(_ catalog: CopyCatalog) -> [LintFinding] {
    var findings: [LintFinding] = []
    for layer in catalog.allLayers {
      for (name, table) in catalog.layers[layer] ?? [:] {
        for entry in table.entries.values where UnwrittenText.isPlaceholder(entry.value) {
          var finding = LintFinding(
            rule: .unusedKey, at: entry.location, layer: layer, table: name, key: entry.key,
            message:
              "\"\(entry.key)\" is still to be written (the value is the stand-in \"\(QuotedValue.text(entry.value))\")"
          )
          finding.ruleID = id
          finding.severity = .warning
          findings.append(finding)
        }
      }
    }
    return findings
  }

  /// One finding per glossary term that is still a stand-in (`glossary/LOCALE.strings`).
  static func check(glossary: ReferenceFolder) -> [LintFinding] {
    glossary.files.sorted { $0.key < $1.key }.flatMap { locale, entries in
      entries.filter { UnwrittenText.isPlaceholder($0.value) }.map { entry in
        var finding = LintFinding(
          rule: .unusedKey, at: entry.valueLocation, layer: CopyLayer(locale: locale), table: nil,
          key: entry.key,
          message:
            "the glossary's \"\(entry.key)\" is still to be written (the value is the stand-in "
            + "\"\(QuotedValue.text(entry.value))\"); until it is, lint checks no copy against it")
        finding.ruleID = id
        finding.severity = .warning
        return finding
      }
    }
  }
}
