/// An iOS Dynamic Type size (Settings › Accessibility › Display & Text Size › Larger Text), from
/// extra small to the fifth accessibility size; `large` is iOS's default.
///
/// Point sizes of the three text styles the phone draws, per size, from Apple's Human Interface
/// Guidelines, Typography › Specifications › "iOS, iPadOS Dynamic Type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
/// The non-accessibility rows agree with `UIFont.preferredFont(forTextStyle:)` as the iOS Simulator
/// reports it. Text wraps at `columns × 17 / points` of the style (17 pt being body and headline at
/// `large`), so larger sizes wrap at fewer columns; sizes below `large` cannot widen the phone and
/// wrap as `large` does.
public enum TextSize: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case ax1 = "AX1"
  case ax2 = "AX2"
  case ax3 = "AX3"
  case ax4 = "AX4"
  case ax5 = "AX5"

  /// iOS's default size.
  public static let standard = TextSize.large

  /// A text style whose point size follows the text size.
  public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// Running text and buttons.
    case body
    /// Titles (semibold, the body's size).
    case headline
    /// Small print.
    case footnote
  }

  /// Body, headline and footnote point sizes (the HIG table).
  private var points: (body: Int, headline: Int, footnote: Int) {
    switch self {
    case .xSmall: return (14, 14, 12)
    case .small: return (15, 15, 12)
    case .medium: return (16, 16, 12)
    case .large: return (17, 17, 13)
    case .xLarge: return (19, 19, 15)
    case .xxLarge: return (21, 21, 17)
    case .xxxLarge: return (23, 23, 19)
    case .ax1: return (28, 28, 23)
    case .ax2: return (33, 33, 27)
    case .ax3: return (40, 40, 33)
    case .ax4: return (47, 47, 38)
    case .ax5: return (53, 53, 44)
    }
  }

  /// The point size of a text style at this size.
  public func points(_ style: TextStyle) -> Int {
    switch style {
    case .body: return points.body
    case .headline: return points.headline
    case .footnote: return points.footnote
    }
  }

  /// Columns a text style wraps at in a box `columns` wide: fewer as the style's points grow past
  /// their `large` size, never more than the box, never fewer than 4.
  public func wrapColumns(_ style: TextStyle, in columns: Int) -> Int {
    let base = TextSize.large.points(style)
    let scaled = columns * base / max(1, points(style))
    return max(min(columns, 4), min(columns, scaled))
  }

  /// True for AX1 … AX5.
  public var isAccessibilitySize: Bool { self >= .ax1 }

  /// The name the command line, tapes and the inspector use: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
  public var description: String { rawValue }

  /// The size with a name, matched without regard to case; nil for an unknown name.
  public init?(name: String) {
    guard let size = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
      return nil
    }
    self = size
  }

  /// The next size, back to the smallest after AX5 (the `t` key).
  public var next: TextSize {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + 1) % all.count]
  }
}

extension TextSize: Comparable {
  /// Sizes compare in the order iOS lists them.
  public static func < (lhs: TextSize, rhs: TextSize) -> Bool {
    let all = allCases
    return (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
  }
}
