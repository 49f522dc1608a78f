import ConsentEngine
import JourneyScreens

/// What a key, a tape line or a scripted walk asks the session to do; every front end speaks these.
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
  /// The second phone's next locale (`=`, with `--beside`).
  case nextBesideLocale
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
  /// Draw text at the next Dynamic Type size (AX5 goes back to xSmall).
  case cycleTextSize
  /// Draw text at a Dynamic Type size.
  case setTextSize(TextSize)
  /// Show a caption from the `Demos` table under the phone, or none (a tape's `Caption`).
  case setCaption(String?)
  /// Show earlier rows of a screen, sheet or alert taller than the phone.
  case scrollUp
  /// Show later rows of a screen, sheet or alert taller than the phone.
  case scrollDown
  /// Show or hide the help overlay.
  case toggleHelp
  /// Open Settings › Privacy & Security › Tracking, or return to the app from Settings.
  case toggleSettings
  /// Send the app to the background and bring it back.
  case backgroundAndReturn
  /// Pull Control Centre down over the app, or push it back up (the app resigns and regains active, ATT-4).
  case toggleInterruption
  /// The app raises another permission alert (ATT-6).
  case otherAlert
  /// Delete and reinstall the app (ATT-3).
  case reinstall
  /// Move to the next consent region.
  case cycleRegion
  /// Move to the next wiring (takes effect while the app is not running).
  case cycleWiring
  /// Escape: close help, cancel a confirmation sheet, dismiss the intro sheet, or leave Settings.
  case dismiss
  /// End the session.
  case quit
  /// Tap the app's icon: a cold launch, or bring the running app to the front.
  case launch
  /// The app is swiped away.
  case terminate
  /// Go to the home screen; the app moves to the background.
  case background
  /// Bring the app back to the front (from the background or from Settings).
  case foreground
  /// Open Settings › Privacy & Security › Tracking.
  case openSettings
  /// In Settings, set the app's Tracking switch (confirming when turning it on, ATT-13).
  case setAppTracking(on: Bool)
  /// In Settings, turn "Allow Apps to Request to Track" on.
  case allowTrackingRequests
  /// In Settings, turn "Allow Apps to Request to Track" off and answer its sheet (ATT-14).
  case disallowTrackingRequests(GlobalToggleOffChoice)
  /// The calendar moves forward by whole days.
  case advance(days: Int)
  /// The person reaches a named milestone (HIG-7).
  case milestone(String)
}
