import CopyLint
import JourneyScreens
import StringTables

/// Lint's errors and warnings on the copy a walk shows, per layer, each layer linted once.
///
/// The walk does not lint the whole catalog: the first time the walk shows a layer, the tables its keys can
/// come from (the layer, its base, the development language's variant and base) go through the rules that
/// judge a table on its own (`LayerRules`), and each key keeps the findings of the layer that answers it.
/// Notices (unverified iOS text) are left to `lint` and the review; they would fill the inspector.
struct SessionCopyLint: Sendable {
  private var rules: LayerRules?
  private var byLayer: [CopyLayer: [CopyKey: [LayoutFinding]]] = [:]
  private var shownIn: [CopyLayer: [CopyKey: [LayoutFinding]]] = [:]

  /// The findings on every key as shown in `layer`, once `prepare` has seen that layer; empty before.
  func findings(in layer: CopyLayer) -> [CopyKey: [LayoutFinding]] { shownIn[layer] ?? [:] }

  /// Whether `layer` has been linted.
  func hasLinted(_ layer: CopyLayer) -> Bool { shownIn[layer] != nil }

  /// Lint's rules, their reference folders read (by the driver: the update reads no files).
  mutating func use(_ rules: LayerRules) {
    self.rules = rules
  }

  /// Lints the tables `layer`'s keys can come from, the first time the walk shows it; without rules, only
  /// when every table's findings are known already (`hasLinted` says whether it could).
  mutating func prepare(_ layer: CopyLayer, catalog: CopyCatalog) {
    guard shownIn[layer] == nil else { return }
    var result: [CopyKey: [LayoutFinding]] = [:]
    for (_, source) in catalog.resolutionChain(for: layer) {
      if byLayer[source] == nil {
        if let rules {
          byLayer[source] = LayerLintMemo.shared.findings(in: source, catalog: catalog) {
            Self.lint(source, catalog: catalog, rules: rules)
          }
        } else if let known = LayerLintMemo.shared.known(source, catalog: catalog) {
          byLayer[source] = known
        } else {
          return
        }
      }
      for (key, found) in byLayer[source] ?? [:] where catalog.lookup(key, in: layer)?.answeredBy == source {
        result[key] = found
      }
    }
    shownIn[layer] = result
  }

  private static func lint(_ layer: CopyLayer, catalog: CopyCatalog, rules: LayerRules)
    -> [CopyKey: [LayoutFinding]]
  {
    var found: [CopyKey: [LayoutFinding]] = [:]
    for finding in rules.tableFindings(in: layer, catalog: catalog) where finding.severity >= .warning {
      guard let table = finding.table, let key = finding.key else { continue }
      let ref = CopyKey(table: table, key: key)
      found[ref, default: []].append(LayoutFinding(rule: finding.ruleID, ref: ref, message: finding.message))
    }
    return found.mapValues { $0.sorted { ($0.rule, $0.message) < ($1.rule, $1.message) } }
  }
}

extension JourneySession {
  /// The copy layer on screen.
  var shownLayer: CopyLayer { CopyLayer(locale: view.locale, variant: view.variant) }

  /// Lints what the walk shows now, the first time it shows that layer.
  ///
  /// Asks for lint's reference folders to be read when it needs them first. The Home Screen is iOS's, not
  /// copy under review, and is not linted (so the first frame costs no lint).
  mutating func prepareCopyLint() -> SessionEffect? {
    guard view.lintsCopy, state.screen != .springboard else { return nil }
    copyLint.prepare(shownLayer, catalog: catalog)
    return copyLint.hasLinted(shownLayer) ? nil : .readLintRules
  }

  /// Lint's findings on the keys of the layer on screen, for the view.
  var shownCopyFindings: [CopyKey: [LayoutFinding]] {
    state.screen == .springboard ? [:] : copyLint.findings(in: shownLayer)
  }
}
