import TerminalKit

/// iOS's system colours that the picture appearances use, light then dark (Apple's published UIColor
/// values; a translucent label or separator colour is given as drawn on its usual ground).
enum SystemColor {
  /// `systemBackground`.
  static let background = (light: PictureColor(hex: 0xffffff), dark: PictureColor(hex: 0x000000))
  /// `label`.
  static let label = (light: PictureColor(hex: 0x000000), dark: PictureColor(hex: 0xffffff))
  /// `secondaryLabel` on `systemBackground`.
  static let secondaryLabel = (light: PictureColor(hex: 0x8a8a8e), dark: PictureColor(hex: 0x8d8d93))
  /// `tertiaryLabel` on `systemBackground`.
  static let tertiaryLabel = (light: PictureColor(hex: 0xc4c4c6), dark: PictureColor(hex: 0x464649))
  /// `systemBlue`.
  static let blue = (light: PictureColor(hex: 0x007aff), dark: PictureColor(hex: 0x0a84ff))
  /// `systemBlue` in its increased-contrast form: the focused button.
  static let blueContrast = (light: PictureColor(hex: 0x0040dd), dark: PictureColor(hex: 0x409cff))
  /// `systemRed`.
  static let red = (light: PictureColor(hex: 0xff3b30), dark: PictureColor(hex: 0xff453a))
  /// `systemGreen`.
  static let green = (light: PictureColor(hex: 0x34c759), dark: PictureColor(hex: 0x30d158))
  /// `systemOrange`.
  static let orange = (light: PictureColor(hex: 0xff9500), dark: PictureColor(hex: 0xff9f0a))
  /// `systemYellow`.
  static let yellow = (light: PictureColor(hex: 0xffcc00), dark: PictureColor(hex: 0xffd60a))
  /// `systemPurple`.
  static let purple = (light: PictureColor(hex: 0xaf52de), dark: PictureColor(hex: 0xbf5af2))
  /// `systemGray`.
  static let gray = (light: PictureColor(hex: 0x8e8e93), dark: PictureColor(hex: 0x8e8e93))
  /// `opaqueSeparator`.
  static let separator = (light: PictureColor(hex: 0xc6c6c8), dark: PictureColor(hex: 0x38383a))
  /// `systemGroupedBackground`: a grouped list's page.
  static let groupedBackground = (light: PictureColor(hex: 0xf2f2f7), dark: PictureColor(hex: 0x000000))
  /// `secondarySystemGroupedBackground`: a grouped list's rows.
  static let groupedRow = (light: PictureColor(hex: 0xffffff), dark: PictureColor(hex: 0x1c1c1e))
  /// A system alert's platter (the alert material as it reads over a dimmed screen).
  static let alert = (light: PictureColor(hex: 0xf2f2f2), dark: PictureColor(hex: 0x2c2c2e))
  /// A screen behind a system alert or sheet, under its scrim, and the text on it.
  static let scrim = (light: PictureColor(hex: 0xcccccc), dark: PictureColor(hex: 0x000000))
  /// Text under the scrim.
  static let scrimText = (light: PictureColor(hex: 0x333333), dark: PictureColor(hex: 0x7a7a7a))
  /// The phone's bezel and status bar.
  static let bezel = (light: PictureColor(hex: 0x1c1c1e), dark: PictureColor(hex: 0xd1d1d6))
  /// The inspector's text (the tool's own panel beside the phone).
  static let inspector = (light: PictureColor(hex: 0x3a3a3c), dark: PictureColor(hex: 0xc7c7cc))
}

extension PicturePalette {
  /// The journey's roles in iOS's light appearance.
  public static let journeyLight = journey(light: true)
  /// The journey's roles in iOS's dark appearance.
  public static let journeyDark = journey(light: false)

  /// The journey's palette for an appearance: the terminal's, light or dark.
  public static func journey(_ appearance: PictureAppearance) -> PicturePalette {
    switch appearance {
    case .terminal: return .terminal
    case .light: return .journeyLight
    case .dark: return .journeyDark
    }
  }

  /// Every journey role in one of iOS's appearances: one table, each role's text and ground.
  private static func journey(light: Bool) -> PicturePalette {
    typealias Pair = (light: PictureColor, dark: PictureColor)
    func pick(_ pair: Pair) -> PictureColor { light ? pair.light : pair.dark }
    let white = PictureColor(hex: 0xffffff)
    let black = PictureColor(hex: 0x000000)
    let separator = pick(SystemColor.separator)
    return PicturePalette(
      appearance: light ? .light : .dark, canvas: pick(SystemColor.background), text: pick(SystemColor.label),
      [
        Entry(.plain, nil, line: separator),
        Entry(.title, nil, line: separator),
        Entry(.body, nil, line: separator),
        Entry(.secondary, pick(SystemColor.secondaryLabel), line: separator),
        Entry(.primaryButton, white, on: pick(SystemColor.blue)),
        Entry(.focusedButton, white, on: pick(SystemColor.blueContrast)),
        Entry(.link, pick(SystemColor.blue)),
        Entry(.destructive, pick(SystemColor.red)),
        Entry(.dimmedBackdrop, pick(SystemColor.scrimText), on: pick(SystemColor.scrim)),
        Entry(.warning, pick(SystemColor.orange)),
        Entry(.error, pick(SystemColor.red)),
        Entry(.controlSymbol, black, on: pick(SystemColor.yellow)),
        Entry(.toggleOn, pick(SystemColor.green)),
        Entry(.toggleOff, pick(SystemColor.gray)),
        Entry(.disabled, pick(SystemColor.tertiaryLabel)),
        Entry(.systemAlert, pick(SystemColor.label), on: pick(SystemColor.alert), line: separator),
        Entry(.systemAlertTitle, pick(SystemColor.label), on: pick(SystemColor.alert), line: separator),
        Entry(.systemButton, pick(SystemColor.blue), on: pick(SystemColor.alert), line: separator),
        Entry(.systemLink, pick(SystemColor.blue), on: pick(SystemColor.alert), line: separator),
        Entry(.systemButtonFocused, white, on: pick(SystemColor.blue)),
        Entry(.deviceFrame, pick(SystemColor.bezel)),
        Entry(.inspector, pick(SystemColor.inspector)),
        Entry(.inspectorLabel, pick(SystemColor.inspector)),
        Entry(.caption, nil),
        Entry(.fallback, pick(SystemColor.purple)),
        Entry(.groupedBackground, nil, on: pick(SystemColor.groupedBackground), isGround: true),
        Entry(.groupedRow, nil, on: pick(SystemColor.groupedRow), line: separator, isGround: true),
      ])
  }
}

extension PictureStyling {
  /// The journey's pictures in an appearance; `usesColor: false` (`NO_COLOR`) greys the terminal appearance.
  public static func journey(_ appearance: PictureAppearance, usesColor: Bool = true) -> PictureStyling {
    PictureStyling(theme: .journey(usesColor: usesColor), palette: .journey(appearance))
  }
}
