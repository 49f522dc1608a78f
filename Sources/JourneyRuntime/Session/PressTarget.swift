/// What a `Press` command presses: a button by its role, robust to copy changes, or by its copy key.
public enum PressTarget: Sendable, Hashable {
  /// The current screen's primary (single) action.
  case primary
  /// The system prompt's allow button.
  case allow
  /// The system prompt's deny button.
  case deny
  /// The iOS 27.2 sheet's "Additional Information" button.
  case additionalInformation
  /// A button named by its copy key, such as `home.feature.action`.
  case key(String)
}
