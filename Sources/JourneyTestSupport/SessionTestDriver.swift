import JourneyRuntime

/// Drives a session for tests as the walk's driver does (`SessionPerformer`), keeping every effect it
/// performed so a test can assert them.
public struct SessionTestDriver {
  /// The session driven.
  public var session: JourneySession
  /// Every effect performed so far, in order.
  public private(set) var performed: [SessionEffect] = []

  /// A driver of `session`.
  public init(_ session: JourneySession) {
    self.session = session
  }

  /// Applies a command and performs what it asks, recording each effect.
  @discardableResult
  public mutating func apply(_ command: SessionCommand) -> CommandOutcome {
    settle(session.apply(command))
  }

  /// Handles a key and performs what it asks, recording each effect.
  @discardableResult
  public mutating func handle(_ key: KeyPress) -> CommandOutcome {
    settle(session.handle(key))
  }

  /// Performs the outcome's effects; the settled outcome lists every effect performed, in order.
  private mutating func settle(_ outcome: CommandOutcome) -> CommandOutcome {
    let settled = SessionPerformer.settle(outcome, in: &session)
    performed += settled.effects
    return settled
  }
}

extension JourneySession {
  /// Applies a command and performs what it asks, as the walk's driver does (`SessionPerformer`).
  @discardableResult
  public mutating func applyPerforming(_ command: SessionCommand) -> CommandOutcome {
    SessionPerformer.apply(command, to: &self)
  }

  /// Handles a key and performs what it asks, as the walk's driver does (`SessionPerformer`).
  @discardableResult
  public mutating func handlePerforming(_ key: KeyPress) -> CommandOutcome {
    SessionPerformer.handle(key, on: &self)
  }
}
