import ConsentEngine
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit
import TextSafety

/// What VoiceOver reads on every gallery screen, in every requested locale and variant: the
/// elements in reading order, each as its label and the word for its kind ("Continue, button").
///
/// `review --format voiceover` writes it as text; `phone(_:copy:)` gives one phone's lines for a
/// report that shows them beside the phone.
public struct VoiceOverTranscript: Sendable, Equatable {
  /// One phone: a screen in a locale and variant, and what VoiceOver says on it.
  public struct Phone: Sendable, Equatable {
    /// The gallery screen's name.
    public var screen: String
    /// The locale.
    public var locale: String
    /// The variant, nil for the base copy.
    public var variant: String?
    /// What VoiceOver says, element by element, sanitised for any output.
    public var lines: [String]
  }

  /// The phones, variant by variant, screen by screen, locale by locale.
  public var phones: [Phone]

  /// Reads every gallery screen; `locales` nil means every locale, `variants` nil the base copy then
  /// every variant (nil in the list stands for the base copy).
  public static func build(
    catalog: CopyCatalog, journey: JourneyFile, locales: [String]? = nil, variants: [String?]? = nil,
    device: Device = .standard, textSize: TextSize = .standard
  ) -> VoiceOverTranscript {
    let definition = JourneySetup.definition(journey, catalog: catalog, options: ScenarioOptions())
    let entries = ScreenGallery.entries(definition: definition)
    var phones: [Phone] = []
    for variant in variants ?? ([nil] + catalog.variants.map(Optional.some)) {
      for entry in entries {
        for locale in locales ?? catalog.locales {
          let shown = entry.arrival(
            catalog: catalog, locale: locale, variant: variant, device: device, textSize: textSize)
          let lines = Self.phone(shown.layout, copy: shown.copy)
          phones.append(Phone(screen: entry.name, locale: locale, variant: variant, lines: lines))
        }
      }
    }
    return VoiceOverTranscript(phones: phones)
  }

  /// What VoiceOver says on one laid-out phone, one line per element, safe for any output.
  public static func phone(_ layout: ScreenLayout, copy: any CopyProvider) -> [String] {
    VoiceOverReading.transcript(of: layout, copy: copy).map { ControlCharacters.sanitize($0) }
  }

  /// The transcript as text: a heading per phone, then its numbered lines.
  public func text() -> String {
    var out = "VoiceOver transcript: \(phones.count) phones, elements in reading order\n"
    for phone in phones {
      let variant = phone.variant.map { " · \(ControlCharacters.sanitize($0))" } ?? ""
      out += "\n## \(phone.screen) · \(ControlCharacters.sanitize(phone.locale))\(variant)\n"
      if phone.lines.isEmpty { out += "   (nothing to read)\n" }
      for (index, line) in phone.lines.enumerated() {
        out += "\(String(repeating: " ", count: max(0, 3 - String(index + 1).count)))\(index + 1). \(line)\n"
      }
    }
    return out
  }
}
