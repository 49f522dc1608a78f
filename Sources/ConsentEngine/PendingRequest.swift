/// A request whose prompt is on screen.
public struct PendingRequest: Equatable, Sendable, Hashable {
  /// Who called.
  public var requester: Requester
  /// Where the call came from.
  public var context: RequestContext
}
