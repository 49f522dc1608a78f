import JourneyScreens
import StringTables

/// How the session shows the journey: words, focus, panels; nothing here changes the phone.
public struct ViewOptions: Sendable, Equatable {
  /// The locale shown.
  public var locale: String
  /// The copy variant, nil for the base copy.
  public var variant: String?
  /// The pseudo-locale over the copy, if any.
  public var pseudo: PseudoLocale?
  /// Show `Table/key` instead of text (`k`).
  public var showsKeys = false
  /// Show the inspector beside the phone (`i`).
  public var showsInspector = true
  /// Show the help overlay (`?`).
  public var showsHelp = false
  /// The phone model.
  public var device: Device
  /// The focused button's index.
  public var focus = 0
  /// The Dynamic Type size (`t`, `--text-size`).
  public var textSize = TextSize.standard
  /// The first row shown of content taller than the phone (`[` `]`); nil follows the focus.
  public var scroll: Int?
  /// The locale of a second phone drawn beside the first (`--beside`, `=`): the same engine state and
  /// screen, with the variant and pseudo-locale of the first; nil for one phone.
  public var besideLocale: String?
  /// Lint the copy the walk shows (the inspector's FINDINGS, `Expect finding`); off for pictures of the
  /// phone alone whose reader lints the whole catalog itself (the review, the accessibility audit).
  public var lintsCopy = true
  /// How much of the tool shows around the phone (`--present`, `Set Present`).
  public var presentation = Presentation.tool
  /// The key in the `Demos` table of the caption under the phone (`Caption` in a tape); nil for none.
  public var caption: String?

  /// Creates view options.
  public init(locale: String, variant: String? = nil, pseudo: PseudoLocale? = nil, device: Device = .standard)
  {
    self.locale = locale
    self.variant = variant
    self.pseudo = pseudo
    self.device = device
  }
}
