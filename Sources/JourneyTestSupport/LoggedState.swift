import ConsentEngine

/// An engine state and every event it logged, for tests that drive the engine without a session.
///
/// The log is kept as a session keeps it. Reads and writes of the state's own fields pass through
/// (`logged.screen`).
@dynamicMemberLookup
public struct LoggedState: Equatable, Sendable {
  /// The engine's state.
  public var state: ConsentState
  /// Every event so far, in order.
  public var events: [Event]

  /// A state and the events that led to it (none for a state that has not run).
  public init(_ state: ConsentState, events: [Event] = []) {
    self.state = state
    self.events = events
  }

  /// Every finding so far, read from the `finding` events.
  public var findings: [Finding] { events.findings }

  /// Applies an action with its effects answered (`reduceAndPerform`) and logs its events.
  @discardableResult
  public mutating func send(_ action: ConsentAction) -> Transition {
    let transition = reduceAndPerform(into: &state, action)
    events += transition.events
    return transition
  }

  /// A field of the state, read or written.
  public subscript<Value>(dynamicMember path: WritableKeyPath<ConsentState, Value>) -> Value {
    get { state[keyPath: path] }
    set { state[keyPath: path] = newValue }
  }

  /// A reading of the state.
  public subscript<Value>(dynamicMember path: KeyPath<ConsentState, Value>) -> Value {
    state[keyPath: path]
  }
}
