import CopyLint
import JourneyRuntime
import StringTables
import TextSafety

/// One key a cell shows, with everything a reviewer needs to judge its text.
public struct ReviewKeyNote: Sendable, Hashable {
  /// The key.
  public var key: CopyKey
  /// The translator comment of the text shown.
  public var comment: String?
  /// Where the text shown is defined; nil when no layer has the key.
  public var location: SourceLocation?
  /// The layer that answered; nil when no layer has the key.
  public var answeredBy: CopyLayer?
  /// The layers tried before, which lacked the key.
  public var fallbacks: [CopyLayer]
  /// True when the text is in another language than the one asked for.
  public var isFallback: Bool
  /// True when no layer has the key (the screen shows `⟦Table/key⟧`).
  public var isMissing: Bool

  /// True for System text whose comment does not say `Status: verified` (unverified, conflicting,
  /// or no status at all).
  public var isUnverified: Bool {
    key.table == CopyLinter.systemTable && (SystemStatus.of(comment: comment)?.needsReview ?? true)
  }
}

/// One phone in the grid: a gallery screen rendered in one locale and variant.
public struct ReviewCell: Sendable, Hashable {
  /// The variant (nil: base copy).
  public var variant: String?
  /// The gallery entry's name, such as `primer`.
  public var screen: String
  /// The locale.
  public var locale: String
  /// Index of the drawn frame in `ReviewReport.frames` (cells with identical frames share one).
  public var frameIndex: Int
  /// The keys shown, in the order drawn, each once.
  public var keys: [ReviewKeyNote]
  /// Indices into `ReviewReport.findings` of the findings on this cell.
  public var findingIndices: [Int]
  /// What VoiceOver reads on the phone, element by element in reading order, already sanitised.
  public var voiceOver: [String] = []

  /// The anchor id, `cell-<variant>-<screen>-<locale>` (variant `base` for the base copy).
  public var id: String { ReviewCell.id(variant: variant, screen: screen, locale: locale) }

  /// The anchor id of a cell.
  public static func id(variant: String?, screen: String, locale: String) -> String {
    "cell-\(variant ?? ReviewReport.baseName)-\(screen)-\(locale)"
  }
}
