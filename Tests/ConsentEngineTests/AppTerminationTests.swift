import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Privacy switches end the app; a tap on the icon (ATT-17, launch)")
struct AppTerminationTests {
  /// A running app that answered the prompt, now in Settings › Tracking, with another app allowed.
  func inSettings(after answer: AlertAnswer) -> LoggedState {
    var definition = JourneyDefinition(onboardingStepIDs: ["welcome"], wiring: .none)
    definition.otherApps = [OtherApp(name: "Maps", allowed: true)]
    var state = makeState(definition)
    play(&state, .launch, .continueTapped, .continueTapped, .alertAnswered(answer), .continueTapped)
    play(&state, .settingsOpened)
    return state
  }

  @Test(
    "ATT-17: each privacy switch change ends the running app",
    arguments: [
      [ConsentAction.settingsAppToggleTapped],
      [.settingsGlobalToggleTapped, .globalToggleOffAnswered(.continueTracking)],
      [.settingsGlobalToggleTapped, .globalToggleOffAnswered(.stopTracking)],
      [.scenario(.allowAppsToRequestToTrack(false))],
    ])
  func switchEndsApp(actions: [ConsentAction]) {
    var state = inSettings(after: .allow)
    #expect(state.appState == .background)
    let run = play(&state, actions)
    #expect(state.appState == .notRunning)
    #expect(run.lines.last == "appTerminated{reason=privacySettingChanged}")
    #expect(state.screen == .settingsTracking)
    #expect(state.flow == FlowProgress())
  }

  @Test("ATT-17: turning a switch on ends the app too; cancelling changes nothing")
  func switchOnEndsApp() {
    var state = inSettings(after: .deny)
    play(&state, .settingsAppToggleTapped, .appToggleConfirmationAnswered(.cancel))
    #expect(state.appState == .background)
    play(&state, .settingsAppToggleTapped, .appToggleConfirmationAnswered(.confirm))
    #expect(state.appState == .notRunning)
    var global = inSettings(after: .deny)
    play(&global, .settingsGlobalToggleTapped, .globalToggleOffAnswered(.cancel))
    #expect(global.appState == .background)
    global.device.allowAppsToRequestToTrack = false
    play(&global, .settingsGlobalToggleTapped)
    #expect(global.device.allowAppsToRequestToTrack)
    #expect(global.appState == .notRunning)
  }

  @Test(
    "ATT-17: returning from Settings, or tapping the icon there, is a cold launch without onboarding",
    arguments: [ConsentAction.returnToApp, .launch])
  func returnIsColdLaunch(back: ConsentAction) {
    var state = inSettings(after: .allow)
    play(&state, .settingsAppToggleTapped)
    #expect(state.terminatedBySettings)
    let run = play(&state, back)
    #expect(run.lines.prefix(2) == ["appLaunched", "appBecameActive"])
    #expect(!run.lines.contains("onboardingStepShown{index=0}"))
    #expect(state.sessions == 2)
    #expect(state.appState == .active)
    #expect(state.screen == .home)
    #expect(!state.terminatedBySettings)
  }

  @Test(
    "ATT-17: ended in front by a global switch change, the app switcher or the icon relaunches it",
    arguments: [ConsentAction.foreground, .launch])
  func switcherIsColdLaunch(back: ConsentAction) {
    var state = makeState(quickJourney())
    play(&state, .launch, .scenario(.allowAppsToRequestToTrack(false)))
    #expect(state.appState == .notRunning)
    #expect(state.screen == .springboard)
    let run = play(&state, back)
    #expect(run.lines.first == "appLaunched")
    #expect(state.sessions == 2)
    #expect(state.screen == .home)
  }

  @Test("Launch: cold when not running, to the front when in the background, nothing when in front")
  func launchMeaning() {
    var state = makeState(quickJourney())
    #expect(state.launchMeaning == .coldLaunch)
    play(&state, .launch)
    #expect(state.launchMeaning == .alreadyInFront)
    #expect(!state.canLaunch)
    let before = state
    let run = play(&state, .launch)
    #expect(run.lines.isEmpty && run.effects.isEmpty)
    #expect(state == before)
    play(&state, .appBackgrounded)
    #expect(state.launchMeaning == .bringToFront)
    let back = play(&state, .launch)
    #expect(back.lines == ["appBecameActive"])
    #expect(state.screen == .primer)
    #expect(state.sessions == 1)
  }

  @Test("Launch from Settings: the app behind Settings comes to the front; a stopped app starts cold")
  func launchFromSettings() {
    var state = makeState(quickJourney())
    play(&state, .launch, .settingsOpened)
    #expect(state.launchMeaning == .bringToFront)
    play(&state, .launch)
    #expect(state.screen == .primer)
    #expect(state.appState == .active)
    play(&state, .terminate, .settingsOpened)
    #expect(state.screen == .settingsTracking)
    #expect(state.launchMeaning == .coldLaunch)
    play(&state, .launch)
    #expect(state.sessions == 2)
    var confirming = inSettings(after: .allow)
    play(&confirming, .settingsGlobalToggleTapped)
    #expect(confirming.launchMeaning == .blocked)
    let before = confirming
    play(&confirming, .launch)
    #expect(confirming == before)
  }
}
