import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit
import Testing

/// What the screens do: buttons, roles, actions and the rules they show.
@Suite("Journey screen behaviour")
struct JourneyBehaviourTests {
  @Test("ATT-10: the classic alert stacks deny above allow, full alert width, with their answers")
  func alertOrder() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("alert"), copy: try JourneyFixtures.copy())
    #expect(frame.buttons.map(\.role) == [.deny, .allow])
    #expect(frame.buttons.map(\.action) == [.alertAnswered(.deny), .alertAnswered(.allow)])
    let deny = try #require(frame.buttons.first)
    let allow = try #require(frame.buttons.last)
    #expect(deny.frame.maxY < allow.frame.y)
    #expect(deny.frame.x == allow.frame.x)
    #expect(deny.frame.width == Device.standard.alertContentWidth)
    #expect(deny.ref == CopyKey("System", "alert.deny"))
    #expect(allow.ref == CopyKey("System", "alert.allow"))
  }

  @Test("ATT-10: the alert title carries the app's display name; the message is the purpose string")
  func alertTitle() throws {
    let copy = DictionaryCopy([
      CopyKey("InfoPlist", "CFBundleDisplayName"): "Zap",
      CopyKey("System", "alert.title"): "Let “%@” track?",
      CopyKey("InfoPlist", "NSUserTrackingUsageDescription"): "Purpose here.",
      CopyKey("System", "alert.deny"): "No", CopyKey("System", "alert.allow"): "Yes",
    ])
    let frame = JourneyFixtures.render(try JourneyFixtures.state("alert"), copy: copy)
    let text = JourneyFixtures.text(frame)
    #expect(text.contains("Let “Zap” track?"))
    #expect(text.contains("Purpose here."))
    let ko = JourneyFixtures.text(
      JourneyFixtures.render(try JourneyFixtures.state("alert"), copy: try JourneyFixtures.copy("ko"))
    )
    #expect(ko.contains("‘Daily Grid’이(가)"))
  }

  @Test("X-2: Additional Information is on the sheet only when the app passed an action")
  func additionalInformation() throws {
    let copy = try JourneyFixtures.copy()
    let with = JourneyFixtures.render(try JourneyFixtures.state("sheet-additional-information"), copy: copy)
    let without = JourneyFixtures.render(try JourneyFixtures.state("sheet"), copy: copy)
    #expect(with.buttons.map(\.role) == [.allow, .deny, .additionalInformation])
    #expect(with.buttons.last?.action == .additionalInformationTapped)
    #expect(without.buttons.map(\.role) == [.allow, .deny])
    #expect(!without.shownKeys.contains(CopyKey("System", "sheet.additionalInformation")))
    #expect(JourneyFixtures.text(with).contains("iOS 27.2 sheet text unverified"))
  }

  @Test("X-3: the sheet shows the Markdown purpose string, rendered without its markers")
  func markdownSheet() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("sheet"), copy: try JourneyFixtures.copy())
    #expect(frame.shownKeys.contains(CopyKey("InfoPlist", "NSUserTrackingMarkdownUsageDescription")))
    let text = JourneyFixtures.text(frame)
    #expect(text.contains("• more relevant ads"))
    #expect(!text.contains("**"))
  }

  @Test("X-5: Settings uses the EU name of the global toggle in the EU on iOS 27.2")
  func euToggleName() throws {
    let copy = try JourneyFixtures.copy()
    let eu = JourneyFixtures.render(try JourneyFixtures.state("settings-tracking-eu"), copy: copy)
    let us = JourneyFixtures.render(try JourneyFixtures.state("settings-tracking"), copy: copy)
    #expect(eu.shownKeys.contains(CopyKey("System", "settings.tracking.toggle.eu")))
    #expect(!eu.shownKeys.contains(CopyKey("System", "settings.tracking.toggle")))
    #expect(us.shownKeys.contains(CopyKey("System", "settings.tracking.toggle")))
    #expect(JourneyFixtures.text(eu).contains("Allow Apps to Request to Link Your"))
  }

  @Test("ATT-7, ATT-15: on a restricted device the toggles are greyed and cannot be pressed")
  func restrictedToggle() throws {
    let state = try JourneyFixtures.state("settings-tracking-restricted")
    #expect(state.device.restriction != nil)
    let frame = JourneyFixtures.render(state, copy: try JourneyFixtures.copy())
    #expect(!frame.buttons.contains { $0.action == .settingsGlobalToggleTapped })
    #expect(!frame.buttons.contains { $0.action == .settingsAppToggleTapped })
    #expect(frame.buttons.map(\.action) == [.returnToApp])
    #expect(frame.shownKeys.contains(CopyKey("System", "settings.tracking.restricted")))
    let lines = TextRenderer.lines(frame.buffer)
    let row = try #require(lines.firstIndex { $0.contains("Allow Apps to Request to Track") })
    let switchX = try #require((0..<frame.buffer.width).first { frame.buffer[$0, row].grapheme == "◯" })
    #expect(frame.buffer[switchX, row].style.role.base == .disabled, "greyed, on the row's ground")
  }

  @Test("ATT-13, ATT-14: Settings toggles send their taps; confirmations offer their choices")
  func settingsActions() throws {
    let copy = try JourneyFixtures.copy()
    let tracking = JourneyFixtures.render(try JourneyFixtures.state("settings-tracking"), copy: copy)
    #expect(
      tracking.buttons.map(\.action) == [.settingsGlobalToggleTapped, .settingsAppToggleTapped, .returnToApp])
    let app = JourneyFixtures.render(try JourneyFixtures.state("settings-app"), copy: copy)
    #expect(app.buttons.map(\.action) == [.settingsAppToggleTapped, .returnToApp])
    let appOn = JourneyFixtures.render(
      try JourneyFixtures.state("app-toggle-confirmation"), copy: copy)
    #expect(
      appOn.buttons.map(\.action) == [
        .appToggleConfirmationAnswered(.confirm), .appToggleConfirmationAnswered(.cancel),
      ])
    let globalOff = JourneyFixtures.render(
      try JourneyFixtures.state("global-off-confirmation"), copy: copy)
    #expect(
      globalOff.buttons.map(\.action) == [
        .globalToggleOffAnswered(.continueTracking), .globalToggleOffAnswered(.stopTracking),
        .globalToggleOffAnswered(.cancel),
      ])
  }

  @Test("HIG-1, HIG-2: the primer has exactly one button, Continue, and no way to dismiss")
  func primerOneButton() throws {
    for locale in ["en", "ko", "ja", "fr"] {
      let frame = JourneyFixtures.render(
        try JourneyFixtures.state("primer"), copy: try JourneyFixtures.copy(locale))
      #expect(frame.buttons.count == 1)
      #expect(frame.buttons.first?.role == .primary)
      #expect(frame.buttons.first?.action == .continueTapped)
      #expect(!frame.buttons.contains { $0.action == .notNowTapped || $0.role == .secondary })
    }
  }

  @Test("ATT-11: outcome screens show the IDFA exactly as the app reads it")
  func outcomeIDFA() throws {
    let copy = try JourneyFixtures.copy()
    for name in ["outcome-authorized", "outcome-denied", "outcome-restricted"] {
      let state = try JourneyFixtures.state(name)
      #expect(JourneyFixtures.text(JourneyFixtures.render(state, copy: copy)).contains(state.idfa))
    }
    #expect(try JourneyFixtures.state("outcome-authorized").idfa != AdvertisingIdentifier.zero)
    #expect(try JourneyFixtures.state("outcome-denied").idfa == AdvertisingIdentifier.zero)
  }

  @Test("HIG-6: recovery offers Open Settings and Not Now; home starts the feature")
  func recoveryAndHome() throws {
    let copy = try JourneyFixtures.copy()
    let recovery = JourneyFixtures.render(try JourneyFixtures.state("recovery"), copy: copy)
    #expect(recovery.buttons.map(\.action) == [.openSettingsTapped, .notNowTapped])
    let home = JourneyFixtures.render(try JourneyFixtures.state("home"), copy: copy)
    #expect(home.buttons.map(\.action).last == .featureStarted)
  }

  @Test("UMP-7: the intro sheet continues, and its scrim dismisses it after Continue in focus order")
  func introSheet() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("intro-sheet"), copy: try JourneyFixtures.copy())
    #expect(frame.buttons.map(\.action) == [.continueTapped, .introSheetDismissed])
    #expect(frame.buttons.map(\.role) == [.primary, .secondary])
  }

  @Test("UMP-2: the consent form offers consent, refusal and options")
  func consentForm() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("consent-form"), copy: try JourneyFixtures.copy())
    #expect(
      frame.buttons.map(\.ref.key) == ["form.consent.action", "form.refuse.action", "form.options.action"])
    #expect(frame.buttons.first?.action == .consentFormAnswered(.consented))
    #expect(frame.buttons.last?.action == .consentOptionsOpened)
  }

  @Test(
    "UMP-9: the options page: a switch per purpose first, Confirm choices and Accept all, the way back last")
  func consentOptions() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("consent-options"), copy: try JourneyFixtures.copy())
    #expect(
      frame.buttons.map(\.action) == [
        .consentPurposeToggled(.storage), .consentPurposeToggled(.personalizedAds),
        .consentPurposeToggled(.measurement), .consentOptionsConfirmed, .consentOptionsAcceptedAll,
        .consentOptionsClosed,
      ])
    #expect(frame.buttons.map(\.role) == [.toggle, .toggle, .toggle, .primary, .primary, .secondary])
    // The gallery's page has the measurement switch on, the others off; VoiceOver reads each with its value.
    let switches = frame.elements.filter { $0.trait == .toggle }
    #expect(switches.map(\.ref?.key) == ConsentPurpose.allCases.map { "options.purpose.\($0.rawValue)" })
    #expect(switches.map(\.isOn) == [false, false, true])
    #expect(JourneyFixtures.text(frame).contains("Accept all"))
  }

  @Test("ATT-6: the other permission alert's buttons both answer it")
  func otherAlert() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("other-alert"), copy: try JourneyFixtures.copy())
    #expect(frame.buttons.map(\.action) == [.otherPermissionAlertAnswered, .otherPermissionAlertAnswered])
  }

  @Test("ATT-9: the crashed screen names the rule and lets the app be opened again")
  func crashed() throws {
    let state = try JourneyFixtures.state("crashed")
    #expect(state.screen == .crashed(.missingUsageDescription))
    let frame = JourneyFixtures.render(state, copy: try JourneyFixtures.copy())
    #expect(JourneyFixtures.text(frame).contains("ATT-9"))
    #expect(frame.buttons.map(\.action) == [.launch])
  }

  @Test("the springboard launches the app, or brings it back from the background")
  func springboard() throws {
    let copy = try JourneyFixtures.copy()
    let fresh = JourneyFixtures.render(try JourneyFixtures.state("springboard"), copy: copy)
    #expect(fresh.buttons.map(\.action) == [.launch])
    var away = try JourneyFixtures.state("home")
    _ = reduce(into: &away, .appBackgrounded)
    #expect(JourneyFixtures.render(away, copy: copy).buttons.map(\.action) == [.foreground])
  }
}
