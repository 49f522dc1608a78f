import CopyLint
import JourneyScreens
import StringTables

/// Lint's errors and warnings on the copy a walk shows, per layer, each layer linted once.
///
/// The walk does not lint the whole catalog: the first time a frame shows text from a layer, that
/// layer's tables go through the rules that judge a table on its own (`LayerRules`). Notices
/// (unverified iOS text) are left to `lint` and the review; they would fill the inspector.
struct SessionCopyLint: Sendable {
  private var rules: LayerRules?
  private var byLayer: [CopyLayer: [CopyKey: [LayoutFinding]]] = [:]

  /// The findings on `keys` as shown in `layer`: each key's text is judged in the layer it came from.
  mutating func findings(on keys: [CopyKey], in layer: CopyLayer, catalog: CopyCatalog) -> [CopyKey:
    [LayoutFinding]]
  {
    var result: [CopyKey: [LayoutFinding]] = [:]
    for key in Set(keys) {
      guard let answered = catalog.lookup(key, in: layer)?.answeredBy else { continue }
      if byLayer[answered] == nil { byLayer[answered] = lint(answered, catalog: catalog) }
      if let found = byLayer[answered]?[key], !found.isEmpty { result[key] = found }
    }
    return result
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
  /// The frame for the session as it is now, with lint's findings on the copy it shows.
  ///
  /// Drawn once, and again only when the keys it shows have findings. The Home Screen is iOS's, not
  /// copy under review, and is not linted (so the first frame costs no lint).
  mutating func redraw() -> RenderedFrame {
    let frame = draw()
    guard state.screen != .springboard else { return frame }
    let layer = CopyLayer(locale: view.locale, variant: view.variant)
    let found = copyLint.findings(on: frame.shownKeys, in: layer, catalog: catalog)
    return found.isEmpty ? frame : draw(copyFindings: found)
  }
}
