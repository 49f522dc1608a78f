import TerminalKit

extension Palette {
  /// The journey's looks: TerminalKit's generic roles plus the phone's system alert, frame,
  /// inspector and fallback roles.
  ///
  /// The grouped list's grounds are not here: a terminal draws a role on a ground as the role alone.
  public static let journey = Palette.standard.adding([
    Entry(.systemAlert, colored: Appearance(.black, on: .white), monochrome: Appearance()),
    Entry(
      .systemAlertTitle, colored: Appearance(.black, on: .white, bold: true),
      monochrome: Appearance(bold: true)),
    Entry(.systemButton, colored: Appearance(.blue, on: .white), monochrome: Appearance(underline: true)),
    Entry(
      .systemLink, colored: Appearance(.blue, on: .white, underline: true),
      monochrome: Appearance(underline: true)),
    Entry(
      .systemButtonFocused, colored: Appearance(.white, on: .blue, bold: true),
      monochrome: Appearance(reverse: true)
    ),
    Entry(.deviceFrame, colored: Appearance(.white, dim: true), monochrome: Appearance()),
    Entry(.inspector, colored: Appearance(.cyan), monochrome: Appearance()),
    Entry(.inspectorLabel, colored: Appearance(.cyan, bold: true), monochrome: Appearance(bold: true)),
    Entry(.caption, colored: Appearance(bold: true), monochrome: Appearance(bold: true)),
    Entry(.fallback, colored: Appearance(.magenta), monochrome: Appearance(underline: true)),
  ])
}

extension Theme {
  /// The journey's theme, in colour or in monochrome.
  public static func journey(usesColor: Bool) -> Theme {
    Theme(usesColor: usesColor, palette: .journey)
  }
}
