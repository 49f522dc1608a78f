import ConsentEngine
import CopyLint
import JourneyScreens
import StringTables

/// The names a tape's checks and presses may use, so that a misspelt name is an error when the tape is read
/// instead of a check that can never fail.
public enum TapeVocabulary {
  /// `Expect screen` names as the table lists them (its aliases and `onboarding-N` are accepted too).
  public static let screens = ScreenNames.table(onboardingSteps: 0).map(\.name)

  /// Whether `name` is a screen name, an alias or a group of the table, or `onboarding-N` (N ≥ 1).
  public static func isScreen(_ name: String) -> Bool {
    ScreenNames.resolve(name, onboardingSteps: 0) != nil
  }

  /// Rule ids a frame or the engine can report: the engine's findings, lint's rules on copy a frame shows,
  /// and the layout's overflow.
  public static let findingRules: [String] =
    Finding.engineRules + LintRule.allCases.map(\.rawValue) + ["LAYOUT-overflow"]

  /// Button names `Press` takes besides the roles: tool-labelled buttons such as `homeScreen`.
  public static let toolButtons = ["homeScreen"]

  /// `Press` roles.
  public static let pressRoles = ["primary", "allow", "deny", "additional-information"]

  /// Copy keys that may label a button: every key of the copy, and the tool's own buttons.
  public static func buttonKeys(_ catalog: CopyCatalog) -> Set<String> {
    Set(catalog.developmentKeys.map(\.key)).union(toolButtons)
  }

  /// Checks what needs the copy before anything plays: locales, variants and button keys.
  public static func check(_ tape: Tape, catalog: CopyCatalog) throws(TapeError) {
    var keys: Set<String>?
    for step in tape.steps {
      switch step.command {
      case .locale(let locale):
        _ = try PlaybackSettings.checkLocale(locale, at: step.location, catalog: catalog)
      case .variant(let variant):
        _ = try PlaybackSettings.checkVariant(variant, at: step.location, catalog: catalog)
      case .press(.key(let key)):
        let known = keys ?? buttonKeys(catalog)
        keys = known
        guard known.contains(key) else {
          let guess =
            TapeSuggestion.nearest(to: key, in: pressRoles)
            ?? TapeSuggestion.nearest(to: key, in: known.sorted())
          throw .unknownButton(step.location, key, suggestion: guess)
        }
      case .caption(.some(let key)):
        let captions = catalog.developmentKeys.filter { $0.table == CaptionStrip.table }.map(\.key)
        guard captions.contains(key) else {
          throw .unknownCaption(step.location, key, known: captions.sorted())
        }
      default: break
      }
    }
  }
}
