import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit

/// Walks that together show every screen and overlay of a journey: each a freshly installed app and the
/// session commands that reach the screen (the review, the snapshots, VoiceOver's transcript, the
/// accessibility audit and lint's unused-key rule draw them through the session).
///
/// The journey is always the loaded one (`journey.json` of the copy folder), never a copy of it.
public enum ScreenGallery {
  /// Where a walk has got to: its start and the commands so far.
  struct Walk {
    var start: ConsentState
    var script: [SessionCommand] = []

    /// A walk from a freshly installed app.
    init(_ definition: JourneyDefinition, _ device: DeviceSettings = DeviceSettings()) {
      start = ConsentState(definition: definition, device: device)
    }

    /// The walk, then each action sent to the engine through the session.
    func then(_ actions: ConsentAction...) -> Walk { then(actions) }

    /// The walk, then each action sent to the engine through the session.
    func then(_ actions: [ConsentAction]) -> Walk {
      var next = self
      next.script += actions.map(SessionCommand.engine)
      return next
    }

    /// The entry this walk reaches.
    func entry(_ name: String) -> GalleryEntry { GalleryEntry(name: name, start: start, script: script) }
  }

  /// Every entry, in journey order.
  public static func entries(definition: JourneyDefinition) -> [GalleryEntry] {
    var list: [GalleryEntry] = []
    func add(_ name: String, _ walk: Walk) { list.append(walk.entry(name)) }
    let fresh = Walk(definition)
    add("springboard", fresh)
    var walk = fresh.then(.launch)
    for step in definition.onboardingStepIDs.indices {
      add("onboarding-\(step + 1)", walk)
      walk = walk.then(.continueTapped)
    }
    add("primer", walk)
    let alert = walk.then(.continueTapped)
    add("alert", alert)
    let authorized = alert.then(.alertAnswered(.allow))
    add("outcome-authorized", authorized)
    let denied = alert.then(.alertAnswered(.deny))
    add("outcome-denied", denied)
    let home = authorized.then(.continueTapped)
    add("home", home)
    // The next launch starts the ad SDK personalised: tracking allowed, no consent needed (UMP-9, UMP-10).
    add("home-personalized", home.then(.terminate, .launch))
    add("feature", home.then(.featureStarted))
    add("other-alert", home.then(.otherPermissionAlertRaised, .foreground))
    let recovery = denied.then(.continueTapped, .featureStarted)
    add("recovery", recovery)
    let appSettings = recovery.then(.openSettingsTapped)
    add("settings-app", appSettings)
    add("app-toggle-confirmation", appSettings.then(.settingsAppToggleTapped))
    let tracking = authorized.then(.settingsOpened)
    add("settings-tracking", tracking)
    add("global-off-confirmation", tracking.then(.settingsGlobalToggleTapped))
    add("settings-tracking-ios15", iOS15Tracking(definition))
    add("outcome-restricted", restrictedOutcome(home))
    add("settings-tracking-restricted", restrictedOutcome(home).then(.settingsOpened))
    list += globalSwitchEntries(definition)
    list += expandedSheetEntries(definition)
    list += consentPlatformEntries(definition)
    var crashing = definition
    crashing.hasUsageDescription = false
    add("crashed", Walk(crashing).then([.launch] + finishOnboarding(crashing) + [.continueTapped]))
    return list
  }

  /// The entries showing a screen one of `names` stands for (a name, an alias or a group of `ScreenNames`),
  /// in journey order; throws for the first name the table does not have.
  public static func entries(
    named names: [String], in entries: [GalleryEntry], definition: JourneyDefinition
  ) throws(UnknownScreenName) -> [GalleryEntry] {
    let steps = definition.onboardingStepIDs.count
    var wanted = Set<String>()
    for name in names {
      guard let screens = ScreenNames.resolve(name, onboardingSteps: steps) else {
        throw UnknownScreenName(name, onboardingSteps: steps)
      }
      wanted.formUnion(screens)
    }
    return entries.filter { wanted.contains($0.screen) }
  }

  /// Every copy key some gallery screen shows in the development language, or VoiceOver speaks on it:
  /// what the linter's unused-key rule compares against.
  public static func usedKeys(definition: JourneyDefinition, catalog: CopyCatalog, device: Device = .standard)
    -> Set<CopyKey>
  {
    var keys = Set<CopyKey>()
    for entry in entries(definition: definition) {
      let phone = entry.arrival(catalog: catalog, locale: catalog.developmentLanguage, device: device)
      keys.formUnion(phone.layout.shownKeys)
    }
    return keys.union(VoiceOverReading.usedKeys)
  }

  /// Presses through every onboarding step.
  static func finishOnboarding(_ definition: JourneyDefinition) -> [ConsentAction] {
    Array(repeating: .continueTapped, count: definition.onboardingStepIDs.count)
  }

  /// "Allow Apps to Request to Track" is off: recovery explains the path in Settings, and an app that asks
  /// without reading the status first gets an outcome that claims no choice (ATT-18).
  static func globalSwitchEntries(_ definition: JourneyDefinition) -> [GalleryEntry] {
    let switchedOff = DeviceSettings(allowAppsToRequestToTrack: false)
    let home = Walk(definition, switchedOff).then([.launch] + finishOnboarding(definition))
    var asksBlindly = definition
    asksBlindly.primerChecksStatus = false
    let outcome = Walk(asksBlindly, switchedOff).then(
      [.launch] + finishOnboarding(asksBlindly) + [.continueTapped])
    return [
      outcome.entry("outcome-denied-by-system"), home.then(.featureStarted).entry("recovery-global-switch"),
    ]
  }

  /// Settings › Tracking after an answer on iOS 15, where the page above it is "Privacy" (OS-3).
  static func iOS15Tracking(_ definition: JourneyDefinition) -> Walk {
    let steps: [ConsentAction] = [.launch] + finishOnboarding(definition) + [.continueTapped]
    return Walk(definition, DeviceSettings(osVersion: OSVersion(15, 0))).then(
      steps + [.alertAnswered(.allow), .settingsOpened])
  }

  /// The device becomes restricted while the app is in the background; on return it re-reads (ATT-2, ATT-7).
  static func restrictedOutcome(_ home: Walk) -> Walk {
    home.then(.appBackgrounded, .scenario(.restriction(.childAccount)), .foreground)
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
    let sheet = Walk(plain, france).then(steps)
    return [
      sheet.entry("sheet-additional-information"),
      Walk(withoutInfo, france).then(steps).entry("sheet"),
      sheet.then(.additionalInformationTapped).entry("additional-information"),
      sheet.then(.alertAnswered(.deny), .settingsOpened).entry("settings-tracking-eu"),
    ]
  }

  /// The consent platform's intro sheet (UMP-7), form (UMP-2), options page (UMP-9) and IDFA explainer
  /// (UMP-3).
  static func consentPlatformEntries(_ definition: JourneyDefinition) -> [GalleryEntry] {
    var withIntro = definition
    withIntro.introSheet = true
    let intro = Walk(withIntro, DeviceSettings(region: .eea)).then([.launch] + finishOnboarding(withIntro))
    var explained = definition
    explained.explainerOwner = .consentPlatform
    explained.explainerPublished = true
    return [
      intro.entry("intro-sheet"),
      intro.then(.continueTapped).entry("consent-form"),
      // One switch on, so the page shows both of a switch's states (UMP-9).
      intro.then(.continueTapped, .consentOptionsOpened, .consentPurposeToggled(.measurement))
        .entry("consent-options"),
      Walk(explained).then([.launch] + finishOnboarding(explained)).entry("explainer"),
    ]
  }
}
