import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit

/// Builds the engine's starting state from `journey.json`, the copy and the scenario options.
public enum JourneySetup {
  /// The journey definition the engine runs, from the file, the copy's Info.plist keys and the options.
  public static func definition(
    _ file: JourneyFile, catalog: CopyCatalog, options: ScenarioOptions
  ) -> JourneyDefinition {
    let development = CopyLayer(locale: catalog.developmentLanguage)
    let plist = { (key: String) in
      catalog.lookup(CopyKey(table: "InfoPlist", key: key), in: development) != nil
    }
    return JourneyDefinition(
      onboardingStepIDs: file.onboarding,
      primerTrigger: trigger(file.primer),
      explainerOwner: file.explainerOwner == .app ? .app : .consentPlatform,
      wiring: options.wiring ?? wiring(file.consentPlatform.wiring),
      introSheet: options.introSheet ?? file.consentPlatform.introSheet,
      explainerPublished: options.explainerPublished ?? file.consentPlatform.explainerPublished,
      adProviders: file.adProviders.map { AdProvider(name: $0.name, readsIDFA: $0.readsIDFA) },
      otherApps: file.otherApps.map { OtherApp(name: $0.name, allowed: $0.allowed) },
      preferExpandedInterface: file.request.preferExpandedInterface,
      additionalInformation: file.request.additionalInformation,
      hasUsageDescription: options.hasUsageDescription ?? plist("NSUserTrackingUsageDescription"),
      hasMarkdownUsageDescription: plist("NSUserTrackingMarkdownUsageDescription"),
      trackingFeature: file.feature,
      requestsInDidFinishLaunching: (options.launchRequestRetried ?? nil) != nil,
      retriesOnBecomeActive: (options.launchRequestRetried ?? nil) == true)
  }

  /// The phone's settings from the file's defaults and the options.
  public static func device(_ file: JourneyFile, options: ScenarioOptions) -> DeviceSettings {
    let country = options.country ?? file.defaultCountry
    return DeviceSettings(
      osVersion: options.osVersion ?? .iOS27Point2, deviceCountry: country, accountCountry: country,
      region: options.region ?? region(file.defaultRegion), restriction: options.restriction ?? nil,
      allowAppsToRequestToTrack: options.allowAppsToRequestToTrack ?? true,
      consentRefresh: options.consentRefresh ?? .ok, raceWinner: options.raceWinner ?? .app)
  }

  /// A freshly installed app that has not run yet.
  public static func initialState(_ file: JourneyFile, catalog: CopyCatalog, options: ScenarioOptions)
    -> ConsentState
  {
    ConsentState(
      definition: definition(file, catalog: catalog, options: options), device: device(file, options: options)
    )
  }

  /// How the session starts out showing the journey: locale, variant, pseudo-locale, phone and inspector.
  public static func view(_ options: ScenarioOptions, catalog: CopyCatalog) -> ViewOptions {
    var view = ViewOptions(
      locale: options.locale ?? catalog.developmentLanguage, variant: options.variant, pseudo: options.pseudo,
      device: options.device.flatMap(Device.named) ?? .standard)
    view.showsInspector = options.showsInspector ?? true
    view.textSize = options.textSize ?? .standard
    return view
  }

  /// A session of a freshly installed app, set up by the file and the options, laid out for `size`.
  public static func session(
    _ file: JourneyFile, catalog: CopyCatalog, options: ScenarioOptions, size: Size
  ) -> JourneySession {
    JourneySession(
      state: initialState(file, catalog: catalog, options: options), view: view(options, catalog: catalog),
      catalog: catalog, size: size)
  }

  static func trigger(_ trigger: JourneyFile.PrimerTrigger) -> PrimerTrigger {
    switch trigger {
    case .atLaunch: return .atLaunch
    case .afterOnboarding: return .afterOnboarding
    case .afterMilestone(let name): return .afterMilestone(name)
    case .afterSessions(let count): return .afterSessions(count)
    }
  }

  static func wiring(_ wiring: JourneyFile.Wiring) -> Wiring {
    switch wiring {
    case .sequential: return .sequential
    case .race: return .race
    case .none: return .none
    }
  }

  /// The engine's region for the file's (and the command line's) spelling.
  public static func region(_ region: JourneyFile.Region) -> ConsentRegion {
    switch region {
    case .eea: return .eea
    case .uk: return .uk
    case .usRegulated: return .usRegulated
    case .other: return .other
    }
  }
}
