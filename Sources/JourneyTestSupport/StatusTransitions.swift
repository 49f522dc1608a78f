import ConsentEngine

/// The tracking status changes the rules allow for each kind of action.
public enum StatusTransitions {
  /// Whether `action` may change the status from `from` to `to`.
  public static func allows(_ from: TrackingStatus, _ to: TrackingStatus, by action: ConsentAction) -> Bool {
    if from == to { return true }
    switch action {
    case .alertAnswered:  // ATT-3
      return from == .notDetermined && (to == .authorized || to == .denied)
    case .scenario(.restriction(let reason)):  // ATT-7
      return reason == nil ? from == .restricted : to == .restricted
    case .advanceClock:  // ATT-7 new account ages; X-7 yearly expiry
      return from == .restricted || (to == .notDetermined && from != .notDetermined)
    case .reinstall:  // ATT-3; with the global toggle off a new install reads denied (ATT-8)
      return to == .notDetermined || to == .denied
    case .settingsAppToggleTapped:  // ATT-13 off at once
      return from == .authorized && to == .denied
    case .appToggleConfirmationAnswered(.confirm):  // ATT-13
      return from == .denied && to == .authorized
    case .settingsGlobalToggleTapped, .scenario(.allowAppsToRequestToTrack):  // ATT-8
      return (from == .notDetermined && to == .denied) || (from == .denied && to == .notDetermined)
    case .globalToggleOffAnswered(let choice):  // ATT-14
      return to == .denied && (from == .notDetermined || (choice == .stopTracking && from == .authorized))
    default:
      return false
    }
  }
}
