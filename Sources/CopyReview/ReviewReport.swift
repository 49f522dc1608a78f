import CopyLint
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit
import TextSafety

/// The copy review: every gallery screen in every locale and variant, the keys each shows and
/// every problem found, ready to write as HTML, Markdown or text (`att-journey review`).
public struct ReviewReport: Sendable {
  /// The name the report uses for the base copy (no variant).
  public static let baseName = "base"

  /// The copy directory, as given.
  public var copyDirectory: String
  /// When the report was generated, as given by the caller.
  public var generatedAt: String
  /// Locale columns, in order.
  public var locales: [String]
  /// Variant grids, base (nil) first.
  public var variants: [String?]
  /// Gallery screen rows, in journey order.
  public var screens: [String]
  /// Every drawn frame, each distinct frame once.
  public var frames: [Buffer]
  /// Cells, variant by variant, then screen by screen, then locale by locale.
  public var cells: [ReviewCell]
  /// Every finding, errors first.
  public var findings: [ReviewFinding]
  /// Screens whose frames differ between variants in at least one locale, in journey order.
  public var variantScreens: [String]
  /// The copy's development language, whose text is the source beside each translation.
  public var sourceLanguage: String = "en"
  /// The phone model drawn (`Device.id`).
  public var device: String = Device.standard.id
  /// The pseudo-locale applied over the copy, if any.
  public var pseudo: PseudoLocale?
  /// The Dynamic Type size the phones are drawn at (`review --text-size`).
  public var textSize: TextSize = .standard
  /// The pages of the same review at other text sizes, by size: the header links to each.
  public var textSizePages: [(size: TextSize, file: String)] = []
  /// The strings view: every table file as key × locale.
  public var strings: [ReviewStringTable] = []
  /// Each demo's captions in every locale, with their findings (empty when no demos were given).
  public var captions: [ReviewDemoCaptions] = []
  /// Each variant's overrides against the base copy.
  public var variantDiffs: [ReviewVariantDiff] = []

  /// The name of a variant as shown (`base` for nil).
  public static func name(of variant: String?) -> String { variant ?? baseName }

  /// Variant names as given on a command line (`base,relevance`) as `build` takes them (`base` is nil).
  public static func variants(named names: [String]) -> [String?] {
    names.map { $0 == baseName ? nil : $0 }
  }

  /// Findings counted by severity (every severity present, zero when none).
  public var severityCounts: [LintSeverity: Int] {
    var counts: [LintSeverity: Int] = [.error: 0, .warning: 0, .notice: 0]
    for finding in findings { counts[finding.severity, default: 0] += 1 }
    return counts
  }

  /// 0 when no finding is an error, 1 otherwise (65, unreadable copy, is the caller's).
  public var exitCode: Int32 {
    findings.contains { $0.severity == .error } ? LintReport.exitErrors : LintReport.exitClean
  }

  /// The cell for a variant, screen and locale.
  public func cell(variant: String?, screen: String, locale: String) -> ReviewCell? {
    guard let v = variants.firstIndex(of: variant), let s = screens.firstIndex(of: screen),
      let l = locales.firstIndex(of: locale)
    else { return nil }
    return cells[(v * screens.count + s) * locales.count + l]
  }

  /// The findings on a cell.
  public func findings(on cell: ReviewCell) -> [ReviewFinding] {
    cell.findingIndices.map { findings[$0] }
  }

  /// A file path as the report shows it: relative to the copy directory when inside it.
  public func displayPath(_ file: String) -> String {
    let root = copyDirectory.hasSuffix("/") ? copyDirectory : copyDirectory + "/"
    return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
  }

  /// `file:line` of a location as the report shows it.
  public func displayLocation(_ location: SourceLocation?) -> String {
    guard let location else { return "" }
    return "\(displayPath(location.file)):\(location.line)"
  }

  /// One line of header counts: screens, locales, variants, findings by severity.
  public var summaryLine: String {
    let counts = severityCounts
    return
      "\(screens.count) screens × \(locales.count) locales × \(variants.count) variants "
      + "(\(cells.count) cells); findings: \(counts[.error] ?? 0) errors, "
      + "\(counts[.warning] ?? 0) warnings, \(counts[.notice] ?? 0) notices"
  }

  /// Which text sizes the counts cover: lint's findings at every size, whatever size the phones show.
  public var coverageLine: String {
    "findings cover every text size up to AX5, as `att-journey lint` counts them; phones drawn at \(textSize)"
  }

  /// The phone, pseudo-locale and text size the phones are drawn with
  /// (`iphone-se · pseudo accented · text size AX3`).
  public var phoneLine: String {
    device + " · " + (pseudo.map { "pseudo \($0.rawValue)" } ?? "no pseudo-locale")
      + " · text size \(textSize)"
  }
}
