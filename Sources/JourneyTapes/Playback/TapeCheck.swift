import ConsentEngine
import JourneyRuntime
import JourneyScreens
import TerminalKit
import TextSafety

/// Checks a tape's `Expect` lines against the session.
enum TapeCheck {
  /// Checks one expectation; `screenText` is the frame as text and `events` the walk's events, both kept
  /// by the player so that a long tape's checks do not lay out or scan the same things again.
  static func verify(
    _ expectation: TapeExpectation, session: JourneySession, frame: RenderedFrame, screenText: () -> String,
    events: EventIndex, at: SourceLocation
  )
    throws(PlaybackFailure)
  {
    let state = session.state
    func fail(_ expected: String, _ got: String) -> PlaybackFailure {
      PlaybackFailure(at: at, expected: expected, got: got)
    }
    switch expectation {
    case .screen(let name):
      guard ScreenName.matches(state, name) else {
        throw fail("screen \(name)", ScreenNames.shown(state).joined(separator: " over "))
      }
    case .status(let status):
      guard "\(state.trackingStatus)" == status else {
        throw fail("status \(status)", "\(state.trackingStatus)")
      }
    case .npa(let npa):
      guard state.npa == npa else { throw fail("npa \(npa)", "npa \(state.npa)") }
    case .appState(let name):
      guard state.appState.rawValue == name else { throw fail("app state \(name)", state.appState.rawValue) }
    case .consent(let name):
      guard "\(state.consentStatus)" == name else { throw fail("consent \(name)", "\(state.consentStatus)") }
    case .consentChoice(let name):
      let choice = state.consentChoice?.rawValue ?? "none"
      guard choice == name else { throw fail("consent choice \(name)", choice) }
    case .idfv(let changed):
      // The IDFV changes only when the vendor's only app is installed again (reinstall).
      let first = VendorIdentifier.make(seed: state.device.idfaSeed, installation: 1)
      guard (state.idfv != first) == changed else {
        throw fail(changed ? "a new IDFV" : "the first installation's IDFV", state.idfv)
      }
    case .idfa(let zero):
      let isZero = state.idfa == AdvertisingIdentifier.zero
      guard isZero == zero else { throw fail(zero ? "a zero IDFA" : "a non-zero IDFA", state.idfa) }
    case .text(let text):
      let screen = screenText()
      guard screen.contains(text) else { throw fail("text “\(text)” on screen", summary(screen)) }
    case .noText(let text):
      guard !screenText().contains(text) else { throw fail("no text “\(text)” on screen", "it is shown") }
    case .finding(let rule):
      guard events.findingRuleSet.contains(rule) || frame.findings.contains(where: { $0.rule == rule }) else {
        let rules = events.findingRules + frame.findings.map(\.rule)
        throw fail("finding \(rule)", rules.isEmpty ? "no findings" : rules.joined(separator: ", "))
      }
    case .noFinding(let rule):
      guard !events.findingRuleSet.contains(rule), !frame.findings.contains(where: { $0.rule == rule }) else {
        throw fail("no finding \(rule)", "finding \(rule)")
      }
    case .noEvent(let name):
      guard !events.names.contains(name) else { throw fail("no event \(name)", "event \(name)") }
    case .event(let name):
      guard events.names.contains(name) else {
        let recent = events.recent.joined(separator: ", ")
        throw fail("event \(name)", recent.isEmpty ? "no events" : "… \(recent)")
      }
    }
  }

  private static func summary(_ screen: String) -> String {
    let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: " │╭╮╰╯─") }.filter {
      !$0.isEmpty
    }
    return "“" + lines.prefix(6).joined(separator: " / ") + "”"
  }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) || first == " " { scalars.removeFirst() }
    while let last = scalars.last, set.contains(last) || last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
