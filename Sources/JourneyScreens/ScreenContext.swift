import StringTables

/// What a screen needs besides the engine state: words, focus and how to show them.
public struct ScreenContext: Sendable {
  /// Where the words come from (current locale, variant and pseudo-locale).
  public var copy: any CopyProvider
  /// Show `Table:key` instead of the text (the `k` key).
  public var showsKeys: Bool
  /// Draw text that came from a fallback in the `.fallback` style.
  public var marksFallbacks: Bool
  /// Index of the focused button, in the frame's focus order (wraps around).
  public var focus: Int

  /// Creates a context.
  public init(copy: any CopyProvider, showsKeys: Bool = false, marksFallbacks: Bool = true, focus: Int = 0) {
    self.copy = copy
    self.showsKeys = showsKeys
    self.marksFallbacks = marksFallbacks
    self.focus = focus
  }

  /// The app's display name (InfoPlist `CFBundleDisplayName`), as the system alert and Settings show it.
  public var appName: String {
    copy.text(CopyKey("InfoPlist", "CFBundleDisplayName"), arguments: []).text
  }
}
