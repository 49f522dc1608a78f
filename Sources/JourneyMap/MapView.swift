import JourneyRuntime
import JourneyScreens
import TextSafety

/// Why a view of the map cannot be drawn.
public enum MapViewError: Error, Equatable, CustomStringConvertible {
  /// `--focus` names no screen of the table (`ScreenNames`); the error lists the nearest names.
  case unknownScreen(UnknownScreenName)
  /// `--focus` names a screen this scenario's map never reaches; the screens it does reach.
  case notReached(String, reached: [String])

  /// One line for people.
  public var description: String {
    switch self {
    case .unknownScreen(let error): return "--focus: \(error.description)"
    case .notReached(let name, let reached):
      return "--focus: this scenario's map never shows \(ControlCharacters.sanitize(name)) (it shows "
        + reached.joined(separator: ", ") + ")"
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
    let steps = MapPanel.onboardingSteps(nodes)
    let screen = String(focus.split(separator: "·", maxSplits: 1).first ?? "")
    guard ScreenNames.resolve(screen, onboardingSteps: steps) != nil else {
      throw .unknownScreen(UnknownScreenName(focus, onboardingSteps: steps))
    }
    guard nodes.contains(where: { MapPanel.matches($0, focus: focus, onboardingSteps: steps) }) else {
      var reached: [String] = []
      for name in nodes.map(\.screen) where !reached.contains(name) { reached.append(name) }
      throw .notReached(focus, reached: reached)
    }
    for index in shown.indices { shown[index].narrow(to: focus) }
    return shown
  }
}

extension MapPanel {
  /// Whether a node is the focused screen: `focus` is a screen name, alias or group (`ScreenNames`), or a
  /// node's `screen·status` with such a name.
  static func matches(_ node: MapNode, focus: String, onboardingSteps steps: Int) -> Bool {
    let parts = focus.split(separator: "·", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard let screens = ScreenNames.resolve(parts[0], onboardingSteps: steps), screens.contains(node.screen)
    else { return false }
    return parts.count == 1 || parts[1] == node.status.name
  }

  /// The number of onboarding steps the nodes show (the `onboarding` group's members).
  static func onboardingSteps(_ nodes: [MapNode]) -> Int {
    nodes.compactMap { node in
      node.screen.hasPrefix("onboarding-") ? Int(node.screen.dropFirst("onboarding-".count)) : nil
    }.max() ?? 0
  }

  /// Whether a node is this panel's focus.
  public func isFocus(_ node: MapNode) -> Bool {
    focus.map { Self.matches(node, focus: $0, onboardingSteps: Self.onboardingSteps(graph.nodes)) } ?? false
  }

  /// Keeps the focused screen's nodes, every way to or from them, their other ends and the paths through
  /// them.
  mutating func narrow(to focus: String) {
    self.focus = focus
    let steps = Self.onboardingSteps(graph.nodes)
    let centre = Set(graph.nodes.filter { Self.matches($0, focus: focus, onboardingSteps: steps) }.map(\.id))
    graph.edges = graph.edges.filter { centre.contains($0.from) || centre.contains($0.to) }
    let kept = centre.union(graph.edges.flatMap { [$0.from, $0.to] })
    graph.nodes = graph.nodes.filter { kept.contains($0.id) }
    graph.paths = graph.paths.filter { $0.nodes.contains(where: centre.contains) }
  }
}
