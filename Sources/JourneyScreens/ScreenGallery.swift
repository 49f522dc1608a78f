import ConsentEngine
import StringTables

/// One named engine state of the gallery.
public struct GalleryEntry: Sendable {
  /// A file-name-safe name, for example "alert-classic".
  public var name: String
  /// The state, reached by driving the engine.
  public var state: ConsentState

  /// Creates an entry.
  public init(name: String, state: ConsentState) {
    self.name = name
    self.state = state
  }
}

/// Engine states that together show every screen and overlay of a journey, reached by driving the real
/// engine (the review report, the snapshots and the linter's unused-key rule render them).
///
/// The journey is always the loaded one (`journey.json` of the copy folder), never a copy of it.
public enum ScreenGallery {
  /// Every entry, in journey order.
  public static func entries(definition: JourneyDefinition) -> [GalleryEntry] {
    var list: [GalleryEntry] = []
    func add(_ name: String, _ state: ConsentState) { list.append(GalleryEntry(name: name, state: state)) }
    let us = DeviceSettings()
    var state = ConsentState(definition: definition, device: us)
    add("springboard", state)
    state = drive(state, [.launch])
    for step in definition.onboardingStepIDs.indices {
      add("onboarding-\(step + 1)", state)
      state = drive(state, [.continueTapped])
    }
    add("primer", state)
    let alert = drive(state, [.continueTapped])
    add("alert-classic", alert)
    let authorized = drive(alert, [.alertAnswered(.allow)])
    add("outcome-authorized", authorized)
    let denied = drive(alert, [.alertAnswered(.deny)])
    add("outcome-denied", denied)
    let home = drive(authorized, [.continueTapped])
    add("home", home)
    add("feature", drive(home, [.featureStarted]))
    add("other-permission-alert", drive(home, [.otherPermissionAlertRaised, .foreground]))
    let recovery = drive(denied, [.continueTapped, .featureStarted])
    add("recovery", recovery)
    let appSettings = drive(recovery, [.openSettingsTapped])
    add("settings-app", appSettings)
    add("settings-app-toggle-confirmation", drive(appSettings, [.settingsAppToggleTapped]))
    let tracking = drive(authorized, [.settingsOpened])
    add("settings-tracking", tracking)
    add("settings-global-off-confirmation", drive(tracking, [.settingsGlobalToggleTapped]))
    add("outcome-restricted", restrictedOutcome(home))
    add("settings-tracking-restricted", drive(restrictedOutcome(home), [.settingsOpened]))
    list += globalSwitchEntries(definition)
    list += expandedSheetEntries(definition)
    list += consentPlatformEntries(definition)
    var crashing = definition
    crashing.hasUsageDescription = false
    add(
      "crashed",
      drive(
        ConsentState(definition: crashing, device: us),
        [.launch] + finishOnboarding(crashing) + [.continueTapped]))
    return list
  }

  /// Every copy key some gallery entry shows or VoiceOver speaks on it: what the linter's unused-key
  /// rule compares against.
  public static func usedKeys(
    definition: JourneyDefinition, copy: any CopyProvider, chrome: Chrome = Chrome(showsInspector: false)
  ) -> Set<CopyKey> {
    let size = PhoneLayout.minimumSize(for: chrome.device)
    var keys = Set<CopyKey>()
    for entry in entries(definition: definition) {
      let frame = JourneyRenderer.render(
        entry.state, context: ScreenContext(copy: copy), chrome: chrome, size: size)
      keys.formUnion(frame.shownKeys)
    }
    return keys.union(VoiceOverReading.usedKeys)
  }

  /// The state after each action in turn, its effects performed as the runtime performs them.
  public static func drive(_ state: ConsentState, _ actions: [ConsentAction]) -> ConsentState {
    var next = state
    for action in actions { _ = reduceAndPerform(into: &next, action) }
    return next
  }

  /// Presses through every onboarding step.
  static func finishOnboarding(_ definition: JourneyDefinition) -> [ConsentAction] {
    Array(repeating: .continueTapped, count: definition.onboardingStepIDs.count)
  }

  /// "Allow Apps to Request to Track" is off: recovery explains the path in Settings, and an app that asks
  /// without reading the status first gets an outcome that claims no choice (ATT-18).
  static func globalSwitchEntries(_ definition: JourneyDefinition) -> [GalleryEntry] {
    let switchedOff = DeviceSettings(allowAppsToRequestToTrack: false)
    let home = drive(
      ConsentState(definition: definition, device: switchedOff), [.launch] + finishOnboarding(definition))
    var asksBlindly = definition
    asksBlindly.primerChecksStatus = false
    let outcome = drive(
      ConsentState(definition: asksBlindly, device: switchedOff),
      [.launch] + finishOnboarding(asksBlindly) + [.continueTapped])
    return [
      GalleryEntry(name: "outcome-denied-by-system", state: outcome),
      GalleryEntry(name: "recovery-global-switch", state: drive(home, [.featureStarted])),
    ]
  }

  /// The device becomes restricted while the app is in the background; on return it re-reads (ATT-2, ATT-7).
  static func restrictedOutcome(_ home: ConsentState) -> ConsentState {
    drive(home, [.appBackgrounded, .scenario(.restriction(.childAccount)), .foreground])
  }

  /// The iOS 27.2 sheet in France, with and without "Additional Information", its
  /// follow-up screen and the EU name of the global toggle.
  static func expandedSheetEntries(_ definition: JourneyDefinition) -> [GalleryEntry] {
    let france = DeviceSettings(
      osVersion: .iOS27Point2, deviceCountry: "FR", accountCountry: "FR", region: .eea)
    var plain = definition
    plain.wiring = .none
    var withoutInfo = plain
    withoutInfo.additionalInformation = false
    let steps: [ConsentAction] = [.launch] + finishOnboarding(plain) + [.continueTapped]
    let sheet = drive(ConsentState(definition: plain, device: france), steps)
    let bare = drive(ConsentState(definition: withoutInfo, device: france), steps)
    return [
      GalleryEntry(name: "sheet-expanded-additional-info", state: sheet),
      GalleryEntry(name: "sheet-expanded", state: bare),
      GalleryEntry(name: "additional-information", state: drive(sheet, [.additionalInformationTapped])),
      GalleryEntry(
        name: "settings-tracking-eu", state: drive(sheet, [.alertAnswered(.deny), .settingsOpened])),
    ]
  }

  /// The consent platform's intro sheet (UMP-7), form (UMP-2) and IDFA explainer (UMP-3).
  static func consentPlatformEntries(_ definition: JourneyDefinition) -> [GalleryEntry] {
    var withIntro = definition
    withIntro.introSheet = true
    let eea = DeviceSettings(region: .eea)
    let intro = drive(
      ConsentState(definition: withIntro, device: eea), [.launch] + finishOnboarding(withIntro))
    var explained = definition
    explained.explainerOwner = .consentPlatform
    explained.explainerPublished = true
    let explainer = drive(
      ConsentState(definition: explained, device: DeviceSettings()), [.launch] + finishOnboarding(explained))
    return [
      GalleryEntry(name: "intro-sheet", state: intro),
      GalleryEntry(name: "consent-form", state: drive(intro, [.continueTapped])),
      GalleryEntry(name: "explainer", state: explainer),
    ]
  }
}
