import ConsentEngine

/// One screen of the map: what is on the phone, with which tracking status, and how it looks.
public struct MapNode: Sendable, Equatable {
  /// A stable id: the screen's name and status (`primer·notDetermined`), `·2`, `·3` … for other looks.
  public var id: String
  /// The screen's name as tapes' `Expect screen` uses it (`alert`, `outcome-denied`, `settings-app`), from `ScreenNames`.
  public var screen: String
  /// The tracking status the app reads on it.
  public var status: TrackingStatus
  /// The phone as it looks on arrival, row by row, control characters already made visible.
  public var rows: [String]
  /// Rule ids of findings raised on the way in or by the screen's layout, sorted.
  public var findings: [String]
  /// The review report's screen that shows the same screen, if the report has one (`alert`).
  public var reviewScreen: String?
  /// The moves from the first launch's Home Screen to the first time this screen was reached.
  public var route: [MapMove]
  /// The Home Screen, an app screen, an overlay or Settings.
  public var place: MapPlace = .app
}

/// One way between two screens: a tap or an event, and the rules the engine applied on the way.
public struct MapEdge: Sendable, Equatable {
  /// The screen it leaves.
  public var from: String
  /// The screen it reaches.
  public var to: String
  /// The move.
  public var move: MapMove
  /// Rule ids the engine's events on the way exercise, in the order they happened.
  public var rules: [String]
  /// The moves from the start that first took this way, this one last: replaying them lands on `to`.
  public var route: [MapMove]

  /// What tells this edge apart from others in any locale: ends and the move's action.
  public var identity: String { from + "\u{1F}" + move.action + "\u{1F}" + to }
}

/// What the exploration stopped short of, so a map never hides a cut.
public struct MapCutOff: Sendable, Hashable {
  /// Engine states reached but not explored further because the state limit was hit.
  public var statesNotExplored = 0
  /// Engine states not explored because their route reached the length limit.
  public var routesTooLong = 0
  /// Paths to a decision not listed because the path limit was hit.
  public var pathsNotListed = 0

  /// True when nothing was cut off.
  public var isEmpty: Bool { statesNotExplored == 0 && routesTooLong == 0 && pathsNotListed == 0 }

  /// One line for people: what was cut, or that nothing was.
  public var summary: String {
    guard !isEmpty else { return "nothing cut off" }
    var parts: [String] = []
    if statesNotExplored > 0 { parts.append("\(statesNotExplored) engine states beyond the state limit") }
    if routesTooLong > 0 { parts.append("\(routesTooLong) states beyond the route length limit") }
    if pathsNotListed > 0 { parts.append("\(pathsNotListed) paths beyond the path limit") }
    return "cut off: " + parts.joined(separator: ", ")
  }
}

/// How far the exploration goes.
public struct MapLimits: Sendable, Hashable {
  /// The most engine states explored.
  public var states: Int
  /// The most moves on a route from the start.
  public var routeLength: Int
  /// The most paths to a decision listed.
  public var paths: Int

  /// Limits; the defaults hold every bundled scenario whole.
  public init(states: Int = 20_000, routeLength: Int = 60, paths: Int = 500) {
    self.states = states
    self.routeLength = routeLength
    self.paths = paths
  }
}

/// One line of the scenario a map was drawn for (`wiring` `race`).
public struct MapSetting: Sendable, Hashable {
  /// The setting's name.
  public var name: String
  /// Its value.
  public var value: String

  /// Creates a setting line.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// The map of a journey: every screen reachable from the first launch and every way between them.
public struct JourneyGraph: Sendable, Equatable {
  /// The scenario, setting by setting.
  public var scenario: [MapSetting]
  /// The locale the screens are shown in.
  public var locale: String
  /// The copy variant, nil for the base copy.
  public var variant: String?
  /// Screens in the order first reached; the first is where the walk starts.
  public var nodes: [MapNode]
  /// Ways between screens in the order first taken; moves that leave the screen as it was are not edges.
  public var edges: [MapEdge]
  /// Every distinct path from the first launch to a decision.
  public var paths: [JourneyPath]
  /// Engine states explored (after merging equal ones).
  public var statesExplored: Int
  /// What the exploration cut off.
  public var cutOff: MapCutOff

  /// The node with an id.
  public func node(_ id: String) -> MapNode? { nodes.first { $0.id == id } }
}
