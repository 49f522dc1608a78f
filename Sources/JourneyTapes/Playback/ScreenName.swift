import ConsentEngine

/// The names a tape's `Expect screen` accepts for what is on the phone.
public enum ScreenName {
  /// Every name that matches the state: the overlay's, then the screen's specific and general names.
  public static func names(of state: ConsentState) -> [String] {
    var names: [String] = []
    switch state.overlay {
    case .trackingPrompt(.classicAlert): names += ["alert", "systemAlert"]
    case .trackingPrompt(.expandedSheet): names += ["sheet", "systemAlert"]
    case .otherPermissionAlert: names += ["otherAlert"]
    case .appToggleConfirmation: names += ["appToggleConfirmation"]
    case .globalToggleOffConfirmation: names += ["globalOffConfirmation"]
    case nil: break
    }
    switch state.screen {
    case .springboard: names.append("springboard")
    case .onboarding(let step): names += ["onboarding-\(step + 1)", "onboarding"]
    case .introSheet: names.append("introSheet")
    case .consentForm: names.append("consentForm")
    case .explainer: names.append("explainer")
    case .primer: names.append("primer")
    case .home: names.append("home")
    case .feature: names.append("feature")
    case .recovery: names.append("recovery")
    case .outcome(let status): names += ["outcome-\(status)", "outcome"]
    case .additionalInformation: names.append("additionalInformation")
    case .settingsTracking: names += ["settingsTracking", "settings"]
    case .settingsApp: names += ["settingsApp", "settings"]
    case .crashed: names.append("crashed")
    }
    return names
  }

  /// The most specific name, for messages.
  public static func primary(of state: ConsentState) -> String {
    names(of: state).first ?? "unknown"
  }
}
