import ConsentEngine

/// Where on the phone a node is: the Home Screen, the app, an alert or sheet over it, or Settings.
public enum MapPlace: String, Sendable, Hashable, CaseIterable {
  /// The Home Screen (springboard).
  case homeScreen
  /// One of the app's own screens.
  case app
  /// A system alert, sheet or confirmation over a screen.
  case overlay
  /// A page of the Settings app.
  case settings

  /// The place of a state's frame.
  static func of(_ state: ConsentState) -> MapPlace {
    if state.overlay != nil { return .overlay }
    if state.screen == .springboard { return .homeScreen }
    return state.screen.isSettings ? .settings : .app
  }
}
