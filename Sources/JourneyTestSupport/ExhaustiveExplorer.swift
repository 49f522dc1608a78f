import ConsentEngine

/// Tries every sequence of the given actions up to a depth, checking the invariants after each step.
public enum ExhaustiveExplorer {
  /// The violations found (at most `limit`), each with the actions that led to it.
  public static func explore(
    from start: LoggedState, actions: [ConsentAction], depth: Int, limit: Int = 10
  ) -> [(actions: [ConsentAction], problems: [String])] {
    var found: [(actions: [ConsentAction], problems: [String])] = []
    var path: [ConsentAction] = []
    visit(start, actions, depth, &path, &found, limit)
    return found
  }

  /// Depth-first search from one state.
  private static func visit(
    _ state: LoggedState, _ actions: [ConsentAction], _ depth: Int, _ path: inout [ConsentAction],
    _ found: inout [(actions: [ConsentAction], problems: [String])], _ limit: Int
  ) {
    guard depth > 0, found.count < limit else { return }
    for action in actions {
      var next = state
      next.send(action)
      path.append(action)
      let problems = InvariantChecker.violations(before: state, action: action, after: next)
      if !problems.isEmpty {
        found.append((path, problems))
      } else if next.state != state.state {
        visit(next, actions, depth - 1, &path, &found, limit)
      }
      path.removeLast()
    }
  }
}
