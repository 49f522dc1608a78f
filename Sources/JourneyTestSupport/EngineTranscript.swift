import ConsentEngine

/// Plays actions through the engine and reads what happened, for tests.
public enum EngineTranscript {
  /// Applies the actions in order, performing their effects as a driver does, and returns every effect.
  @discardableResult
  public static func play(_ actions: [ConsentAction], on state: inout LoggedState) -> [Effect] {
    var effects: [Effect] = []
    for action in actions { effects += state.send(action).effects }
    return effects
  }

  /// One line per event: `name` or `name{key=value,…}` in the stable attribute order.
  public static func lines(_ events: [Event]) -> [String] {
    events.map(line)
  }

  /// One event as `name` or `name{key=value,…}`.
  public static func line(_ event: Event) -> String {
    let attributes = event.kind.attributes
    guard !attributes.isEmpty else { return event.name }
    let body = attributes.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
    return "\(event.name){\(body)}"
  }

  /// The lines of the events logged after `start` events.
  public static func lines(of state: LoggedState, after start: Int) -> [String] {
    lines(Array(state.events.dropFirst(start)))
  }
}
