/// How pictures (SVG, GIF, PNG, the gallery) colour the phone: the terminal's theme, or iOS's own light or
/// dark appearance. The terminal walk always keeps the terminal's colours.
public enum PictureAppearance: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The terminal theme's colours on a near-black page, as the walk looks.
  case terminal
  /// iOS's default light appearance: white screens, dark text, the light grey alert, system blue buttons.
  case light
  /// iOS's dark appearance: black screens, light text, the dark grey alert, the dark-mode blues.
  case dark

  /// The appearance's name, as `--appearance` takes it.
  public var description: String { rawValue }

  /// One line saying what the appearance looks like, for help and docs.
  public var summary: String {
    switch self {
    case .terminal: return "the terminal theme's colours on a near-black page"
    case .light: return "iOS's light appearance: white screens, grey alert, system blue"
    case .dark: return "iOS's dark appearance: black screens, dark grey alert, dark-mode blue"
    }
  }
}
