import ConsentEngine
import JourneyRuntime
import JourneyScreens
import StringTables

/// Explores the journey through the real session from a freshly installed app, move by move, breadth first.
///
/// Every move is carried out with `JourneySession.apply`, its effects performed (`SessionPerformer`), exactly
/// as a key or a tape line would; engine states that behave alike (equal `ConsentState.futureKey`) are
/// explored once; screens that look alike with the same status (`NodeLook`) are one node. The order of moves and states is fixed, so the same
/// input always gives the same map.
public struct MapExplorer {
  private struct Visit {
    var session: JourneySession
    var route: [MapMove]
    var node: Int
    var cameBy: Int?
  }

  private var visits: [Visit] = []
  /// The key of every state visited (`ConsentState.futureKey`), so each is explored once.
  private var visited: [ConsentState: Int] = [:]
  private var looks: [NodeLook: Int] = [:]
  private var nodes: [MapNode] = []
  private var findings: [Set<String>] = []
  private var edges: [MapEdge] = []
  private var edgeIndex: [String: Int] = [:]
  private var cutOff = MapCutOff()
  private var ways: [StateWay] = []
  private let limits: MapLimits
  private let galleryNames: Set<String>
  private let extraMoves: (JourneySession) -> [MapMove]

  private init(
    limits: MapLimits, galleryNames: Set<String>, extraMoves: @escaping (JourneySession) -> [MapMove]
  ) {
    self.limits = limits
    self.galleryNames = galleryNames
    self.extraMoves = extraMoves
  }

  /// The map of the journey `journey` with `catalog`'s copy, in the scenario `options` describe.
  public static func explore(
    journey: JourneyFile, catalog: CopyCatalog, options: ScenarioOptions, limits: MapLimits = MapLimits()
  ) -> JourneyGraph {
    states(journey: journey, catalog: catalog, options: options, limits: limits).map
  }

  /// Every engine state of the journey and every move from each, with the map drawn from them.
  ///
  /// `extraMoves` adds moves to those the map tries (`MapMoves.available`) on each state; a presented
  /// scenario (`options.presentation`) is explored at the presented phone's size, as `play --present` draws.
  public static func states(
    journey: JourneyFile, catalog: CopyCatalog, options: ScenarioOptions, limits: MapLimits = MapLimits(),
    extraMoves: @escaping (JourneySession) -> [MapMove] = { _ in [] }
  ) -> StateGraph {
    var scenario = options
    scenario.showsInspector = false
    let device = scenario.device.flatMap(Device.named) ?? .standard
    let size =
      scenario.presentation?.showsPhoneAlone == true
      ? Presentation.frameSize(for: device) : PhoneLayout.minimumSize(for: device)
    let session = JourneySetup.session(journey, catalog: catalog, options: scenario, size: size)
    let names = Set(ScreenGallery.entries(definition: session.state.definition).map(\.name))
    var explorer = MapExplorer(limits: limits, galleryNames: names, extraMoves: extraMoves)
    explorer.run(from: session)
    let paths = PathFinder.paths(from: session, limit: limits.paths) { NodeLook($0).id }
    explorer.cutOff.pathsNotListed = paths.notListed
    let map = JourneyGraph(
      scenario: MapScenario.settings(of: session), locale: session.view.locale,
      variant: session.view.variant, nodes: explorer.nodes, edges: explorer.edges, paths: paths.listed,
      statesExplored: explorer.visits.count, cutOff: explorer.cutOff)
    let states = explorer.visits.map {
      ExploredState(session: $0.session, node: explorer.nodes[$0.node].id, cameBy: $0.cameBy)
    }
    return StateGraph(states: states, ways: explorer.ways, map: map)
  }

  private mutating func run(from start: JourneySession) {
    let startNode = node(for: start, route: [], newEvents: [])
    add(Visit(session: start, route: [], node: startNode, cameBy: nil), key: start.state.futureKey)
    var next = 0
    while next < visits.count {
      let visit = visits[next]
      next += 1
      for move in MapMoves.available(in: visit.session) + extraMoves(visit.session) {
        take(move, from: visit, index: next - 1)
      }
    }
  }

  /// Carries out one move from a visit; records the edge and queues the state it leads to when new.
  private mutating func take(_ move: MapMove, from visit: Visit, index: Int) {
    let fromNode = visit.node
    var session = visit.session
    for command in move.commands where SessionPerformer.apply(command, to: &session).refusal != nil { return }
    let newEvents = Array(session.events.dropFirst(visit.session.events.count))
    if move.action == "advance", newEvents.isEmpty { return }
    var move = move
    if move.kind == .tap, visit.session.state.terminatedBySettings,
      newEvents.contains(where: { $0.kind == .appLaunched })
    {
      move.label += " · " + MapWords.relaunchAfterSettings
    }
    let route = visit.route + [move]
    let toNode = node(for: session, route: route, newEvents: newEvents)
    if toNode != fromNode {
      let edge = MapEdge(
        from: nodes[fromNode].id, to: nodes[toNode].id, move: move, rules: RuleTrail.rules(for: newEvents),
        route: route)
      if edgeIndex[edge.identity] == nil {
        edgeIndex[edge.identity] = edges.count
        edges.append(edge)
      }
    }
    let key = session.state.futureKey
    var way = StateWay(from: index, move: move, end: .cutOff, events: newEvents)
    defer { ways.append(way) }
    if let known = visited[key] {
      way.end = .state(known)
      return
    }
    guard route.count < limits.routeLength else {
      cutOff.routesTooLong += 1
      return
    }
    guard visits.count < limits.states else {
      cutOff.statesNotExplored += 1
      return
    }
    way.end = .state(visits.count)
    add(Visit(session: session, route: route, node: toNode, cameBy: ways.count), key: key)
  }

  private mutating func add(_ visit: Visit, key: ConsentState) {
    visited[key] = visits.count
    visits.append(visit)
  }

  /// The node a session shows, created on first sight; findings raised on the way in are added to it.
  private mutating func node(for session: JourneySession, route: [MapMove], newEvents: [Event]) -> Int {
    let look = NodeLook(session)
    let index: Int
    if let known = looks[look] {
      index = known
    } else {
      index = nodes.count
      looks[look] = index
      nodes.append(
        MapNode(
          id: look.id, screen: look.screen, status: look.status, rows: NodeLook.rows(session),
          findings: [], reviewScreen: ReviewScreen.name(of: session.state, among: galleryNames), route: route,
          place: MapPlace.of(session.state))
      )
      findings.append(Set(NodeLook.frame(session).findings.map(\.rule)))
    }
    for event in newEvents {
      if case .finding(let finding) = event.kind { findings[index].insert(finding.rule) }
    }
    nodes[index].findings = findings[index].sorted()
    return index
  }
}
