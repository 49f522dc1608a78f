import ConsentEngine
import CopyLint
import StringTables

/// Performs what a session asks for and gives back each result, until it asks for nothing more: the walk's,
/// the tapes', the gallery's and the map's way to carry out effects.
///
/// The engine's effects are answered by the mock phone (`MockPhone.perform`); locale tables and lint's
/// reference folders are read from the session's copy folder, saved copy files by the walk's `LiveCopy`.
public enum SessionPerformer {
  /// What performing `effect` for `session` gives back; saved copy is read by `liveCopy`.
  public static func perform(
    _ effect: SessionEffect, for session: JourneySession, liveCopy: LiveCopy? = nil
  ) -> SessionResult {
    switch effect {
    case .engine(let effect): return .engine(MockPhone.perform(effect))
    case .readLocaleTables(let locale):
      do {
        return .localeTablesRead(try session.catalog.reading(locale: locale))
      } catch {
        return .localeTablesFailed(locale: locale, message: error.description)
      }
    case .readLintRules: return .lintRulesRead(LayerRules(catalog: session.catalog))
    case .reloadCopy(let files):
      guard let liveCopy else { return .copyReloaded(CopyReload(problem: "the copy is not watched")) }
      return .copyReloaded(liveCopy.read(changed: files, for: session))
    }
  }

  /// Performs the effects of `outcome` in order, and those the results ask for after them, giving each result
  /// to the session; the outcome with every effect performed and the last refusal.
  public static func settle(
    _ outcome: CommandOutcome, in session: inout JourneySession,
    performing perform: (SessionEffect, JourneySession) -> SessionResult = { perform($0, for: $1) }
  ) -> CommandOutcome {
    var settled = outcome
    var queue = outcome.effects[...]
    while let effect = queue.popFirst() {
      let next = session.receive(perform(effect, session))
      settled.effects += next.effects
      queue += next.effects
      if let refusal = next.refusal { settled.refusal = refusal }
    }
    return settled
  }

  /// Applies a command to the session and performs what it asks.
  @discardableResult
  public static func apply(_ command: SessionCommand, to session: inout JourneySession) -> CommandOutcome {
    let outcome = session.apply(command)
    return settle(outcome, in: &session)
  }

  /// Handles a key on the session and performs what it asks.
  @discardableResult
  public static func handle(_ key: KeyPress, on session: inout JourneySession) -> CommandOutcome {
    let outcome = session.handle(key)
    return settle(outcome, in: &session)
  }
}
