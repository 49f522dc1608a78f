/// One demo tape played in one locale, for the gallery.
public struct DemoGalleryEntry: Sendable, Equatable {
  /// The tape's file name without `.tape`: the scenario's name and the start of its files' names.
  public var scenario: String
  /// The locale it was played in.
  public var locale: String
  /// The tape's title (`Set Title`), or the scenario's name.
  public var title: String
  /// The tape's `Expect` lines as written.
  public var expectations: [String]
  /// Why the tape stopped early, or nil when every line passed.
  public var failure: String?
  /// True when the gallery has a GIF of it beside the SVG.
  public var hasGIF = false

  /// The name every file of this entry starts with: `scenario.locale`.
  public var baseName: String { "\(scenario).\(locale)" }
}
