/// What a tap on the app's icon would do now.
public enum LaunchMeaning: String, Sendable, Hashable, CaseIterable {
  /// The app is not running: a cold launch, a new session, the launch flow from the start.
  case coldLaunch
  /// The app runs in the background (behind the home screen or Settings): it comes to the front.
  case bringToFront
  /// The app is already in front: nothing happens.
  case alreadyInFront
  /// Something on top (a Settings confirmation) must be answered first: nothing happens.
  case blocked
}
