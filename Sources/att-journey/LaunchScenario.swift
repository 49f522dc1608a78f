import ConsentEngine
import JourneyRuntime
import JourneyScreens
import StringTables

/// Turns command-line options into scenario options, checking the names the copy decides against it.
enum LaunchScenario {
  /// The scenario the options ask for; locales and variants are checked against the loaded copy.
  static func options(
    scenario: ScenarioArguments = ScenarioArguments(), phone: PhoneArguments = PhoneArguments(),
    besideLocale: String? = nil, textSize: TextSize? = nil, catalog: CopyCatalog
  ) throws(LaunchOptionError) -> ScenarioOptions {
    var options = ScenarioOptions()
    if let locale = scenario.locale {
      guard catalog.locales.contains(locale) else {
        throw .invalidValue(option: "--locale", value: locale, allowed: catalog.locales)
      }
      options.locale = locale
    }
    if let beside = besideLocale {
      guard catalog.locales.contains(beside) else {
        throw .invalidValue(option: "--beside", value: beside, allowed: catalog.locales)
      }
      options.besideLocale = beside
    }
    if let variant = scenario.variant, variant != "base" {
      guard catalog.variants.contains(variant) else {
        throw .invalidValue(option: "--variant", value: variant, allowed: ["base"] + catalog.variants)
      }
      options.variant = variant
    }
    options.pseudo = phone.pseudo?.pseudoLocale
    options.device = phone.device?.id
    options.region = scenario.region
    options.wiring = scenario.wiring
    options.country = scenario.country
    options.explainerPublished = scenario.explainer.map { $0 == .published }
    options.osVersion = scenario.systemVersion
    options.raceWinner = scenario.raceWinner
    options.requestGuard = scenario.requestGuard
    options.launchRequest = scenario.launchRequest
    if let reason = scenario.restriction { options.restriction = .some(reason) }
    options.allowAppsToRequestToTrack = scenario.trackingRequests.map { $0 == .on }
    if !scenario.showsInspector { options.showsInspector = false }
    options.textSize = textSize
    return options
  }
}
