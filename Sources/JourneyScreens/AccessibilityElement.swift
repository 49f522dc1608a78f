import StringTables
import TerminalKit

/// One thing VoiceOver can land on, recorded as a screen draws it: what it says, what kind of thing it
/// is, where it is, and how its text wrapped.
public struct AccessibilityElement: Sendable, Hashable {
  /// What kind of element it is: the word VoiceOver adds after the label (none for plain text).
  public enum Trait: String, Sendable, Hashable, CaseIterable {
    /// A title.
    case heading
    /// Running text: the label alone.
    case text
    /// Something to press.
    case button
    /// A picture.
    case image
    /// A switch, read with its value.
    case toggle
    /// A mark for the eye only (page dots, a grabber), hidden from VoiceOver.
    case decorative
  }

  /// What VoiceOver speaks: the visible text unless the copy gives `<key>.accessibilityLabel`.
  public var label: String
  /// The text on screen.
  public var visibleText: String
  /// The kind of element.
  public var trait: Trait
  /// A toggle's state: true on, false off; nil for other elements.
  public var isOn: Bool?
  /// The copy key of its text; nil for data (another app's name) and the prototype's own marks.
  public var ref: CopyKey?
  /// Where it was drawn, in the coordinates of the laid-out content (before any scrolling).
  public var frame: Rect
  /// Lines its text takes.
  public var lines: Int
  /// Columns its text wraps in when it has the room it gets at the default text size; two buttons
  /// side by side are given the room they have stacked, where a larger text size puts them.
  public var wrapColumns: Int
  /// True when VoiceOver skips it (decorative marks).
  public var isHidden: Bool
  /// True for a picture that is also a button (an app icon).
  public var hasImage: Bool

  /// Creates an element.
  public init(
    label: String, visibleText: String, trait: Trait, isOn: Bool? = nil, ref: CopyKey?, frame: Rect,
    lines: Int = 1, wrapColumns: Int = 0, isHidden: Bool = false, hasImage: Bool = false
  ) {
    self.label = label
    self.visibleText = visibleText
    self.trait = trait
    self.isOn = isOn
    self.ref = ref
    self.frame = frame
    self.lines = lines
    self.wrapColumns = wrapColumns
    self.isHidden = isHidden
    self.hasImage = hasImage
  }

  /// True for an element VoiceOver reads.
  public var isSpoken: Bool { !isHidden && trait != .decorative }

  /// The elements VoiceOver reads, in its reading order: top to bottom, then left to right.
  public static func readingOrder(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
    elements.enumerated().filter { $0.element.isSpoken }
      .sorted { lhs, rhs in
        (lhs.element.frame.y, lhs.element.frame.x, lhs.offset) < (
          rhs.element.frame.y, rhs.element.frame.x, rhs.offset
        )
      }
      .map(\.element)
  }
}
