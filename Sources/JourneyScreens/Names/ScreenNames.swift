import ConsentEngine

/// One screen a person can see on the phone, or a system overlay drawn over one: its name, what it is and
/// the names it had before.
public struct ScreenEntry: Sendable, Equatable {
  /// The one name every command prints and accepts (`primer`, `alert`, `settings-tracking`).
  public var name: String
  /// What it is, in a few words.
  public var summary: String
  /// Older names that still work wherever a screen is named (`alert-classic`, `settingsTracking`).
  public var aliases: [String]
  /// For a group (`settings`), the screens it stands for; nil for one screen.
  public var members: [String]?

  /// An entry of the table.
  public init(_ name: String, _ summary: String, aliases: [String] = [], members: [String]? = nil) {
    self.name = name
    self.summary = summary
    self.aliases = aliases
    self.members = members
  }
}

/// The one table of screen names: the inspector's `screen` row, a tape's `Expect screen`, `review --screens`,
/// `map --focus`, the map's nodes, the gallery's entries and snapshot files and `att-journey screens` all
/// name screens from it.
///
/// A name never depends on what the phone shows inside a screen (an answer from the ad SDK, a switch in
/// Settings), so it does not change while a person looks at the same screen; scenario-specific pictures of a
/// screen in the gallery are named `screen-detail` and listed as aliases of their screen.
public enum ScreenNames {
  /// The app's onboarding steps as screens, `onboarding-1` to `onboarding-N`.
  static func onboardingSteps(_ count: Int) -> [ScreenEntry] {
    (0..<max(count, 0)).map { ScreenEntry(onboardingName($0), "onboarding step \($0 + 1) of \(count)") }
  }

  /// The name of an onboarding step by its index.
  static func onboardingName(_ step: Int) -> String { "onboarding-\(step + 1)" }

  /// The screens before the onboarding steps.
  static let beforeOnboarding = [
    ScreenEntry("springboard", "the iOS Home Screen with the app's icon; the app is not in front")
  ]

  /// The app's and the system's screens after the onboarding steps, in journey order.
  static let afterOnboarding = [
    ScreenEntry("intro-sheet", "the app's sheet before the consent form (UMP-7)", aliases: ["introSheet"]),
    ScreenEntry("consent-form", "the consent platform's form (UMP-2)", aliases: ["consentForm"]),
    ScreenEntry(
      "consent-options", "the consent platform's options page, a switch per purpose (UMP-9)",
      aliases: ["consentOptions"]),
    ScreenEntry("explainer", "the consent platform's IDFA explainer (UMP-3)"),
    ScreenEntry("primer", "the app's one-button screen before the iOS prompt (HIG-1 to HIG-5)"),
    ScreenEntry("outcome-authorized", "the app's answer to tracking allowed (ATT-3)"),
    ScreenEntry(
      "outcome-denied", "the app's answer to tracking refused (ATT-4)",
      aliases: ["outcome-denied-by-system"]),
    ScreenEntry("outcome-restricted", "the app's answer when the device may not track (ATT-7)"),
    ScreenEntry("outcome-notDetermined", "the app's answer when no one was asked this launch"),
    ScreenEntry(
      "home", "the app's main screen, whatever the ad SDK answered",
      aliases: ["home-personalized"]),
    ScreenEntry("feature", "the feature that benefits from tracking (HIG-6)"),
    ScreenEntry(
      "recovery", "the offer of a way to the app's Settings page after a refusal (HIG-6)",
      aliases: ["recovery-global-switch"]),
    ScreenEntry(
      "additional-information", "the app's screen behind the sheet's \"Additional Information\" (X-6)",
      aliases: ["additionalInformation"]),
    ScreenEntry(
      "settings-tracking", "Settings › Privacy & Security › Tracking (ATT-12, ATT-14)",
      aliases: [
        "settingsTracking", "settings-tracking-eu", "settings-tracking-restricted", "settings-tracking-ios15",
      ]),
    ScreenEntry(
      "settings-app", "Settings › the app, with its tracking switch (ATT-12)", aliases: ["settingsApp"]),
    ScreenEntry("crashed", "the app ended asking without a usage description (ATT-9)"),
  ]

  /// What iOS draws over a screen; while one is up, it is the name of what is shown.
  public static let overlays = [
    ScreenEntry(
      "alert", "the classic iOS tracking alert over the app (ATT-3, ATT-10)", aliases: ["alert-classic"]),
    ScreenEntry(
      "sheet", "the iOS 27.2 full-page tracking sheet (X-4)",
      aliases: ["sheet-expanded", "sheet-additional-information", "sheet-expanded-additional-info"]),
    ScreenEntry(
      "other-alert", "another permission's alert, such as notifications (ATT-6)",
      aliases: ["otherAlert", "other-permission-alert"]),
    ScreenEntry(
      "app-toggle-confirmation", "the confirmation before the app's switch turns on (ATT-13)",
      aliases: ["appToggleConfirmation", "settings-app-toggle-confirmation"]),
    ScreenEntry(
      "global-off-confirmation", "the confirmation before the global switch turns off (ATT-14)",
      aliases: ["globalOffConfirmation", "settings-global-off-confirmation"]),
  ]

  /// Names that stand for several screens.
  static func groups(onboardingSteps count: Int) -> [ScreenEntry] {
    [
      ScreenEntry(
        "onboarding", "any onboarding step", members: (0..<max(count, 0)).map(onboardingName)),
      ScreenEntry(
        "outcome", "any outcome screen", members: TrackingStatus.allCases.map { "outcome-\($0.name)" }),
      ScreenEntry("settings", "either page of Settings", members: ["settings-tracking", "settings-app"]),
      ScreenEntry(
        "system-alert", "the tracking alert or sheet", aliases: ["systemAlert"], members: ["alert", "sheet"]),
    ]
  }

  /// Every screen and overlay of a journey with this many onboarding steps, in journey order.
  public static func screens(onboardingSteps count: Int) -> [ScreenEntry] {
    beforeOnboarding + onboardingSteps(count) + afterOnboarding + overlays
  }

  /// Every entry `att-journey screens` lists: the screens and overlays, then the groups.
  public static func table(onboardingSteps count: Int) -> [ScreenEntry] {
    screens(onboardingSteps: count) + groups(onboardingSteps: count)
  }

  /// The name of what is shown: the overlay's while one is up, else the screen's.
  public static func name(of state: ConsentState) -> String {
    state.overlay.map(name(of:)) ?? name(of: state.screen)
  }

  /// A screen's name.
  public static func name(of screen: PhoneScreen) -> String {
    switch screen {
    case .springboard: return "springboard"
    case .onboarding(let step): return onboardingName(step)
    case .introSheet: return "intro-sheet"
    case .consentForm: return "consent-form"
    case .consentOptions: return "consent-options"
    case .explainer: return "explainer"
    case .primer: return "primer"
    case .home: return "home"
    case .feature: return "feature"
    case .recovery: return "recovery"
    case .outcome(let status): return "outcome-\(status.name)"
    case .additionalInformation: return "additional-information"
    case .settingsTracking: return "settings-tracking"
    case .settingsApp: return "settings-app"
    case .crashed: return "crashed"
    }
  }

  /// An overlay's name.
  public static func name(of overlay: SystemOverlay) -> String {
    switch overlay {
    case .trackingPrompt(.classicAlert): return "alert"
    case .trackingPrompt(.expandedSheet): return "sheet"
    case .otherPermissionAlert: return "other-alert"
    case .appToggleConfirmation: return "app-toggle-confirmation"
    case .globalToggleOffConfirmation: return "global-off-confirmation"
    }
  }

  /// The names of what is on the phone: the overlay's (if any) and the screen's under it.
  public static func shown(_ state: ConsentState) -> [String] {
    (state.overlay.map { [name(of: $0)] } ?? []) + [name(of: state.screen)]
  }

  /// The screens a name stands for: a name or alias its screen, a group its members; nil for a name the
  /// table does not have. `onboarding-N` is a screen for any N from 1 (the step count is the journey's).
  public static func resolve(_ name: String, onboardingSteps count: Int) -> Set<String>? {
    let table = table(onboardingSteps: count)
    if let entry = table.first(where: { $0.name == name || $0.aliases.contains(name) }) {
      return Set(entry.members ?? [entry.name])
    }
    if let step = onboardingStep(name) { return [onboardingName(step)] }
    return nil
  }

  /// The canonical name of a name or alias of one screen; nil for a group or an unknown name.
  public static func canonical(_ name: String, onboardingSteps count: Int) -> String? {
    let entry = table(onboardingSteps: count).first { $0.name == name || $0.aliases.contains(name) }
    if let entry { return entry.members == nil ? entry.name : nil }
    return onboardingStep(name).map(onboardingName)
  }

  /// Whether the state shows a screen the name stands for (the overlay, or the screen under it).
  public static func matches(_ state: ConsentState, _ name: String, onboardingSteps count: Int) -> Bool {
    guard let screens = resolve(name, onboardingSteps: count) else { return false }
    return shown(state).contains(where: screens.contains)
  }

  /// Every name the table accepts: names, aliases and groups.
  public static func acceptedNames(onboardingSteps count: Int) -> [String] {
    table(onboardingSteps: count).flatMap { [$0.name] + $0.aliases }
  }

  /// The step index of `onboarding-N` (N from 1, written without leading zeros).
  static func onboardingStep(_ name: String) -> Int? {
    let prefix = "onboarding-"
    guard name.hasPrefix(prefix), let number = Int(name.dropFirst(prefix.count)), number >= 1,
      String(number) == name.dropFirst(prefix.count)
    else { return nil }
    return number - 1
  }
}
