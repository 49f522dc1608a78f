import ConsentEngine
import JourneyRuntime
import Recordings

/// The engine's final state and every event as JSON, in the public vocabulary, with stable key order.
public enum StateJSON {
  /// One JSON object for an event.
  public static func event(_ event: Event) -> String {
    JSONText.object(event.fields.map { ($0.0, value($0.1)) })
  }

  /// The session's state fields of the public contract plus its event list, pretty enough to read, stable
  /// to diff.
  public static func document(of session: JourneySession) -> String {
    let state = session.state
    let locale = session.view.locale
    let variant = session.view.variant
    let findings = session.events.findings.map {
      JSONText.object([("rule", JSONText.string($0.rule)), ("message", JSONText.string($0.message))])
    }
    let fields: [(String, String)] = [
      ("screen", JSONText.string(ScreenName.primary(of: state))),
      ("trackingStatus", JSONText.string("\(state.trackingStatus)")),
      ("idfa", JSONText.string(state.idfa)),
      ("idfv", JSONText.string(state.idfv)),
      ("npa", state.npa ? "true" : "false"),
      ("appState", JSONText.string(state.appState.rawValue)),
      ("consentStatus", JSONText.string("\(state.consentStatus)")),
      ("consentChoice", state.consentChoice.map { JSONText.string($0.rawValue) } ?? "null"),
      ("sessions", String(state.sessions)),
      ("promptsShown", String(state.promptsShown)),
      ("locale", JSONText.string(locale)),
      ("variant", variant.map(JSONText.string) ?? "null"),
      ("findings", "[" + findings.joined(separator: ", ") + "]"),
    ]
    var lines = ["{"]
    for (name, value) in fields {
      lines.append("  " + JSONText.string(name) + ": " + value + ",")
    }
    lines.append("  \"events\": [")
    let events = session.events.map { "    " + event($0) }
    lines.append(events.joined(separator: ",\n"))
    lines.append("  ]")
    lines.append("}")
    return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
  }

  private static func value(_ value: EventValue) -> String {
    switch value {
    case .string(let text): return JSONText.string(text)
    case .int(let number): return String(number)
    }
  }
}
