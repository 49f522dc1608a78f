import ConsentEngine

/// Why a command changed nothing, in words for the status line: no key is silently dropped.
enum SilentCommand {
  /// The reason a command left the session unchanged, or nil when there is nothing to say.
  static func reason(_ command: SessionCommand, _ session: JourneySession) -> String? {
    let state = session.state
    if state.isControlCentreDown, waitsForActiveApp(command) { return controlCentreDown }
    switch command {
    case .toggleSettings, .openSettings, .setAppTracking, .allowTrackingRequests, .disallowTrackingRequests:
      return "Settings cannot open now"
    case .otherAlert:
      if state.otherAlertPending { return "another alert will be raised when the app is active" }
      return state.isAppRunning
        ? "the app is not active: no alert now" : "the app is not running · Enter opens it"
    case .toggleInterruption:
      return state.isAppRunning ? "the app is not in front: nothing to interrupt" : "the app is not running"
    case .reinstall: return "reinstall is not possible now"
    case .terminate: return "the app is not running"
    case .background: return "the app is not in front"
    case .foreground: return "the app is not in the background"
    case .milestone(let name): return "milestone \(name) changes nothing on this screen"
    case .pressFocused, .press:
      return "the button does nothing now"
    default: return nil
    }
  }

  /// Why the app takes no taps while Control Centre is down, and how to put it away.
  static let controlCentreDown = "the app is inactive: Control Centre is down · c puts it away"

  /// Why `i` does nothing on a presented phone.
  static let presentingPhoneAlone = "the phone is presented alone: no inspector while presenting"

  /// What `b` did, and how to come back.
  static let inBackground = "the app is in the background · b or Enter brings it back"

  /// Commands that act on the app or through it, which an inactive app does not take.
  static func waitsForActiveApp(_ command: SessionCommand) -> Bool {
    switch command {
    case .pressFocused, .press, .toggleSettings, .openSettings, .setAppTracking, .allowTrackingRequests,
      .disallowTrackingRequests:
      return true
    default: return false
    }
  }

  /// Keys a system alert or sheet takes for itself: lifecycle and Settings keys wait until it is answered.
  static func ownedByOverlay(_ command: SessionCommand) -> Bool {
    switch command {
    case .toggleSettings, .otherAlert, .reinstall, .backgroundAndReturn, .toggleInterruption, .launch,
      .openSettings:
      return true
    default: return false
    }
  }

  /// What to say when an alert or sheet is on top.
  static func overlayOwnsKeys(_ state: ConsentState) -> String {
    switch state.overlay {
    case .trackingPrompt: return "the tracking prompt is waiting for an answer"
    case .otherPermissionAlert: return "the permission alert is waiting for an answer"
    case .appToggleConfirmation, .globalToggleOffConfirmation:
      return "answer the sheet first · Esc cancels it"
    case nil: return "nothing is on top"
    }
  }
}
