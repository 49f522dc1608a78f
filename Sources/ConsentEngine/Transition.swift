/// What one `reduce` call did: the events it logged, in order, and the effects the runtime must carry out.
public struct Transition: Equatable, Sendable, Hashable {
  /// The events, in the order they happened, each with its tick and day.
  public var events: [Event] = []
  /// The effects for the runtime to carry out, in the order they were asked for.
  public var effects: [Effect] = []

  /// A transition.
  public init(events: [Event] = [], effects: [Effect] = []) {
    self.events = events
    self.effects = effects
  }
}
