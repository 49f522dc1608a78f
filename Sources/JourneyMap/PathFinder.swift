import JourneyRuntime

/// Finds every distinct path from the first launch to a decision by driving the session: launch, then each
/// button in turn, depth first, never through the same screen twice on one path.
enum PathFinder {
  /// The paths found (at most `limit`) and how many more there were.
  static func paths(
    from start: JourneySession, limit: Int, nodeID: @escaping (JourneySession) -> String
  ) -> (listed: [JourneyPath], notListed: Int) {
    var search = Search(limit: limit, nodeID: nodeID)
    let launch = MapMoves.available(in: start).first { move in
      var trial = start
      for command in move.commands where SessionPerformer.apply(command, to: &trial).refusal != nil {
        return false
      }
      return trial.events.contains { $0.kind == .appLaunched }
    }
    if let move = launch {
      search.follow(move, from: start, path: Search.Partial(nodes: [nodeID(start)], moves: [], rules: []))
    }
    return (search.found, search.notListed)
  }

  private struct Search {
    struct Partial {
      var nodes: [String]
      var moves: [MapMove]
      var rules: [String]
    }

    let limit: Int
    let nodeID: (JourneySession) -> String
    var found: [JourneyPath] = []
    var notListed = 0

    init(limit: Int, nodeID: @escaping (JourneySession) -> String) {
      self.limit = limit
      self.nodeID = nodeID
    }

    mutating func follow(_ move: MapMove, from session: JourneySession, path: Partial) {
      var next = session
      for command in move.commands where SessionPerformer.apply(command, to: &next).refusal != nil { return }
      let id = nodeID(next)
      guard !path.nodes.contains(id) else { return }
      let events = next.events.dropFirst(session.events.count)
      var path = path
      path.nodes.append(id)
      path.moves.append(move)
      for rule in RuleTrail.rules(for: events) where !path.rules.contains(rule) { path.rules.append(rule) }
      if let decision = PathDecision.reached(by: next.state) {
        for rule in RuleTrail.rules(forDecided: next.state) where !path.rules.contains(rule) {
          path.rules.append(rule)
        }
        if found.count < limit {
          found.append(
            JourneyPath(decision: decision, nodes: path.nodes, moves: path.moves, rules: path.rules))
        } else {
          notListed += 1
        }
        return
      }
      for tap in MapMoves.buttonMoves(next, model: next.screenModel()) {
        follow(tap, from: next, path: path)
      }
    }
  }
}
