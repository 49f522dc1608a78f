import JourneyRuntime
import TextSafety

/// The map as one self-contained HTML page: the scenario, the drawing (Graphviz's SVG, inline) fitted to
/// the window with zoom and pan (a few lines of inline script), a legend and the paths to a decision; no
/// external resource.
public enum MapHTML {
  /// The page around an SVG drawn from `DOTWriter.document(panels, links:)`.
  public static func page(_ panels: [MapPanel], svg: String, links: ReviewLinks?) -> String {
    let title = panels.count > 1 ? "Journey map compared" : "Journey map"
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<title>\(title)</title>\n<style>\n\(stylesheet)</style>\n</head>\n<body>\n"
    out += "<header>\n<h1>\(title)</h1>\n"
    for panel in panels { out += scenario(panel) }
    out += "</header>\n<main>\n<section id=\"map\">\n" + MapZoom.toolbar
    out += "<div class=\"drawing\" id=\"drawing\" tabindex=\"0\">\n\(inline(svg))</div>\n</section>\n"
    out += legend(panels, links: links)
    for (index, panel) in panels.enumerated() {
      out += pathsTable(panel, index: index, count: panels.count)
    }
    return out + "</main>\n<script>\n\(MapZoom.script)</script>\n</body>\n</html>\n"
  }

  /// Text safe in HTML: controls as visible symbols, then `&`, `<`, `>`, `"` and `'` escaped.
  static func escape(_ text: String) -> String { MarkupEscaping.text(text) }

  /// The SVG element alone, the XML declaration, doctype and comments before it dropped, sized to fill
  /// its box: Graphviz's fixed `width` and `height` become 100 %, its `viewBox` fits the drawing inside.
  static func inline(_ svg: String) -> String {
    guard let start = svg.firstRange(of: "<svg"), let end = svg[start.upperBound...].firstIndex(of: ">")
    else {
      return ""
    }
    let tag = svg[start.upperBound..<end].split(separator: " ", omittingEmptySubsequences: false).map {
      attribute -> String in
      if attribute.hasPrefix("width=") { return "width=\"100%\"" }
      if attribute.hasPrefix("height=") { return "height=\"100%\" preserveAspectRatio=\"xMidYMin meet\"" }
      return String(attribute)
    }
    return "<svg" + tag.joined(separator: " ") + String(svg[end...])
  }

  static func scenario(_ panel: MapPanel) -> String {
    let graph = panel.graph
    var out = "<p class=\"scenario\">"
    if !panel.title.isEmpty { out += "<b>\(escape(panel.title))</b> · " }
    out += graph.scenario.map { "\(escape($0.name)) <code>\(escape($0.value))</code>" }.joined(
      separator: " · ")
    let arrows = DOTWriter.parallelGroups(DOTWriter.drawnEdges(panel)).count
    out += "<br>\(graph.nodes.count) screens · \(graph.edges.count) ways between them (\(arrows) arrows"
    out += panel.folding.edges.isEmpty ? "" : ", the system moves folded into the legend"
    out += panel.focus.map { ", only those to and from <b>\(escape($0))</b>" } ?? ""
    out += ") · "
    out += "\(graph.paths.count) paths to a decision · \(graph.statesExplored) engine states explored · "
    out +=
      "<span class=\"\(graph.cutOff.isEmpty ? "whole" : "cut")\">\(escape(graph.cutOff.summary))</span></p>\n"
    return out
  }

  static func legend(_ panels: [MapPanel], links: ReviewLinks?) -> String {
    let comparing = panels.count > 1
    var out = "<section id=\"legend\">\n<h2>Legend</h2>\n<ul>\n"
    out += "<li><span class=\"key node\">screen · status</span> a screen with the tracking status the app "
    out += "reads there, drawn as it looks on the phone when first reached</li>\n"
    out += "<li><span class=\"key flagged\">⚑ finding</span> a finding was raised on the way in or by the "
    out += "screen's layout (its rule ids are in the node)</li>\n"
    out += "<li><span class=\"key tap\">──▶ words</span> a tap on the button with these words</li>\n"
    out += "<li><span class=\"key event\">- - ▶ <i>words</i></span> an event: the app icon, Settings, the "
    out += "app switcher, another permission alert, a reinstall, a year passing</li>\n"
    let decisions = DecisionRoutes.decisions(in: panels)
    for decision in decisions {
      out += "<li><span class=\"key route\" style=\"border-color: \(DOTWriter.Palette.route(decision))\">"
      out += "\(escape(decision.rawValue))</span> the shortest route from the launch to this decision"
      out += decision == .authorized ? ": the happy path, drawn on one straight line</li>\n" : "</li>\n"
    }
    if let folded = foldedMoves(panels) { out += folded }
    if comparing {
      out += "<li><span class=\"key only\">only with …</span> a screen or a way that only one side has</li>\n"
    }
    if let links {
      out += "<li>Click a screen to open it in the review report (<code>\(escape(links.report))</code>); "
      out += "make it with <code>att-journey review --out \(escape(links.report))</code></li>\n"
    }
    return out + "</ul>\n</section>\n"
  }

  /// The legend line of the system moves the drawing folds, one sub-item per destination.
  static func foldedMoves(_ panels: [MapPanel]) -> String? {
    let rows = MapFolding.legend(panels.map(\.folding))
    guard !rows.isEmpty else { return nil }
    var out = "<li><span class=\"key event\">from any app screen</span> not drawn as arrows "
    out += "(<code>--all</code> draws them):<ul>\n"
    for row in rows {
      let words = row.labels.map { "<i>\(escape($0))</i>" }.joined(separator: ", ")
      out += "<li>\(words) ▸ <b>\(escape(row.destination))</b></li>\n"
    }
    return out + "</ul></li>\n"
  }

  static func pathsTable(_ panel: MapPanel, index: Int, count: Int) -> String {
    let graph = panel.graph
    let suffix = count > 1 ? "-\(index + 1)" : ""
    var out = "<section id=\"paths\(suffix)\">\n<h2>Paths to a decision"
    if !panel.title.isEmpty { out += " · \(escape(panel.title))" }
    out += "</h2>\n"
    guard !graph.paths.isEmpty else {
      return out + "<p>No path from the launch reaches a decision.</p>\n</section>\n"
    }
    out +=
      "<table class=\"paths\">\n<thead><tr><th>decision</th><th>taps</th><th>screens</th><th>taps in order</th>"
    out += "<th>rules</th></tr></thead>\n<tbody>\n"
    for path in graph.paths {
      let screens = path.nodes.map { id -> String in
        guard let number = graph.nodes.firstIndex(where: { $0.id == id }) else { return escape(id) }
        let anchor = DOTWriter.svgID(panel: index, panelCount: count, node: number)
        return "<a href=\"#\(anchor)\">\(escape(id))</a>"
      }
      out += "<tr class=\"\(path.decision == .authorized ? "yes" : "other")\">"
      out += "<td>\(escape(path.decision.rawValue))</td><td class=\"n\">\(path.taps)</td>"
      out += "<td>\(screens.joined(separator: " → "))</td>"
      out += "<td>\(path.moves.map { escape($0.label) }.joined(separator: " → "))</td>"
      out += "<td>\(escape(path.rules.joined(separator: " ")))</td></tr>\n"
    }
    return out + "</tbody>\n</table>\n</section>\n"
  }

  static let stylesheet = """
    body { font-family: system-ui, sans-serif; margin: .5rem 1rem; color: #222; }
    h1 { margin: 0; } h2 { margin: 1.5rem 0 .5rem; font-size: 1.1rem; }
    .scenario { margin: .25rem 0; line-height: 1.5; } code { background: #f2f2f2; padding: 0 .2em; }
    .cut { color: #c62828; font-weight: bold; } .whole { color: #2e7d32; }
    #legend ul { list-style: none; padding: 0; } #legend li { margin: .3rem 0; }
    .key { display: inline-block; min-width: 9rem; padding: .1rem .4rem; margin-right: .5rem; }
    .key.node { border: 1px solid #555; } .key.flagged { border: 3px solid #c62828; background: #fff1f0; }
    .key.tap { color: #222; } .key.event { color: #777; }
    .key.only { border: 3px solid #1f5fd6; color: #1f5fd6; }
    header { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 1rem; }
    header h1 { font-size: 1.2rem; } header .scenario { font-size: .8rem; flex: 1 1 40rem; }
    .tools { display: flex; gap: .4rem; align-items: center; margin: .4rem 0; font-size: .85rem; }
    .tools button { min-width: 2.2rem; } .tools .hint { color: #666; }
    .drawing { height: calc(100vh - 9rem); min-height: 20rem; border: 1px solid #ddd; overflow: hidden;
      cursor: grab; touch-action: none; }
    .drawing:focus { outline: 2px solid #1f5fd6; } .drawing.panning { cursor: grabbing; }
    .drawing svg { display: block; width: 100%; height: 100%; }
    .key.route { border-bottom: 4px solid; font-weight: bold; }
    #legend ul ul { padding-left: 10.5rem; list-style: disc; }
    table.paths { border-collapse: collapse; font-size: .9rem; }
    table.paths th, table.paths td { border: 1px solid #ccc; padding: .25rem .5rem; vertical-align: top; }
    table.paths td.n { text-align: right; } tr.yes td:first-child { color: #2e7d32; }

    """
}
