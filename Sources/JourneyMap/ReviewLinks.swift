import JourneyRuntime

/// Where a map's nodes link to: each node's screen in the review report, in the map's locale and variant.
public struct ReviewLinks: Sendable, Equatable {
  /// The review report's address, relative to the map (`review.html`).
  public var report: String

  /// Links into a report.
  public init(report: String) {
    self.report = report
  }

  /// The link for a node: the report's cell anchor `cell-<variant>-<screen>-<locale>`; nil when the report
  /// has no such screen.
  public func href(for node: MapNode, in graph: JourneyGraph) -> String? {
    guard let screen = node.reviewScreen else { return nil }
    return report + "#" + ReviewCell.id(variant: graph.variant, screen: screen, locale: graph.locale)
  }
}
