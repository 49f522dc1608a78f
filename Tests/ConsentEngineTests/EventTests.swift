import ConsentEngine
import Foundation
import JourneyTestSupport
import Testing

@Suite("Events and state vocabulary")
struct EventTests {
  @Test("Events carry increasing logical times and the injected day")
  func timestamps() {
    var state = LoggedState(ConsentState(definition: quickJourney(), device: DeviceSettings(), day: 10))
    play(&state, .launch, .continueTapped, .alertAnswered(.allow), .advanceClock(days: 5), .continueTapped)
    #expect(state.events.map(\.time) == Array(1...state.events.count))
    #expect(state.events.first?.day == 10)
  }

  @Test("Fields print in a stable order: time, day, event, attributes")
  func fieldOrder() {
    let event = Event(
      time: 3, day: 0, kind: .trackingRequestCompleted(status: .denied, reason: .globalToggleOff))
    #expect(event.fields.map(\.0) == ["time", "day", "event", "status", "reason"])
    #expect(
      event.fields.map(\.1.description) == [
        "3", "0", "trackingRequestCompleted", "denied", "globalToggleOff",
      ])
    let finding = Event(time: 1, day: 0, kind: .finding(Finding(rule: "UMP-12", message: "m")))
    #expect(EngineTranscript.line(finding) == "finding{rule=UMP-12,message=m}")
    #expect(Event(time: 1, day: 0, kind: .onboardingStepShown(index: 2)).fields.last?.1 == .int(2))
  }

  @Test("Encodable uses the same keys and values")
  func encodable() throws {
    let event = Event(time: 4, day: 1, kind: .systemAlertShown(interface: .expanded))
    let data = try JSONEncoder().encode(event)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["event"] as? String == "systemAlertShown")
    #expect(object["interface"] as? String == "expanded")
    #expect(object["time"] as? Int == 4)
    #expect(Set(object.keys) == ["time", "day", "event", "interface"])
  }

  @Test("The public state fields read the right values")
  func stateFields() {
    var state = makeState(quickJourney(wiring: .sequential))
    play(&state, .launch, .continueTapped, .alertAnswered(.allow), .continueTapped)
    #expect(state.screen == .home)
    #expect(state.trackingStatus == .authorized)
    #expect(state.appState == .active)
    #expect(state.consentStatus == .notRequired)
    #expect(state.sessions == 1)
    #expect(state.promptsShown == 1)
    #expect(state.findings.isEmpty)
    #expect(!state.npa)
  }

  @Test("Actions that make no sense change nothing")
  func ignoredActions() {
    var state = makeState(quickJourney())
    let before = state
    let run = play(&state, .continueTapped, .alertAnswered(.allow), .returnToApp, .foreground, .notNowTapped)
    #expect(run.lines.isEmpty && run.effects.isEmpty)
    #expect(state == before)
  }
}
