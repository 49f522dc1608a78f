import ConsentEngine
import JourneyRuntime
import JourneyScreens

/// Everything about a session's setup that changes what is drawn, as the tape settings that recreate it:
/// what `--record-tape` writes as `Set` lines and `--log` writes in its `walkStarted` record.
public enum SessionSetup {
  /// The settings in force, in the order a tape lists them.
  public static func settings(of session: JourneySession) -> [TapeSetting] {
    let state = session.state
    let definition = state.definition
    let device = state.device
    let size = session.size
    let beside: [TapeSetting] = session.view.besideLocale.map { [.beside($0)] } ?? []
    return [
      .locale(session.view.locale),
      .variant(session.view.variant ?? "base"),
      .pseudo(session.view.pseudo),
      .device(session.view.device),
      .textSize(session.view.textSize),
      .inspector(session.view.showsInspector),
    ] + beside + [
      .size(width: min(500, max(20, size.width)), height: min(200, max(8, size.height))),
      .region(device.region),
      .country(device.deviceCountry),
      .os(device.osVersion),
      .wiring(definition.wiring),
      .raceWinner(device.raceWinner),
      .explainerPublished(definition.explainerPublished),
      .consentRefresh(device.consentRefresh),
      .introSheet(definition.introSheet),
      .restricted(device.restriction),
      .trackingRequests(device.allowAppsToRequestToTrack),
      .usageDescription(definition.hasUsageDescription),
      .launchRequest(definition.launchRequest),
      .requestGuard(definition.requestGuard),
      .primer(definition.primerTrigger),
      .explainerOwner(definition.explainerOwner),
    ]
  }

  /// The settings as `walkStarted` fields: the setting's name in lower camel case and its tape argument.
  public static func fields(of session: JourneySession) -> [(name: String, value: String)] {
    settings(of: session).map { setting in
      let name = setting.name == "OS" ? "os" : setting.name.prefix(1).lowercased() + setting.name.dropFirst()
      return (name, setting.argument)
    }
  }
}
