import ConsentEngine
import JourneyRuntime
import JourneyScreens
import StringTables

/// Turns command-line options into scenario options, checking every name against what exists.
enum LaunchScenario {
  /// The scenario the options ask for; names are checked against the loaded copy and the known values.
  static func options(_ launch: LaunchOptions, catalog: CopyCatalog) throws(LaunchOptionError)
    -> ScenarioOptions
  {
    var options = ScenarioOptions()
    if let locale = launch.locale {
      guard catalog.locales.contains(locale) else {
        throw .invalidValue(option: "--locale", value: locale, allowed: catalog.locales)
      }
      options.locale = locale
    }
    if let beside = launch.besideLocale {
      guard catalog.locales.contains(beside) else {
        throw .invalidValue(option: "--beside", value: beside, allowed: catalog.locales)
      }
      options.besideLocale = beside
    }
    if let variant = launch.variant, variant != "base" {
      guard catalog.variants.contains(variant) else {
        throw .invalidValue(option: "--variant", value: variant, allowed: ["base"] + catalog.variants)
      }
      options.variant = variant
    }
    if let pseudo = launch.pseudo, pseudo != "none" {
      guard let value = PseudoLocale(rawValue: pseudo) else {
        throw .invalidValue(option: "--pseudo", value: pseudo, allowed: PseudoLocale.allCases.map(\.rawValue))
      }
      options.pseudo = value
    }
    if let device = launch.device {
      guard Device.named(device) != nil else {
        throw .invalidValue(option: "--device", value: device, allowed: Device.all.map(\.id))
      }
      options.device = device
    }
    if let region = launch.region {
      guard let value = ConsentRegion(tapeName: region) else {
        throw .invalidValue(
          option: "--region", value: region, allowed: ConsentRegion.allCases.map(\.tapeName))
      }
      options.region = value
    }
    if let wiring = launch.wiring {
      guard let value = Wiring(rawValue: wiring) else {
        throw .invalidValue(option: "--wiring", value: wiring, allowed: Wiring.allCases.map(\.rawValue))
      }
      options.wiring = value
    }
    if let country = launch.country {
      guard let code = CountryCode.normalized(country) else {
        throw .invalidValue(
          option: "--country", value: country, allowed: ["an ISO 3166-1 alpha-2 code such as FR"])
      }
      options.country = code
    }
    if let explainer = launch.explainer {
      guard ["published", "unpublished"].contains(explainer) else {
        throw .invalidValue(option: "--explainer", value: explainer, allowed: ["published", "unpublished"])
      }
      options.explainerPublished = explainer == "published"
    }
    options.osVersion = launch.systemVersion
    options.raceWinner = launch.raceWinner
    if launch.isRestricted {
      let name = launch.restrictedReason ?? "child"
      guard let reason = RestrictionReason(tapeName: name) else {
        throw .invalidValue(
          option: "--restricted", value: name, allowed: RestrictionReason.allCases.map(\.tapeName))
      }
      options.restriction = .some(reason)
    }
    options.allowAppsToRequestToTrack = launch.allowsTrackingRequests
    if !launch.showsInspector { options.showsInspector = false }
    options.textSize = launch.textSize
    return options
  }
}
