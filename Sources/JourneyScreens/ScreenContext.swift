import StringTables

/// What a screen needs besides the engine state: words, focus and how to show them.
public struct ScreenContext: Sendable {
  /// Where the words come from (current locale, variant and pseudo-locale).
  public var copy: any CopyProvider
  /// Show `Table:key` instead of the text (the `k` key).
  public var showsKeys: Bool
  /// Draw text that came from a fallback in the `.fallback` style.
  public var marksFallbacks: Bool
  /// Index of the focused button, in the frame's focus order (wraps around); read by
  /// `JourneyRenderer.render` when it paints, never by the layout.
  public var focus: Int
  /// The Dynamic Type size text is drawn at.
  public var textSize: TextSize = .standard
  /// The first content row shown when the screen is taller than the phone (the scroll keys); nil
  /// follows the focus. Like `focus`, read when painting, never by the layout.
  public var scroll: Int?
  /// The phone is presented alone (`--present`): the tool's own words (hints, notes, banners) are left out.
  public var presents = false
  /// The demo's caption under the phone (`Caption` in a tape): a key of the `Demos` table; nil for none.
  public var caption: CopyKey?

  /// Creates a context.
  public init(
    copy: any CopyProvider, showsKeys: Bool = false, marksFallbacks: Bool = true, focus: Int = 0,
    textSize: TextSize = .standard, scroll: Int? = nil
  ) {
    self.copy = copy
    self.showsKeys = showsKeys
    self.marksFallbacks = marksFallbacks
    self.focus = focus
    self.textSize = textSize
    self.scroll = scroll
  }

  /// The app's display name (InfoPlist `CFBundleDisplayName`), as the system alert and Settings show it.
  public var appName: String {
    copy.text(CopyKey("InfoPlist", "CFBundleDisplayName"), arguments: []).text
  }
}
