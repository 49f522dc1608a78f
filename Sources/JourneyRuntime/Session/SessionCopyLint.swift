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

  /// Lints the tables `layer`'s keys can come from, the first time the walk shows it.
  mutating func prepare(_ layer: CopyLayer, catalog: CopyCatalog) {
    guard shownIn[layer] == nil else { return }
    var result: [CopyKey: [LayoutFinding]] = [:]
    for (_, source) in catalog.resolutionChain(for: layer) {
      if byLayer[source] == nil {
        byLayer[source] = LayerLintMemo.shared.findings(in: source, catalog: catalog) {
          lint(source, catalog: catalog)
        }
      }
      for (key, found) in byLayer[source] ?? [:] where catalog.lookup(key, in: layer)?.answeredBy == source {
        result[key] = found
      }
    }
    shownIn[layer] = result
  }

  private mutating func lint(_ layer: CopyLayer, catalog: CopyCatalog) -> [CopyKey: [LayoutFinding]] {
    let rules = self.rules ?? LayerRules(catalog: catalog)
    self.rules = rules
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

  /// Lints what the walk shows now, the first time it shows that layer. The Home Screen is iOS's, not copy
  /// under review, and is not linted (so the first frame costs no lint).
  mutating func prepareCopyLint() {
    guard view.lintsCopy, state.screen != .springboard else { return }
    copyLint.prepare(shownLayer, catalog: catalog)
  }

  /// Lint's findings on the keys of the layer on screen, for the view.
  var shownCopyFindings: [CopyKey: [LayoutFinding]] {
    state.screen == .springboard ? [:] : copyLint.findings(in: shownLayer)
  }
}
