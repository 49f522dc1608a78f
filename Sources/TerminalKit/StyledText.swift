/// A piece of text in one style.
public struct StyledRun: Sendable, Hashable {
  /// The text.
  public var text: String
  /// Its style.
  public var style: Style

  /// Creates a run.
  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }
}

/// Text made of styled runs, in reading order.
public struct StyledText: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The runs.
  public var runs: [StyledRun]

  /// Creates styled text from runs.
  public init(_ runs: [StyledRun]) {
    self.runs = runs
  }

  /// Creates styled text from one string in one style.
  public init(_ text: String, style: Style = .plain) {
    self.runs = [StyledRun(text, style: style)]
  }

  /// Creates plain styled text from a literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The text without styles.
  public var plainText: String { runs.map(\.text).joined() }

  /// True when there is no text.
  public var isEmpty: Bool { runs.allSatisfy { $0.text.isEmpty } }

  /// The visible glyphs of all runs.
  public var glyphs: [Glyph] { runs.flatMap { VisibleText.glyphs(of: $0.text, style: $0.style) } }

  /// The same text with every run's role replaced, keeping bold/italic/underline.
  public func withRole(_ role: StyleRole) -> StyledText {
    StyledText(
      runs.map {
        StyledRun(
          $0.text,
          style: Style(role, bold: $0.style.bold, italic: $0.style.italic, underline: $0.style.underline))
      })
  }

  /// Joins two styled texts.
  public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
    StyledText(lhs.runs + rhs.runs)
  }
}
