import ConsentEngine
import JourneyScreens

/// The names a tape's `Expect screen` accepts for what is on the phone, from the one table (`ScreenNames`).
public enum ScreenName {
  /// Whether the phone shows a screen `name` stands for: the overlay's or the screen's name, an alias of
  /// either, or a group holding either (`settings`, `system-alert`).
  public static func matches(_ state: ConsentState, _ name: String) -> Bool {
    ScreenNames.matches(state, name, onboardingSteps: state.definition.onboardingStepIDs.count)
  }

  /// The name of what is shown (the overlay's while one is up), for messages and logs.
  public static func primary(of state: ConsentState) -> String { ScreenNames.name(of: state) }
}
