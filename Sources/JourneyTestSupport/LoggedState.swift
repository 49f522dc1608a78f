import ConsentEngine

/// An engine state and every event it logged, for tests that drive the engine without a session: the tests'
/// driver, which performs each effect on the mock phone and keeps every effect it performed.
///
/// The log is kept as a session keeps it. Reads and writes of the state's own fields pass through
/// (`logged.screen`).
@dynamicMemberLookup
public struct LoggedState: Equatable, Sendable {
  /// The engine's state.
  public var state: ConsentState
  /// Every event so far, in order.
  public var events: [Event]
  /// Every effect performed so far, in order.
  public var performed: [Effect] = []
  /// Effects asked for and not performed yet (`sendHoldingEffects`), in order.
  public var held: [Effect] = []

  /// A state and the events that led to it (none for a state that has not run).
  public init(_ state: ConsentState, events: [Event] = []) {
    self.state = state
    self.events = events
  }

  /// Every finding so far, read from the `finding` events.
  public var findings: [Finding] { events.findings }

  /// Applies an action, then performs each effect it asks for and sends the mock phone's answer back
  /// (`MockPhone.perform`), as a session's driver does; logs every event.
  ///
  /// The result holds the action's events followed by the answers', and every effect performed.
  @discardableResult
  public mutating func send(_ action: ConsentAction) -> Transition {
    var transition = sendHoldingEffects(action)
    let answers = performHeldEffects()
    transition.events += answers.events
    transition.effects = answers.effects
    return transition
  }

  /// Applies an action and logs its events; its effects wait in `held` until `performHeldEffects()`.
  @discardableResult
  public mutating func sendHoldingEffects(_ action: ConsentAction) -> Transition {
    let transition = reduce(into: &state, action)
    events += transition.events
    held += transition.effects
    return transition
  }

  /// Performs the held effects in order, and any their answers ask for, sending each answer back; the
  /// answers' events and the effects performed.
  @discardableResult
  public mutating func performHeldEffects() -> Transition {
    var answered = Transition()
    while !held.isEmpty {
      let effect = held.removeFirst()
      performed.append(effect)
      answered.effects.append(effect)
      let answer = reduce(into: &state, MockPhone.perform(effect))
      events += answer.events
      answered.events += answer.events
      held += answer.effects
    }
    return answered
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
