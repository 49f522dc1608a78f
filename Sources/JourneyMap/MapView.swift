import JourneyRuntime
import JourneyTapes
import TextSafety

/// Why a view of the map cannot be drawn.
public enum MapViewError: Error, Equatable, CustomStringConvertible {
  /// `--focus` names no screen of the map; the nearest name when one is close.
  case unknownScreen(String, suggestion: String?)

  /// One line for people.
  public var description: String {
    switch self {
    case .unknownScreen(let name, let suggestion):
      let shown = ControlCharacters.sanitize(name)
      return "--focus: the map has no screen '\(shown)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? " (its screens: att-journey map --format json)")
    }
  }
}

/// What a drawing shows: every way or the system moves folded into the legend (the default), and the whole
/// map or only what leads to and from one screen.
public struct MapView: Sendable, Equatable {
  /// Draw every way, folding nothing (`--all`).
  public var allWays: Bool
  /// Draw only the ways to and from this screen (`primer`) or node (`primer·notDetermined`) (`--focus`).
  public var focus: String?

  /// A view; the default folds the system moves and shows the whole map.
  public init(allWays: Bool = false, focus: String? = nil) {
    self.allWays = allWays
    self.focus = focus
  }

  /// The panels as this view draws them: each with its folding, and cut down to the focus.
  public func apply(to panels: [MapPanel]) throws(MapViewError) -> [MapPanel] {
    var shown = panels.map { panel -> MapPanel in
      var panel = panel
      panel.folding = allWays ? .none : MapFolding.of(panel.graph)
      return panel
    }
    guard let focus else { return shown }
    let nodes = panels.flatMap(\.graph.nodes)
    guard nodes.contains(where: { MapPanel.matches($0, focus: focus) }) else {
      var names: [String] = []
      for name in nodes.map(\.screen) + nodes.map(\.id) where !names.contains(name) { names.append(name) }
      throw .unknownScreen(focus, suggestion: TapeSuggestion.nearest(to: focus, in: names))
    }
    for index in shown.indices { shown[index].narrow(to: focus) }
    return shown
  }
}

extension MapPanel {
  /// Whether a node is the focused screen.
  static func matches(_ node: MapNode, focus: String) -> Bool { node.screen == focus || node.id == focus }

  /// Whether a node is this panel's focus.
  public func isFocus(_ node: MapNode) -> Bool { focus.map { Self.matches(node, focus: $0) } ?? false }

  /// Keeps the focused screen's nodes, every way to or from them, their other ends and the paths through
  /// them.
  mutating func narrow(to focus: String) {
    self.focus = focus
    let centre = Set(graph.nodes.filter { Self.matches($0, focus: focus) }.map(\.id))
    graph.edges = graph.edges.filter { centre.contains($0.from) || centre.contains($0.to) }
    let kept = centre.union(graph.edges.flatMap { [$0.from, $0.to] })
    graph.nodes = graph.nodes.filter { kept.contains($0.id) }
    graph.paths = graph.paths.filter { $0.nodes.contains(where: centre.contains) }
  }
}
