import ConsentEngine
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import Testing

/// The consent options page as a person walks it with keys: focus, Space and Enter flip switches and press
/// buttons (UMP-9).
@Suite("Consent options page keys")
struct ConsentOptionsKeysTests {
  /// A session on the consent form of the gallery's walk.
  private func onForm() throws -> JourneySession {
    let catalog = try BundledCopy.catalog()
    let definition = JourneySetup.definition(
      try BundledCopy.journey(), catalog: catalog, options: ScenarioOptions())
    let form = try #require(ScreenGallery.entries(definition: definition).first { $0.name == "consent-form" })
    var session = JourneySession(
      state: form.start, view: ViewOptions(locale: "en"), catalog: catalog,
      size: PhoneLayout.minimumSize(for: .standard))
    for command in form.script { session.applyPerforming(command) }
    #expect(session.state.screen == .consentForm)
    return session
  }

  /// Moves the focus forward until the focused button sends `action`; fails when no button does.
  private func focus(_ action: ConsentAction, in session: inout JourneySession) throws {
    for _ in 0..<session.screenModel().buttons.count {
      if session.screenModel().focusedButton?.action == action { return }
      session.handlePerforming(.tab)
    }
    #expect(session.screenModel().focusedButton?.action == action, "no button sends \(action)")
  }

  @Test("UMP-9: Enter on Manage options opens the page; Space and Enter flip the focused switch")
  func switchesByKey() throws {
    var session = try onForm()
    try focus(.consentOptionsOpened, in: &session)
    session.handlePerforming(.enter)
    #expect(session.state.screen == .consentOptions)
    try focus(.consentPurposeToggled(.personalizedAds), in: &session)
    session.handlePerforming(.space)
    #expect(session.state.flow.consentPurposesOn == [.personalizedAds])
    session.handlePerforming(.enter)
    #expect(session.state.flow.consentPurposesOn.isEmpty)
    session.handlePerforming(.space)
    try focus(.consentOptionsConfirmed, in: &session)
    session.handlePerforming(.enter)
    #expect(session.state.consentChoice == .partial)
    #expect(session.state.screen != .consentOptions)
  }

  @Test("UMP-9: Accept all and the way back are reached by focus and pressed with Enter")
  func acceptAllAndBackByKey() throws {
    var session = try onForm()
    try focus(.consentOptionsOpened, in: &session)
    session.handlePerforming(.enter)
    try focus(.consentOptionsClosed, in: &session)
    session.handlePerforming(.enter)
    #expect(session.state.screen == .consentForm)
    #expect(session.state.consentChoice == nil)
    try focus(.consentOptionsOpened, in: &session)
    session.handlePerforming(.enter)
    try focus(.consentOptionsAcceptedAll, in: &session)
    session.handlePerforming(.enter)
    #expect(session.state.consentChoice == .consented)
  }

  @Test("UMP-9: a tape presses a switch by its copy key and names the page consent-options")
  func tapeNames() throws {
    var session = try onForm()
    session.applyPerforming(.press(.key("form.options.action")))
    #expect(ScreenNames.name(of: session.state) == "consent-options")
    #expect(ScreenNames.canonical("consentOptions", onboardingSteps: 3) == "consent-options")
    session.applyPerforming(.press(.key("options.purpose.storage")))
    #expect(session.state.flow.consentPurposesOn == [.storage])
    session.applyPerforming(.press(.primary))
    #expect(session.state.consentChoice == .partial)
  }
}
