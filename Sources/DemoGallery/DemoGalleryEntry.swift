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
  /// The picture the page shows: the GIF, or the animated SVG (`--svg`).
  public var picture = DemoGalleryPicture.gif
  /// True when the picture was drawn (a GIF needs fonts; a tape that does not read has none).
  public var hasPicture = false
  /// The captions the tape shows, in this locale, in the order it shows them.
  public var captions: [String] = []
  /// The captions this locale lacks, shown in the development language: one warning line each.
  public var captionWarnings: [String] = []

  /// The name every file of this entry starts with: `scenario.locale`.
  public var baseName: String { "\(scenario).\(locale)" }

  /// The picture's file name.
  public var pictureName: String { baseName + "." + picture.rawValue }
}

/// The one picture a gallery shows of each demo in each locale.
public enum DemoGalleryPicture: String, Sendable, Equatable, CaseIterable {
  /// A looping GIF (the default): it plays in slides, chat and tickets too.
  case gif
  /// An animated SVG (`gallery --svg`).
  case svg
}
