/// The prototype page's own words: the tool's, in English, not copy.
public enum PrototypeWords {
  /// Pulling Control Centre down over the app.
  public static let controlCentreDown = "pull Control Centre down"
  /// Pushing Control Centre back up.
  public static let controlCentreUp = "push Control Centre up"
  /// The page's title, before the app's name.
  static let title = "Prototype"
  /// The phone region's accessible name.
  static let phoneLabel = "Phone"
  /// The panel of moves around the phone.
  static let movesHeading = "Around the phone"
  /// The button that hides the inspector again.
  static let inspectorHide = "Hide inspector"
  /// The inspector's heading.
  static let inspectorHeading = "Inspector"
  /// The button that hides or shows the inspector.
  static let inspectorToggle = "Show inspector"
  /// The screen menu's label.
  static let screenMenu = "Screen"
  /// The locale menu's label.
  static let localeMenu = "Language"
  /// The variant menu's label.
  static let variantMenu = "Copy variant"
  /// Said on a screen some of whose ways lead beyond the explorer's limits.
  static let cutOffHere = "Exploration stopped at a limit here: some ways from this screen were not explored."
  /// Said when a way leads beyond the explorer's limits.
  static let cutOffWay = "This way leads beyond the explorer's limit; it was not explored."
  /// Said when a button the session would not press here is clicked.
  static let refused = "Nothing happens: the phone does not take this press here."
  /// The page's note when nothing works without script.
  static let needsScript = "This prototype needs JavaScript to click through its screens."
}
