import StringTables

/// What VoiceOver says for an element: its label, then the word for its kind ("Continue, button");
/// the words come from the `VoiceOver` table of `copy/` in the locale read.
public enum VoiceOverReading {
  /// The table of VoiceOver's own words.
  public static let table = "VoiceOver"

  /// The key of the word VoiceOver adds for a trait; nil for plain text and decorations.
  public static func key(for trait: AccessibilityElement.Trait) -> CopyKey? {
    switch trait {
    case .heading: return CopyKey(table, "trait.heading")
    case .button: return CopyKey(table, "trait.button")
    case .image: return CopyKey(table, "trait.image")
    case .toggle: return CopyKey(table, "trait.switch")
    case .text, .decorative: return nil
    }
  }

  /// The key of a switch's value.
  public static func valueKey(isOn: Bool) -> CopyKey { CopyKey(table, isOn ? "value.on" : "value.off") }

  /// Every key a reading can use (for the unused-key rule).
  public static let usedKeys: Set<CopyKey> = Set(
    AccessibilityElement.Trait.allCases.compactMap(key(for:)) + [valueKey(isOn: true), valueKey(isOn: false)])

  /// What VoiceOver says for one element, in the copy's locale.
  public static func utterance(_ element: AccessibilityElement, copy: any CopyProvider) -> String {
    var parts = [element.label.replacing("\n", with: " ")]
    if let key = key(for: element.trait) { parts.append(copy.text(key, arguments: []).text) }
    if let isOn = element.isOn { parts.append(copy.text(valueKey(isOn: isOn), arguments: []).text) }
    return parts.joined(separator: ", ")
  }

  /// What VoiceOver says on a laid-out screen, element by element in its reading order.
  public static func transcript(of layout: ScreenLayout, copy: any CopyProvider) -> [String] {
    AccessibilityElement.readingOrder(layout.elements).map { utterance($0, copy: copy) }
  }
}
