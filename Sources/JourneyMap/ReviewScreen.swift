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

  /// The entry name the gallery uses for this kind of screen.
  static func candidate(_ state: ConsentState) -> String {
    switch state.overlay {
    case .trackingPrompt(.classicAlert): return "alert-classic"
    case .trackingPrompt(.expandedSheet(_, let additionalInformation)):
      return additionalInformation ? "sheet-expanded-additional-info" : "sheet-expanded"
    case .otherPermissionAlert: return "other-permission-alert"
    case .appToggleConfirmation: return "settings-app-toggle-confirmation"
    case .globalToggleOffConfirmation: return "settings-global-off-confirmation"
    case nil: break
    }
    switch state.screen {
    case .springboard: return "springboard"
    case .onboarding(let step): return "onboarding-\(step + 1)"
    case .introSheet: return "intro-sheet"
    case .consentForm: return "consent-form"
    case .explainer: return "explainer"
    case .primer: return "primer"
    case .home: return state.adSDKNPA == false ? "home-personalized" : "home"
    case .feature: return "feature"
    case .recovery: return "recovery"
    case .outcome(let status): return "outcome-\(status.name)"
    case .additionalInformation: return "additional-information"
    case .settingsTracking:
      if state.device.restriction != nil { return "settings-tracking-restricted" }
      return state.usesEUToggleName ? "settings-tracking-eu" : "settings-tracking"
    case .settingsApp: return "settings-app"
    case .crashed: return "crashed"
    }
  }
}
