import ConsentEngine

/// What the inspector calls what is on the phone, for names outside the walk (a PNG's file name).
public enum ScreenTitle {
  /// The screen and its overlay as the inspector's `screen` row shows them, such as `alert over primer`.
  public static func inspectorName(of state: ConsentState) -> String {
    InspectorPanel.screenName(state)
  }

  /// The inspector's name as a file name: lowercase letters, digits and single hyphens, such as
  /// `alert-over-primer` or `settings-tracking`.
  public static func fileName(of state: ConsentState) -> String {
    var name = ""
    for character in inspectorName(of: state).lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        name.append(character)
      } else if !name.isEmpty, name.last != "-" {
        name.append("-")
      }
    }
    while name.last == "-" { name.removeLast() }
    return name.isEmpty ? "screen" : name
  }
}
