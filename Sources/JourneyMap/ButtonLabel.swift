import JourneyScreens
import TextSafety

/// The words on a button as the person sees them: its copy in the session's locale, or its label as laid out.
public enum ButtonLabel {
  /// The button's text: its copy when the copy has it whole, else the whole label of the layout's button
  /// (however much of it its box shows), else its key.
  public static func text(of button: ScreenButton, copy: any CopyProvider) -> String {
    let copied = copy.text(button.ref, arguments: [])
    if !copied.isMissing, copied.problem == nil, !copied.text.contains("%"), !clean(copied.text).isEmpty {
      return clean(copied.text)
    }
    let laidOut = clean(button.label)
    return laidOut.isEmpty ? button.ref.description : laidOut
  }

  /// One line: control characters as visible symbols, runs of white space as one space.
  static func clean(_ text: String) -> String {
    ControlCharacters.sanitize(text).split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" })
      .joined(separator: " ")
  }
}
