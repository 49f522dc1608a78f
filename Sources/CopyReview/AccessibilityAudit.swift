import ConsentEngine
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit

/// A problem laying copy out for people who use larger text or VoiceOver, found on a gallery screen.
public struct AccessibilityProblem: Sendable, Hashable {
  /// The rule id (`A11Y-…`).
  public var ruleID: String
  /// The key whose text has the problem.
  public var ref: CopyKey
  /// The locale and variant the screen was drawn in.
  public var layer: CopyLayer
  /// The smallest text size it happens at; nil for problems that do not depend on the size.
  public var size: TextSize?
  /// What is wrong, in plain words.
  public var message: String
}

/// Draws every gallery screen in every locale and variant through the session and checks it at every text size up to a
/// largest one, and as VoiceOver reads it.
///
/// The size rules check the app's copy, not iOS's own text (the `System` table), and not the home
/// screen's icon names, which iOS does not scale.
///
/// - `A11Y-button-truncates`: a button label has a word wider than the label's columns at a size.
/// - `A11Y-title-lines`: a title wraps past three lines at a size.
/// - `A11Y-primer-scroll`: the primer's action has to be scrolled to at AX1 or a smaller size.
/// - `A11Y-label-differs`: a button's spoken label (`<key>.accessibilityLabel`) is not its visible text.
/// - `A11Y-image-label`: a picture VoiceOver lands on has no label.
/// - `A11Y-decorative-read`: VoiceOver would read a decorative symbol (dots, bars, shapes) aloud.
public enum AccessibilityAudit {
  /// iOS's own text: the app cannot change how it wraps, so the size rules leave it out.
  static let systemTable = "System"

  /// The sizes where text wraps differently: smaller sizes wrap as `large` does.
  static func sizes(upTo largest: TextSize) -> [TextSize] {
    TextSize.allCases.filter { $0 >= .standard && $0 <= largest }
  }

  /// Every problem, each once per rule, key and layer at the smallest size it happens at.
  public static func problems(
    definition: JourneyDefinition, catalog: CopyCatalog, largest: TextSize = .ax5, device: Device = .standard
  ) -> [AccessibilityProblem] {
    let entries = ScreenGallery.entries(definition: definition)
    var found: [AccessibilityProblem] = []
    for variant in [nil] + catalog.variants.map(Optional.some) {
      for locale in catalog.locales {
        let layer = CopyLayer(locale: locale, variant: variant)
        for entry in entries {
          let layout = entry.arrival(catalog: catalog, locale: locale, variant: variant, device: device)
            .layout
          found += sizeProblems(layout.elements, layer: layer, largest: largest)
          found += readingProblems(layout.elements, layer: layer)
          if entry.name == "primer" {
            found += primerScroll(entry, catalog: catalog, device: device, layer: layer, largest: largest)
          }
        }
      }
    }
    var seen = Set<String>()
    return found.filter { seen.insert("\($0.ruleID) \($0.ref) \($0.layer)").inserted }
  }

  /// Truncated button labels and long titles, each at the first size it happens at.
  static func sizeProblems(_ elements: [AccessibilityElement], layer: CopyLayer, largest: TextSize)
    -> [AccessibilityProblem]
  {
    var problems: [AccessibilityProblem] = []
    for element in elements {
      guard let ref = element.ref, !PrototypeText.isTool(ref), ref.table != systemTable,
        element.wrapColumns > 0
      else { continue }
      if element.trait == .button {
        let word = TextWrapper.widestUnbreakable(element.visibleText)
        if let size = sizes(upTo: largest).first(where: {
          word > $0.wrapColumns(.body, in: element.wrapColumns)
        }) {
          problems.append(
            AccessibilityProblem(
              ruleID: "A11Y-button-truncates", ref: ref, layer: layer, size: size,
              message:
                "\(ref) is cut at text size \(size): a word \(word) columns wide in a label of "
                + "\(size.wrapColumns(.body, in: element.wrapColumns))"))
        }
      }
      if element.trait == .heading {
        let paragraph = Paragraph(element.visibleText)
        let lines = { (size: TextSize) in
          paragraph.height(forWidth: size.wrapColumns(.headline, in: element.wrapColumns))
        }
        if let size = sizes(upTo: largest).first(where: { lines($0) > 3 }) {
          problems.append(
            AccessibilityProblem(
              ruleID: "A11Y-title-lines", ref: ref, layer: layer, size: size,
              message: "\(ref) wraps to \(lines(size)) lines at text size \(size) (3 at most)"))
        }
      }
    }
    return problems
  }

  /// The primer's action needing a scroll at AX1 or a smaller size.
  static func primerScroll(
    _ primer: GalleryEntry, catalog: CopyCatalog, device: Device, layer: CopyLayer, largest: TextSize
  ) -> [AccessibilityProblem] {
    for size in sizes(upTo: min(largest, .ax1)) {
      let model = primer.arrival(
        catalog: catalog, locale: layer.locale, variant: layer.variant, device: device, textSize: size
      ).screenModel()
      guard model.scroll?.scrolls == true, let action = model.buttons.first(where: { $0.role == .primary })
      else { continue }
      return [
        AccessibilityProblem(
          ruleID: "A11Y-primer-scroll", ref: action.ref, layer: layer, size: size,
          message:
            "\(action.ref) is below the screen at text size \(size): the primer's only action needs scrolling"
        )
      ]
    }
    return []
  }

  /// Spoken labels that differ from the text, pictures without labels and symbols read aloud.
  static func readingProblems(_ elements: [AccessibilityElement], layer: CopyLayer) -> [AccessibilityProblem]
  {
    var problems: [AccessibilityProblem] = []
    for element in elements {
      guard let ref = element.ref, !PrototypeText.isTool(ref) else { continue }
      if element.trait == .button, element.label != element.visibleText {
        problems.append(
          AccessibilityProblem(
            ruleID: "A11Y-label-differs", ref: ref, layer: layer, size: nil,
            message: "\(ref) shows “\(element.visibleText)” but VoiceOver says “\(element.label)”"))
      }
      if element.trait == .image || element.hasImage,
        element.label.allSatisfy({ $0.isWhitespace })
      {
        problems.append(
          AccessibilityProblem(
            ruleID: "A11Y-image-label", ref: ref, layer: layer, size: nil,
            message: "a picture labelled by \(ref) has no label: VoiceOver says only its kind"))
      }
      let symbols = decorativeSymbols(in: element.label)
      if element.isSpoken, !symbols.isEmpty {
        problems.append(
          AccessibilityProblem(
            ruleID: "A11Y-decorative-read", ref: ref, layer: layer, size: nil,
            message:
              "VoiceOver reads the decorative \(symbols.map { "“\($0)”" }.joined(separator: " ")) in \(ref) aloud"
          ))
      }
    }
    return problems
  }

  /// Symbols VoiceOver would read by name: box drawing, block elements, geometric shapes,
  /// miscellaneous symbols, dingbats, bullets.
  public static func decorativeSymbols(in text: String) -> [Character] {
    var seen: [Character] = []
    for character in text where !seen.contains(character) {
      guard let value = character.unicodeScalars.first?.value else { continue }
      switch value {
      case 0x2500...0x25FF, 0x2600...0x27BF, 0x2B00...0x2BFF, 0x2022, 0x2219: seen.append(character)
      default: continue
      }
    }
    return seen
  }
}
