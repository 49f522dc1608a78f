import TerminalKit

/// A screen name the table does not have, with the names nearest to it.
public struct UnknownScreenName: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name as given.
  public var name: String
  /// The closest names the table has, nearest first (at most three).
  public var nearest: [String]

  /// The error for `name` among the names the table accepts.
  public init(_ name: String, onboardingSteps count: Int) {
    self.name = name
    nearest = ScreenNames.nearest(to: name, onboardingSteps: count)
  }

  /// One line: the name, the nearest names and where every name is listed.
  public var description: String {
    // Control, bidi and zero-width characters shown as their symbols; a name is never long.
    var shown = ""
    for scalar in name.unicodeScalars.prefix(60) {
      if VisibleText.needsSymbol(scalar) {
        shown += VisibleText.symbol(for: scalar)
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    let hint = nearest.isEmpty ? "" : "; nearest: " + nearest.joined(separator: ", ")
    return "no screen named '\(shown)'\(hint) (att-journey screens lists every name)"
  }
}

extension ScreenNames {
  /// The names nearest to `name` by edit distance (ignoring case), at most `limit`, nearest first, and none more than one edit further than the nearest; names of
  /// one screen count once, by their canonical name.
  public static func nearest(to name: String, onboardingSteps count: Int, limit: Int = 3) -> [String] {
    let typed = Array(name.lowercased().prefix(60))
    var best: [String: Int] = [:]
    for entry in table(onboardingSteps: count) {
      for candidate in [entry.name] + entry.aliases {
        let distance = EditDistance.between(typed, Array(candidate.lowercased()))
        best[entry.name] = min(best[entry.name] ?? Int.max, distance)
      }
    }
    let ranked = table(onboardingSteps: count).compactMap { entry in best[entry.name].map { (entry.name, $0) }
    }
    let order = ranked.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
    // The closest, and those nearly as close: a far name is no help.
    let closest = order.first?.element.1 ?? 0
    return order.prefix(limit).filter { $0.element.1 <= closest + 1 }.map(\.element.0)
  }
}
