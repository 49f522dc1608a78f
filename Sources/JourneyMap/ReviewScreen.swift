import ConsentEngine
import JourneyScreens

/// Which screen of the review report shows the same thing as a map node: the report's rows are the gallery's
/// entries (`ScreenGallery.entries`), and each cell's anchor is `cell-<variant>-<screen>-<locale>`.
public enum ReviewScreen {
  /// The gallery entry name for a state's screen and overlay, when the gallery has one.
  public static func name(of state: ConsentState, among names: Set<String>) -> String? {
    let name = candidate(state)
    return names.contains(name) ? name : nil
  }

  /// The entry name the gallery uses for this kind of screen: the screen's name (`ScreenNames`), with the
  /// detail of the gallery's picture of it in this scenario where it has several.
  static func candidate(_ state: ConsentState) -> String {
    let name = ScreenNames.name(of: state)
    switch (state.overlay, state.screen) {
    case (.trackingPrompt(.expandedSheet(_, true)), _): return name + "-additional-information"
    case (nil, .home): return state.adSDKNPA == false ? name + "-personalized" : name
    case (nil, .settingsTracking):
      if state.device.restriction != nil { return name + "-restricted" }
      if !state.device.osVersion.namesPrivacyAndSecurity { return name + "-ios15" }
      return state.usesEUToggleName ? name + "-eu" : name
    default: return name
    }
  }
}
