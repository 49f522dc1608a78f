import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Settings (ATT-12 … ATT-15)")
struct SettingsTests {
  /// A state whose app answered the prompt, now in Settings › Tracking.
  func answered(_ answer: AlertAnswer, others: [OtherApp] = []) -> LoggedState {
    var definition = quickJourney()
    definition.otherApps = others
    var state = makeState(definition)
    play(&state, .launch, .continueTapped, .alertAnswered(answer), .continueTapped, .settingsOpened)
    return state
  }

  @Test("ATT-12: the app opens only its own Settings page; an app that never asked has no toggle")
  func ownPageOnly() {
    var state = makeState(quickJourney())
    play(&state, .launch, .settingsOpened, .settingsAppToggleTapped)
    #expect(state.overlay == nil)
    #expect(state.events.last?.kind == .settingsOpened(page: .tracking))
    play(&state, .returnToApp, .continueTapped, .alertAnswered(.deny), .continueTapped, .featureStarted)
    let run = play(&state, .openSettingsTapped)
    #expect(run.effects == [.openAppSettings])
    #expect(state.screen == .settingsApp)
    #expect(run.lines.suffix(2) == ["settingsOpened{page=app}", "appSettingsURLOpened"])
  }

  @Test("ATT-13: off takes effect at once; on asks to confirm every time; cancel stays denied")
  func appToggle() {
    var state = answered(.allow)
    play(&state, .settingsAppToggleTapped)
    #expect(state.trackingStatus == .denied)
    #expect(state.overlay == nil)
    play(&state, .settingsAppToggleTapped)
    #expect(state.overlay == .appToggleConfirmation)
    play(&state, .appToggleConfirmationAnswered(.cancel))
    #expect(state.trackingStatus == .denied)
    play(&state, .settingsAppToggleTapped, .appToggleConfirmationAnswered(.confirm))
    #expect(state.trackingStatus == .authorized)
    play(&state, .settingsAppToggleTapped, .settingsAppToggleTapped)
    #expect(state.overlay == .appToggleConfirmation)
  }

  @Test("ATT-14: global off with an allowed app asks continue or stop")
  func globalToggleConfirmation() {
    var kept = answered(.allow, others: [OtherApp(name: "Maps", allowed: true)])
    play(&kept, .settingsGlobalToggleTapped)
    #expect(kept.overlay == .globalToggleOffConfirmation)
    play(&kept, .globalToggleOffAnswered(.continueTracking))
    #expect(kept.trackingStatus == .authorized)
    #expect(kept.otherApps.map(\.allowed) == [true])
    #expect(!kept.device.allowAppsToRequestToTrack)
    var stopped = answered(.allow, others: [OtherApp(name: "Maps", allowed: true)])
    play(&stopped, .settingsGlobalToggleTapped, .globalToggleOffAnswered(.stopTracking))
    #expect(stopped.trackingStatus == .denied)
    #expect(stopped.otherApps.map(\.allowed) == [false])
    var cancelled = answered(.allow)
    play(&cancelled, .settingsGlobalToggleTapped, .globalToggleOffAnswered(.cancel))
    #expect(cancelled.device.allowAppsToRequestToTrack)
    #expect(cancelled.trackingStatus == .authorized)
  }

  @Test("ATT-14: global off with no allowed app needs no confirmation; new requests are denied")
  func globalToggleNoConfirmation() {
    var state = answered(.deny, others: [OtherApp(name: "Maps", allowed: false)])
    let run = play(&state, .settingsGlobalToggleTapped)
    #expect(state.overlay == nil)
    #expect(run.lines.first == "settingsChanged{setting=allowAppsToRequestToTrack,value=off,status=denied}")
    play(&state, .reinstall, .launch)
    #expect(state.trackingStatus == .denied)
    #expect(state.promptsShown == 1)
  }

  @Test("ATT-15: on a restricted device both toggles are disabled")
  func restrictedToggles() {
    var state = answered(.allow)
    play(&state, .scenario(.restriction(.schoolManaged)))
    let start = state.events.count
    play(&state, .settingsGlobalToggleTapped, .settingsAppToggleTapped)
    #expect(state.events.count == start)
    #expect(state.overlay == nil)
    #expect(state.device.allowAppsToRequestToTrack)
    #expect(state.trackingStatus == .restricted)
  }
}
