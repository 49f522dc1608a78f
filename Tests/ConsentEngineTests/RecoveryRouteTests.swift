import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Recovery and outcome after a global switch change (ATT-18)")
struct RecoveryRouteTests {
  @Test("ATT-18: denied only by the global switch, recovery explains the path and opens nothing")
  func globalSwitchRecovery() {
    var state = makeState(quickJourney(), DeviceSettings(allowAppsToRequestToTrack: false))
    play(&state, .launch)
    #expect(state.trackingStatus == .denied)
    #expect(state.statusReason == .globalSwitch)
    #expect(state.recoveryRoute == .globalSwitch)
    let offered = play(&state, .featureStarted)
    #expect(offered.lines == ["recoveryOffered{route=globalSwitch}"])
    #expect(state.screen == .recovery)
    let open = play(&state, .openSettingsTapped)
    #expect(open.lines.isEmpty && open.effects.isEmpty)
    #expect(state.screen == .recovery)
    play(&state, .continueTapped)
    #expect(state.screen == .feature)
    #expect(!state.events.contains { $0.kind == .settingsOpened(page: .app) })
  }

  @Test("ATT-18: after the person's own refusal the route is the app's page, and the reason is their choice")
  func ownRefusalRecovery() {
    var state = makeState(quickJourney())
    play(&state, .launch, .continueTapped, .alertAnswered(.deny))
    #expect(state.statusReason == .userChoice)
    #expect(state.recoveryRoute == .appPage)
    play(&state, .continueTapped, .featureStarted, .continueTapped)
    #expect(state.screen == .settingsApp)
  }

  @Test(
    "ATT-18: 'Ask Apps to Stop Tracking' is the global switch's doing, not the person's choice for the app")
  func stopTrackingIsNotUserChoice() {
    var state = makeState(quickJourney())
    play(&state, .launch, .continueTapped, .alertAnswered(.allow), .continueTapped, .settingsOpened)
    play(&state, .settingsGlobalToggleTapped, .globalToggleOffAnswered(.stopTracking))
    #expect(state.trackingStatus == .denied)
    #expect(state.statusReason == .globalSwitch)
    #expect(state.recoveryRoute == .globalSwitch)
    play(&state, .settingsGlobalToggleTapped)
    #expect(state.device.allowAppsToRequestToTrack)
    #expect(state.statusReason == .globalSwitch)
    #expect(state.recoveryRoute == .appPage)
  }

  @Test("ATT-18: a legacy primer without the status check leads to an outcome that must not say 'you chose'")
  func outcomeReasonWithoutChoice() {
    var definition = quickJourney()
    definition.primerChecksStatus = false
    var state = makeState(definition, DeviceSettings(allowAppsToRequestToTrack: false))
    play(&state, .launch, .continueTapped)
    #expect(state.screen == .outcome(.denied))
    #expect(state.statusReason == .globalSwitch)
    var fresh = makeState(quickJourney())
    #expect(fresh.statusReason == .notAnswered)
    play(&fresh, .scenario(.restriction(.childAccount)))
    #expect(fresh.statusReason == .restricted)
  }
}
