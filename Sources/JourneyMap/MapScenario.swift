import JourneyRuntime
import JourneyTapes

/// The scenario a map was drawn for, as settings a person reads at the top of the map.
///
/// The same description `--record-tape` writes as `Set` lines and `--log` as `walkStarted` fields
/// (`SessionSetup`): the settings that shape the journey, named and valued as there. What only changes the
/// picture (size, inspector, text size, a second phone) is left out, and the race's winner is listed only
/// with the race wiring.
enum MapScenario {
  /// The settings that shape the journey, in the order a tape lists them.
  static func settings(of session: JourneySession) -> [MapSetting] {
    let settings = SessionSetup.settings(of: session)
    let isRace = session.state.definition.wiring == .race
    return zip(settings, SessionSetup.fields(of: session)).compactMap { setting, field in
      switch setting {
      case .size, .inspector, .textSize, .beside, .typingSpeed, .title: return nil
      case .raceWinner where !isRace: return nil
      case .pseudo(nil): return nil
      default: return MapSetting(field.name, field.value)
      }
    }
  }
}
