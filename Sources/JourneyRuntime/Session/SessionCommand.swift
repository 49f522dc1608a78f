import ConsentEngine

/// What the person (a key) or a tape asks the session to do.
public enum SessionCommand: Sendable, Equatable {
  /// Send an action straight to the engine.
  case engine(ConsentAction)
  /// Press the focused button.
  case pressFocused
  /// Press a button by role or copy key (tapes).
  case press(PressTarget)
  /// Move the focus to the next button.
  case focusNext
  /// Move the focus to the previous button.
  case focusPrevious
  /// Show the next shipped locale.
  case nextLocale
  /// Show the previous shipped locale.
  case previousLocale
  /// Show a locale by name.
  case setLocale(String)
  /// Show the next copy variant (base last).
  case nextVariant
  /// Show a variant by name, nil for the base copy.
  case setVariant(String?)
  /// Cycle the pseudo-locales (none → accented → double → bounded → none).
  case cyclePseudo
  /// Show copy keys instead of text, or text again.
  case toggleKeys
  /// Show or hide the inspector.
  case toggleInspector
  /// Show or hide the help overlay.
  case toggleHelp
  /// Open Settings › Privacy & Security › Tracking, or return to the app from Settings.
  case toggleSettings
  /// Send the app to the background and bring it back.
  case backgroundAndReturn
  /// The app raises another permission alert (ATT-6).
  case otherAlert
  /// Delete and reinstall the app (ATT-3).
  case reinstall
  /// Move to the next consent region.
  case cycleRegion
  /// Move to the next wiring (takes effect while the app is not running).
  case cycleWiring
  /// Escape: dismiss the intro sheet or help, or leave Settings.
  case dismiss
  /// End the session.
  case quit
}
