import StringTables
import TextSafety

/// How serious a lint finding is.
public enum LintSeverity: String, Sendable, Codable, Comparable, CaseIterable {
  case notice, warning, error

  /// Orders notice < warning < error.
  public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// The rules the copy linter checks.
public enum LintRule: String, Sendable, Codable, CaseIterable {
  /// HIG-1: the primer has more than one action.
  case primerSingleAction = "HIG-1"
  /// HIG-1: a primer action label means "Allow".
  case primerAllowLabel = "HIG-1-allow"
  /// HIG-2: the primer offers a dismiss, cancel, later or skip action.
  case primerDismiss = "HIG-2"
  /// HIG-3: primer or purpose text imitates the system alert.
  case primerImitatesAlert = "HIG-3"
  /// HIG-4 / App Review 5.1.2(i): incentive for consent.
  case primerIncentive = "HIG-4"
  /// A key of the development language is missing in a locale or variant.
  case missingKey = "COPY-missing"
  /// A key defined only in a translation, not in the development language.
  case extraKey = "COPY-extra"
  /// A key no screen uses.
  case unusedKey = "COPY-unused"
  /// Placeholders differ from the development language.
  case placeholderMismatch = "COPY-placeholder"
  /// A placeholder's width or precision beyond the widest terminal (`Placeholder.maximumField`).
  case placeholderWidth = "COPY-placeholder-width"
  /// A value identical to English in another locale.
  case sameAsEnglish = "COPY-same-as-en"
  /// Control characters, escape sequences, bidi overrides or zero-width characters in a value.
  case controlCharacter = "COPY-control"
  /// A key defined twice in one file.
  case duplicateKey = "COPY-duplicate"
  /// System text not verified against the reference.
  case unverifiedSystemText = "SYS-unverified"
  /// System text that differs from iOS's own text in the system reference.
  case systemDrift = "SYS-drift"
  /// A System comment that does not say verified, unverified or conflicting, or says it wrongly.
  case systemStatus = "SYS-status"
  /// A value longer than the `Budget: N` its comment states.
  case overBudget = "COPY-budget"
  /// A term the locale's glossary rules out, or a glossary term missing where English has it.
  case glossary = "COPY-glossary"
  /// Two registers (du/Sie, tu/vous, 你/您, 해요/합니다) or two names for one thing in one string.
  case mixedRegister = "COPY-register"
  /// A reference file in `copy/` (system reference, glossary) that cannot be read.
  case unreadableReference = "COPY-reference"
  /// An empty or whitespace-only value.
  case emptyValue = "COPY-empty"
  /// A work marker left in a value (TODO, FIXME, XXX, [TODO …], 翻译, 번역 필요 …).
  case workMarker = "COPY-marker"
  /// A feature withheld until tracking is allowed (App Review 5.1.1(iv), HIG-4, HIG-6).
  case featureGating = "HIG-4-gating"
  /// A user-visible key whose comment states no `Budget:`.
  case missingBudget = "COPY-budget-missing"
  /// A purpose string or primer that lacks a fact its English comment lists (`Facts:`).
  case missingFact = "COPY-facts"
  /// A demo's caption (`Demos` table) missing in a locale: its recordings show the development language's.
  case missingCaption = "COPY-caption-missing"
  /// A demo tape in the copy folder's `demos/` that cannot be read, or whose `Caption` names no caption.
  case demoTape = "COPY-demo"
  /// A translation whose English source changed since its locale was signed off (`signoff.txt`).
  case staleSource = "COPY-stale-source"

  /// The severity findings of this rule carry.
  public var severity: LintSeverity {
    switch self {
    case .primerSingleAction, .primerAllowLabel, .primerDismiss, .primerImitatesAlert, .primerIncentive,
      .missingKey, .placeholderMismatch, .placeholderWidth, .controlCharacter, .systemDrift, .systemStatus,
      .overBudget,
      .unreadableReference, .emptyValue, .workMarker, .featureGating, .missingFact, .demoTape:
      return .error
    case .extraKey, .unusedKey, .duplicateKey, .glossary, .mixedRegister, .missingBudget, .missingCaption,
      .staleSource:
      return .warning
    case .sameAsEnglish, .unverifiedSystemText: return .notice
    }
  }

  /// One line on what the rule checks.
  public var summary: String {
    switch self {
    case .primerSingleAction: return "the primer has exactly one action (keys ending in .action)"
    case .primerAllowLabel: return "the primer action never means \"Allow\" in any locale"
    case .primerDismiss: return "the primer has no close, cancel, later, not-now or skip action"
    case .primerImitatesAlert:
      return "pre-prompt screens never imitate the system alert's wording or quote its buttons"
    case .primerIncentive: return "no reward offered in exchange for allowing tracking or consenting"
    case .missingKey: return "every development-language key exists in every locale and variant"
    case .extraKey: return "a translation defines no key the development language lacks"
    case .unusedKey: return "every key is used by some screen"
    case .placeholderMismatch: return "placeholders match the development language"
    case .placeholderWidth:
      return
        "no placeholder width or precision is wider than \(Placeholder.maximumField) (the widest terminal)"
    case .sameAsEnglish: return "a translation differs from English unless its comment says same-as-en"
    case .controlCharacter: return "no control, escape, bidi-override or zero-width characters"
    case .duplicateKey: return "no key is defined twice in one file (the last one wins)"
    case .unverifiedSystemText: return "iOS system text marked unverified or conflicting is listed"
    case .systemDrift: return "System text matches iOS's own text in copy/system-reference"
    case .systemStatus:
      return "each System comment says verified, unverified or conflicting, as the reference does"
    case .overBudget: return "a value fits the Budget: N its comment states (display columns for CJK)"
    case .glossary: return "the locale's glossary terms are used, and the terms it rules out are not"
    case .mixedRegister:
      return
        "one register per string and per table (du/Sie, tu/vous, tú/usted, 你/您, 해요/합니다, です・ます/plain, アプリ/App)"
    case .unreadableReference: return "copy/system-reference and copy/glossary files can be read"
    case .emptyValue: return "no value is empty or only whitespace"
    case .workMarker: return "no TODO, FIXME, XXX or to-translate marker is left in a value"
    case .featureGating:
      return "no feature is withheld until tracking is allowed (App Review 5.1.1(iv), HIG-4, HIG-6)"
    case .missingBudget: return "every user-visible key states a Budget: in its comment"
    case .missingFact: return "each purpose string and primer states every fact its English comment lists"
    case .missingCaption:
      return "every demo caption exists in every locale (a missing one shows the development language's)"
    case .demoTape: return "every demo tape reads, and each Caption names a key of the Demos table"
    case .staleSource:
      return "no translation was signed off against an English source that has changed since (signoff.txt)"
    }
  }
}

/// One problem the linter found.
public struct LintFinding: Hashable, Sendable, Codable {
  /// How serious it is.
  public var severity: LintSeverity
  /// The rule id (`HIG-1`, `COPY-missing`, …).
  public var ruleID: String
  /// The file.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// The locale concerned.
  public var locale: String?
  /// The variant concerned (nil: base copy).
  public var variant: String?
  /// The table concerned.
  public var table: String?
  /// The key concerned.
  public var key: String?
  /// What is wrong, in plain words.
  public var message: String

  /// Creates a finding for `rule` at `location`.
  public init(
    rule: LintRule, at location: SourceLocation, layer: CopyLayer?, table: String?, key: String?,
    message: String
  ) {
    self.severity = rule.severity
    self.ruleID = rule.rawValue
    self.file = location.file
    self.line = location.line
    self.column = location.column
    self.locale = layer?.locale
    self.variant = layer?.variant
    self.table = table
    self.key = key
    self.message = message
  }
}
