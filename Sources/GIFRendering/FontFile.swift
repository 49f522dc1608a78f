/// One face of a font file: a `.ttf`/`.otf` has face 0, a collection (`.ttc`) several.
public struct FontFile: Sendable, Hashable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// The face inside the file.
  public var face: Int

  /// Creates a reference to a face.
  public init(path: String, face: Int = 0) {
    self.path = path
    self.face = face
  }

  /// `path` or `path:face`.
  public var description: String { face == 0 ? path : "\(path):\(face)" }
}

/// The fonts a GIF is drawn with, each tried in turn for a character it has.
public struct GIFFonts: Sendable, Hashable {
  /// The font given with `--font`, tried first for every character.
  public var override: FontFile?
  /// Fonts for one-column characters: DejaVu Sans Mono, then DejaVu Sans for symbols it lacks.
  public var narrow: [FontFile]
  /// The Noto Sans CJK collection for two-column characters (Hangul, kana, Han); its monospaced face for
  /// the recording's language is chosen when drawing.
  public var wide: FontFile?
  /// The family name of each face of the `wide` collection, read once when the fonts are found.
  public var wideFamilies: [String]

  /// Creates a font set.
  public init(override: FontFile? = nil, narrow: [FontFile], wide: FontFile?, wideFamilies: [String] = []) {
    self.override = override
    self.narrow = narrow
    self.wide = wide
    self.wideFamilies = wideFamilies
  }
}
