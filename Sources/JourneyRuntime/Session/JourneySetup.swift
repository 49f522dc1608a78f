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
    var definition = file.definition
    definition.wiring = options.wiring ?? definition.wiring
    definition.primerTrigger = options.primerTrigger ?? definition.primerTrigger
    definition.explainerOwner = options.explainerOwner ?? definition.explainerOwner
    definition.introSheet = options.introSheet ?? definition.introSheet
    definition.explainerPublished = options.explainerPublished ?? definition.explainerPublished
    definition.hasUsageDescription = options.hasUsageDescription ?? plist("NSUserTrackingUsageDescription")
    definition.hasMarkdownUsageDescription = plist("NSUserTrackingMarkdownUsageDescription")
    definition.launchRequest = options.launchRequest ?? definition.launchRequest
    definition.requestGuard = options.requestGuard ?? definition.requestGuard
    return definition
  }

  /// The phone's settings from the file's defaults and the options.
  public static func device(_ file: JourneyFile, options: ScenarioOptions) -> DeviceSettings {
    let country = options.country ?? file.defaultCountry
    return DeviceSettings(
      osVersion: options.osVersion ?? .iOS27Point2, deviceCountry: country, accountCountry: country,
      region: options.region ?? file.defaultRegion, restriction: options.restriction ?? nil,
      allowAppsToRequestToTrack: options.allowAppsToRequestToTrack ?? true,
      consentRefresh: options.consentRefresh ?? .ok, raceWinner: options.raceWinner ?? file.defaultRaceWinner)
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
    view.presentation = options.presentation ?? .tool
    view.besideLocale = options.besideLocale
    return view
  }

  /// A session of a freshly installed app, set up by the file and the options, laid out for `size`.
  ///
  /// The second phone's locale (`--beside`) is read here, before the walk: a locale that does not read
  /// shows its keys' fallbacks.
  public static func session(
    _ file: JourneyFile, catalog: CopyCatalog, options: ScenarioOptions, size: Size
  ) -> JourneySession {
    var catalog = catalog
    if let beside = options.besideLocale, let read = try? catalog.reading(locale: beside) { catalog = read }
    return JourneySession(
      state: initialState(file, catalog: catalog, options: options), view: view(options, catalog: catalog),
      catalog: catalog, size: size)
  }
}
