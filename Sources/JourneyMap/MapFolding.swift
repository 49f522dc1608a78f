import ConsentEngine

/// A system move the default drawing shows once in its legend instead of as an arrow from every screen.
public struct FoldedMove: Sendable, Equatable {
  /// The event's name (`reinstall`, `terminate`, `background`, `openSettings`), or `return` for the ways
  /// back to the app screen a person left.
  public var action: String
  /// Its words on the map ("delete and reinstall the app"); several when different words do the same.
  public var labels: [String]
  /// The screen it leads to (`springboard`); empty for the way back to the screen left.
  public var screen: String
  /// The statuses it leads to, the commonest first; nil stands for the status it left with.
  public var statuses: [TrackingStatus?]
  /// How many ways of the map it stands for.
  public var ways: Int

  /// Where it leads, in words: `springboard · notDetermined or denied`, `springboard · same status`,
  /// `the app screen left`.
  public var destination: String {
    guard !screen.isEmpty else { return "the app screen left" }
    return screen + " · " + statuses.map { $0?.name ?? "same status" }.joined(separator: " or ")
  }
}

/// Which ways the default drawing folds into its legend: the system moves a person has on (nearly) every
/// app screen (swipe away, Home Screen, Settings, reinstall) where they lead to one screen whatever the
/// screen they start from, and the plain ways back from the Home Screen or Settings to the app screen
/// left. A way of such a move that leads to another screen, a way back after iOS ended the app for a
/// Settings change (ATT-17), and every step of a route to a decision stay arrows.
public struct MapFolding: Sendable, Equatable {
  /// The folded moves, in the order of `MapFolding.systemMoves`, the way back last.
  public var moves: [FoldedMove]
  /// Identities (`MapEdge.identity`) of the ways folded.
  public var edges: Set<String>

  /// Nothing folded (`--all`).
  public static let none = MapFolding(moves: [], edges: [])

  /// The events that may be folded, in legend order: swiping away, going home, Settings, reinstalling.
  public static let systemMoves = ["terminate", "background", "openSettings", "reinstall"]

  /// The share of app screens a move's common destination must be reached from to be folded.
  static let nearlyEvery = 2.0 / 3.0

  /// Whether the drawing folds a way.
  public func folds(_ edge: MapEdge) -> Bool { edges.contains(edge.identity) }

  /// The legend of some foldings: each place the folded moves lead to, in order, with the words of the
  /// moves that lead there.
  public static func legend(_ foldings: [MapFolding]) -> [(destination: String, labels: [String])] {
    var rows: [(destination: String, labels: [String])] = []
    for move in foldings.flatMap(\.moves) {
      let row = rows.firstIndex { $0.destination == move.destination } ?? rows.count
      if row == rows.count { rows.append((move.destination, [])) }
      for label in move.labels where !rows[row].labels.contains(label) { rows[row].labels.append(label) }
    }
    return rows
  }

  /// The folding of a map.
  public static func of(_ graph: JourneyGraph) -> MapFolding {
    let nodes = Dictionary(graph.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let routes = DecisionRoutes(graph.paths)
    let appScreens = graph.nodes.filter { $0.place == .app }.count
    var folding = MapFolding.none
    for action in systemMoves {
      let ways = graph.edges.filter {
        $0.move.kind == .event && $0.move.action == action && routes.decision(from: $0.from, to: $0.to) == nil
      }
      guard let common = commonDestination(ways, nodes: nodes) else { continue }
      let fitting = ways.filter { common.fits($0, nodes: nodes) }
      let fromApp = Set(fitting.filter { nodes[$0.from]?.place == .app }.map(\.from)).count
      guard appScreens > 0, Double(fromApp) >= nearlyEvery * Double(appScreens) else { continue }
      let sameScreen = ways.filter { nodes[$0.to]?.screen == common.screen }
      var statuses: [TrackingStatus?] = [common.status]
      for way in sameScreen where !common.fits(way, nodes: nodes) {
        if let status = nodes[way.to]?.status, !statuses.contains(status) { statuses.append(status) }
      }
      folding.add(
        FoldedMove(
          action: action, labels: labels(sameScreen), screen: common.screen, statuses: statuses,
          ways: sameScreen.count), ways: sameScreen)
    }
    let back = waysBack(graph, nodes: nodes, folded: folding, routes: routes)
    if !back.isEmpty {
      folding.add(
        FoldedMove(action: "return", labels: labels(back), screen: "", statuses: [nil], ways: back.count),
        ways: back)
    }
    return folding
  }

  private mutating func add(_ move: FoldedMove, ways: [MapEdge]) {
    moves.append(move)
    edges.formUnion(ways.map(\.identity))
  }

  /// The distinct labels of some ways, in order.
  static func labels(_ ways: [MapEdge]) -> [String] {
    var labels: [String] = []
    for way in ways where !labels.contains(way.move.label) { labels.append(way.move.label) }
    return labels
  }

  /// Ways from the Home Screen or Settings to an app screen with the same status that has a folded way
  /// to where they start: going back to where the person left the app.
  static func waysBack(
    _ graph: JourneyGraph, nodes: [String: MapNode], folded: MapFolding, routes: DecisionRoutes
  ) -> [MapEdge] {
    let left = Set(graph.edges.filter(folded.folds).map { $0.to + "\u{1F}" + $0.from })
    return graph.edges.filter { way in
      guard let from = nodes[way.from], let to = nodes[way.to] else { return false }
      return (from.place == .homeScreen || from.place == .settings) && to.place == .app
        && from.status == to.status && left.contains(way.from + "\u{1F}" + way.to)
        && !way.move.label.contains(MapWords.relaunchAfterSettings)
        && routes.decision(from: way.from, to: way.to) == nil
    }
  }

  /// Where a move leads: a screen, and a status that is fixed or (nil) the one it left.
  struct Destination: Hashable {
    var screen: String
    var status: TrackingStatus?

    func fits(_ edge: MapEdge, nodes: [String: MapNode]) -> Bool {
      guard let from = nodes[edge.from], let to = nodes[edge.to], to.screen == screen else { return false }
      return to.status == (status ?? from.status)
    }
  }

  /// The destination most of the ways fit; on a tie, "same status" before a fixed one, then by name.
  static func commonDestination(_ ways: [MapEdge], nodes: [String: MapNode]) -> Destination? {
    var counts: [Destination: Int] = [:]
    for way in ways {
      guard let from = nodes[way.from], let to = nodes[way.to] else { continue }
      counts[Destination(screen: to.screen, status: to.status), default: 0] += 1
      if to.status == from.status { counts[Destination(screen: to.screen, status: nil), default: 0] += 1 }
    }
    return counts.max { left, right in
      if left.value != right.value { return left.value < right.value }
      if (left.key.status == nil) != (right.key.status == nil) { return left.key.status != nil }
      return (left.key.screen, left.key.status?.name ?? "") > (right.key.screen, right.key.status?.name ?? "")
    }?.key
  }
}
