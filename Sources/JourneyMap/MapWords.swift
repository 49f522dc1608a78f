/// The map's own words for events around the phone; they are the tool's words, in English, not copy.
public enum MapWords {
  /// Tapping the icon of an app that is not running.
  public static let launch = "tap the app icon (launch)"
  /// Tapping the icon of an app in the background.
  public static let bringToFront = "tap the app icon (back to the app)"
  /// The way back to an app that iOS ended for a Settings change (ATT-17).
  public static let relaunchAfterSettings = "app relaunched after Settings change"
  /// Going to the Home Screen.
  public static let background = "Home Screen (app to background)"
  /// Swiping the app away in the app switcher.
  public static let terminate = "swipe the app away"
  /// Opening Settings › Privacy & Security › Tracking.
  public static let openSettings = "open Settings › Tracking"
  /// Deleting and installing the app again.
  public static let reinstall = "delete and reinstall the app"
  /// The calendar moving forward a year.
  public static let yearPasses = "a year passes"
  /// Another app permission alert.
  public static let otherAlert = "the app asks for another permission"
}
