import TerminalKit

extension StyleRole {
  /// The body of an iOS system alert.
  public static let systemAlert = StyleRole("systemAlert")
  /// The title of an iOS system alert.
  public static let systemAlertTitle = StyleRole("systemAlertTitle")
  /// A system alert button.
  public static let systemButton = StyleRole("systemButton")
  /// A link on a system sheet: the link's colour on the sheet's own background.
  public static let systemLink = StyleRole("systemLink")
  /// The focused system alert button.
  public static let systemButtonFocused = StyleRole("systemButtonFocused")
  /// The phone's chrome: border, status bar, home indicator.
  public static let deviceFrame = StyleRole("deviceFrame")
  /// The inspector panel beside the phone.
  public static let inspector = StyleRole("inspector")
  /// A label in the inspector panel.
  public static let inspectorLabel = StyleRole("inspectorLabel")
  /// A demo's caption under the phone.
  public static let caption = StyleRole("caption")
  /// Copy shown from a fallback language.
  public static let fallback = StyleRole("fallback")
  /// A grouped list's page (Settings): a ground only pictures colour (`StyleRole.on(_:)`).
  public static let groupedBackground = StyleRole("groupedBackground")
  /// A grouped list's row (a Settings switch): a ground only pictures colour (`StyleRole.on(_:)`).
  public static let groupedRow = StyleRole("groupedRow")
}
