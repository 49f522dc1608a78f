import ConsentEngine
import JourneyRuntime

/// The scenario a map was drawn for, as settings a person reads at the top of the map.
enum MapScenario {
  /// The settings that shape the journey, in a fixed order.
  static func settings(_ state: ConsentState, view: ViewOptions) -> [MapSetting] {
    let device = state.device
    let definition = state.definition
    var list = [
      MapSetting("locale", view.locale),
      MapSetting("variant", view.variant ?? "base"),
    ]
    if let pseudo = view.pseudo { list.append(MapSetting("pseudo", pseudo.rawValue)) }
    list += [
      MapSetting("device", view.device.id),
      MapSetting("os", device.osVersion.description),
      MapSetting("country", device.deviceCountry),
      MapSetting("region", device.region.tapeName),
      MapSetting("wiring", definition.wiring.rawValue),
      MapSetting("explainer", definition.explainerPublished ? "published" : "unpublished"),
      MapSetting("consent refresh", device.consentRefresh.rawValue),
      MapSetting("intro sheet", definition.introSheet ? "on" : "off"),
      MapSetting("restricted", device.restriction?.tapeName ?? "no"),
      MapSetting("tracking requests", device.allowAppsToRequestToTrack ? "on" : "off"),
    ]
    if definition.wiring == .race { list.append(MapSetting("race winner", device.raceWinner.rawValue)) }
    return list
  }
}
