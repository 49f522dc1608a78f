import TerminalKit

/// Writes maps as Graphviz DOT: each node the phone's text in a monospace block, each edge the words a
/// person taps or the event; nodes with findings outlined in red; in a comparison, what only one side has
/// in blue. Every piece of text goes through `DOTEscaping`.
public enum DOTWriter {
  /// Colours the map uses, named for what they mean (the HTML legend uses the same).
  public enum Palette {
    /// The outline of a node where a finding was raised.
    public static let findingOutline = "#c62828"
    /// The fill of a node where a finding was raised.
    public static let findingFill = "#fff1f0"
    /// A node or edge only one side of a comparison has.
    public static let onlyHere = "#1f5fd6"
    /// An event edge.
    public static let event = "#777777"
    /// The heading of the focused screen's nodes.
    public static let focus = "#ffe08a"

    /// The colour of the route to a decision.
    public static func route(_ decision: PathDecision) -> String {
      switch decision {
      case .authorized: return "#2e7d32"
      case .denied: return "#ef6c00"
      case .restricted: return "#6a1b9a"
      case .noPrompt: return "#00838f"
      case .crashed: return "#000000"
      }
    }
  }

  /// The line width of a route to a decision.
  static let routeWidth = "4"

  /// One map, or two side by side, as a DOT document.
  public static func document(_ panels: [MapPanel], links: ReviewLinks? = nil) -> String {
    var out = "digraph \(DOTEscaping.quoted("att-journey map")) {\n"
    out += "  graph [rankdir=\"LR\", fontname=\"DejaVu Sans\", fontsize=\"14\", labelloc=\"t\", "
    out += "labeljust=\"l\", nodesep=\"0.3\", ranksep=\"0.9\", newrank=\"true\", "
    out += "label=<\(heading(panels))>];\n"
    out += "  node [shape=\"plain\", fontname=\"DejaVu Sans\", fontsize=\"10\"];\n"
    out += "  edge [fontname=\"DejaVu Sans\", fontsize=\"10\", arrowsize=\"0.7\"];\n"
    for (index, panel) in panels.enumerated() {
      let prefix = panels.count > 1 ? "\(index + 1):" : ""
      let indent = panels.count > 1 ? "    " : "  "
      if panels.count > 1 {
        out += "  subgraph \(DOTEscaping.quoted("cluster_\(index + 1)")) {\n"
        out += "    graph [label=<<B>\(DOTEscaping.labelText(panel.title))</B>>, style=\"rounded\", "
        out += "color=\"#999999\"];\n"
      }
      let routes = DecisionRoutes(panel.graph.paths)
      let drawn = drawnEdges(panel)
      let homes = Set(panel.graph.nodes.filter { $0.place == .homeScreen }.map(\.id))
      let shown = shownNodes(panel, drawn: drawn)
      let numbers = Dictionary(
        panel.graph.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
      for nodeID in routes.order(panel.graph.nodes.map(\.id)) where shown.contains(nodeID) {
        guard let number = numbers[nodeID] else { continue }
        let node = panel.graph.nodes[number]
        let id = svgID(panel: index, panelCount: panels.count, node: number)
        let happy = routes.happy?.nodes.contains(nodeID) ?? false
        out +=
          indent + nodeStatement(node, svgID: id, prefix: prefix, panel: panel, links: links, happy: happy)
      }
      for group in parallelGroups(drawn) {
        out += indent + edgeStatement(group, prefix: prefix, panel: panel, routes: routes, homes: homes)
      }
      if panels.count > 1 { out += "  }\n" }
    }
    out += sideBySide(panels)
    return out + "}\n"
  }

  /// Invisible edges through a point between each two panels, from every node drawn in the one to every
  /// node drawn in the next: each panel's screens take ranks after the previous panel's, so the panels stand
  /// side by side from left to right in the order given (left alone, Graphviz stacks clusters top to bottom).
  static func sideBySide(_ panels: [MapPanel]) -> String {
    guard panels.count > 1 else { return "" }
    func drawn(_ index: Int) -> [String] {
      let panel = panels[index]
      let shown = shownNodes(panel, drawn: drawnEdges(panel))
      return panel.graph.nodes.map(\.id).filter(shown.contains).map {
        DOTEscaping.quoted("\(index + 1):" + $0)
      }
    }
    var out = ""
    for index in panels.indices.dropLast() {
      let gap = DOTEscaping.quoted("between \(index + 1) and \(index + 2)")
      out += "  \(gap) [shape=\"point\", style=\"invis\", width=\"0\", label=\"\"];\n"
      for node in drawn(index) { out += "  \(node) -> \(gap) [style=\"invis\", weight=\"0\"];\n" }
      for node in drawn(index + 1) { out += "  \(gap) -> \(node) [style=\"invis\", weight=\"0\"];\n" }
    }
    return out
  }

  /// The id a node has in the SVG (`node-3`, or `2-node-3` in the second panel).
  public static func svgID(panel: Int, panelCount: Int, node: Int) -> String {
    (panelCount > 1 ? "\(panel + 1)-" : "") + "node-\(node)"
  }

  /// The ways a panel draws as arrows: all but the folded ones.
  public static func drawnEdges(_ panel: MapPanel) -> [MapEdge] {
    panel.graph.edges.filter { !panel.folding.folds($0) }
  }

  /// The nodes a panel draws: all of them, or with a focus the focused screen and the other ends of its
  /// drawn ways.
  static func shownNodes(_ panel: MapPanel, drawn: [MapEdge]) -> Set<String> {
    guard panel.focus != nil else { return Set(panel.graph.nodes.map(\.id)) }
    let centre = panel.graph.nodes.filter(panel.isFocus).map(\.id)
    return Set(centre + drawn.flatMap { [$0.from, $0.to] })
  }

  /// The title over the whole drawing: the scenario, what was cut off, the focus, the routes' colours and
  /// the folded system moves.
  static func heading(_ panels: [MapPanel]) -> String {
    var rows = [scenarioLine(panels)]
    if let focus = panels.first?.focus {
      rows.append("only the ways to and from <B>\(DOTEscaping.labelText(focus))</B>")
    }
    let decisions = DecisionRoutes.decisions(in: panels)
    if !decisions.isEmpty {
      let keys = decisions.map { decision in
        "<FONT COLOR=\"\(Palette.route(decision))\"><B>━━ \(DOTEscaping.labelText(decision.rawValue))</B></FONT>"
      }
      rows.append("shortest route to each decision: " + keys.joined(separator: "   "))
    }
    rows += foldedLines(panels)
    let cells = rows.map { "<TR><TD ALIGN=\"LEFT\">\($0)</TD></TR>" }.joined()
    return "<TABLE BORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\">" + cells + "</TABLE>"
  }

  /// The legend rows of the folded system moves, one per place they lead to; none when nothing is folded.
  static func foldedLines(_ panels: [MapPanel]) -> [String] {
    let rows = MapFolding.legend(panels.map(\.folding))
    guard !rows.isEmpty else { return [] }
    return ["from any app screen, not drawn as arrows:"]
      + rows.map { row in
        let words = row.labels.map { "<I>\(DOTEscaping.labelText($0))</I>" }
        return "&#160;&#160;&#160;&#160;• " + words.joined(separator: ", ")
          + " ▸ <B>\(DOTEscaping.labelText(row.destination))</B>"
      }
  }

  /// The scenario and what was cut off, one line.
  static func scenarioLine(_ panels: [MapPanel]) -> String {
    guard let graph = panels.first?.graph else { return "" }
    let varying = Set(panels.count > 1 ? panels.map(\.title) : [])
    let settings = graph.scenario.filter { setting in
      !varying.contains { $0.hasPrefix(setting.name + "=") }
    }
    var text = settings.map { "\($0.name) \($0.value)" }.joined(separator: " · ")
    text += " · " + panels.map { $0.graph.cutOff.summary }.joined(separator: " | ")
    return DOTEscaping.labelText(text)
  }

  private static func nodeStatement(
    _ node: MapNode, svgID: String, prefix: String, panel: MapPanel, links: ReviewLinks?, happy: Bool
  ) -> String {
    let onlyHere = panel.onlyHereNodes.contains(node.id)
    let flagged = !node.findings.isEmpty
    let border = onlyHere ? Palette.onlyHere : flagged ? Palette.findingOutline : "#555555"
    let fill = flagged ? Palette.findingFill : "#ffffff"
    var label = "<TABLE BORDER=\"\(onlyHere || flagged ? 3 : 1)\" CELLBORDER=\"0\" CELLSPACING=\"0\" "
    label += "CELLPADDING=\"3\" COLOR=\"\(border)\" BGCOLOR=\"\(fill)\">"
    let header = panel.isFocus(node) ? Palette.focus : "#eeeeee"
    label += "<TR><TD ALIGN=\"LEFT\" BGCOLOR=\"\(header)\"><FONT POINT-SIZE=\"14\"><B>"
    label += "\(DOTEscaping.labelText(node.screen))</B></FONT> · "
    label += "\(DOTEscaping.labelText(node.status.name))</TD></TR>"
    if onlyHere {
      let holders = panel.holders[node.id] ?? [panel.title]
      label += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(Palette.onlyHere)\">only with "
      label += "\(DOTEscaping.labelText(holders.joined(separator: ", ")))</FONT></TD></TR>"
    }
    if flagged {
      label += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(Palette.findingOutline)\">⚑ finding: "
      label += "\(DOTEscaping.labelText(node.findings.joined(separator: ", ")))</FONT></TD></TR>"
    }
    let rows = node.rows.map { DOTEscaping.labelText($0.isEmpty ? " " : $0, keepsSpaces: true) }
    // Wide enough for the widest row at PhoneRows' cell width, whatever Graphviz measures the font as.
    let width = PhoneRows.cellMinimum(cells: node.rows.map(DisplayWidth.of).max() ?? 0)
    label += "<TR><TD ALIGN=\"LEFT\" BALIGN=\"LEFT\" WIDTH=\"\(width)\">"
    label += "<FONT FACE=\"\(PhoneRows.font)\" POINT-SIZE=\"\(PhoneRows.fontSize)\">"
    label += rows.joined(separator: "<BR/>") + "</FONT></TD></TR></TABLE>"
    var attributes = [
      "id=\(DOTEscaping.quoted(svgID))",
      "tooltip=\(DOTEscaping.quoted(node.id))",
    ]
    if happy { attributes.append("group=\"happy\"") }
    if let href = links?.href(for: node, in: panel.graph) {
      attributes.append("URL=\(DOTEscaping.quoted(href))")
      attributes.append("target=\"_top\"")
    }
    attributes.append("label=<\(label)>")
    return DOTEscaping.quoted(prefix + node.id) + " [" + attributes.joined(separator: ", ") + "];\n"
  }

  /// Edges grouped by their two ends, in the order each pair first appears: one drawn arrow per pair.
  public static func parallelGroups(_ edges: [MapEdge]) -> [[MapEdge]] {
    var order: [String] = []
    var groups: [String: [MapEdge]] = [:]
    for edge in edges {
      let ends = edge.from + "\u{1F}" + edge.to
      if groups[ends] == nil { order.append(ends) }
      groups[ends, default: []].append(edge)
    }
    return order.compactMap { groups[$0] }
  }

  /// One arrow for every way between two screens, a label line per way: events in italics, ways only one
  /// side of a comparison has in bold blue, a route to a decision thick in its colour; a way back to the
  /// Home Screen does not push the Home Screen to the right (its screens stay the entries on the left).
  private static func edgeStatement(
    _ group: [MapEdge], prefix: String, panel: MapPanel, routes: DecisionRoutes, homes: Set<String>
  ) -> String {
    guard let first = group.first else { return "" }
    let route = routes.decision(from: first.from, to: first.to)
    let onlyHere = group.map { panel.onlyHereEdges.contains($0.identity) }
    let allEvents = group.allSatisfy { $0.move.kind == .event }
    let color = onlyHere.allSatisfy { $0 } ? Palette.onlyHere : allEvents ? Palette.event : "#222222"
    let lines = zip(group, onlyHere).map { edge, only -> String in
      var line = DOTEscaping.labelText(edge.move.label)
      if edge.move.kind == .event { line = "<I>" + line + "</I>" }
      if only { line = "<FONT COLOR=\"\(Palette.onlyHere)\"><B>" + line + "</B></FONT>" }
      return line
    }
    var attributes = [
      "label=<\(lines.joined(separator: "<BR/>"))>", "color=\"\(color)\"",
      "style=\"\(allEvents ? "dashed" : "solid")\"",
    ]
    if let route {
      attributes[1] = "color=\"\(Palette.route(route))\""
      attributes.append("penwidth=\"\(routeWidth)\"")
      attributes.append("weight=\"\(route == .authorized ? 100 : 20)\"")
    } else if onlyHere.contains(true) {
      attributes.append("penwidth=\"2.5\"")
    }
    if route == nil, homes.contains(first.to) { attributes.append("constraint=\"false\"") }
    return DOTEscaping.quoted(prefix + first.from) + " -> " + DOTEscaping.quoted(prefix + first.to) + " ["
      + attributes.joined(separator: ", ") + "];\n"
  }
}
