import CopyLint
import JourneyScreens
import StringTables

/// A demo tape as the review lists it: its name, title and the captions it shows, in order.
public struct ReviewDemo: Sendable, Hashable {
  /// The tape's name, without `.tape` (`first-run-allow`).
  public var name: String
  /// Its `Set Title`, or its name.
  public var title: String
  /// The `Demos` keys its `Caption` lines show, in the order they first show.
  public var captionKeys: [String]

  /// A demo named `name` titled `title` that shows `captionKeys`.
  public init(name: String, title: String, captionKeys: [String]) {
    self.name = name
    self.title = title
    self.captionKeys = captionKeys
  }
}

/// One caption of one demo in one locale: the text a recording shows and the findings on it.
public struct ReviewCaptionText: Sendable, Hashable {
  /// The text shown: the locale's own, or the development language's when the locale lacks the key.
  public var text: String
  /// True when the locale lacks the key and the demo shows the development language's caption.
  public var isFallback: Bool
  /// Indices into `ReviewReport.findings` of the findings on this caption in this locale.
  public var findingIndices: [Int]
}

/// One caption of a demo across the report's locales.
public struct ReviewCaptionRow: Sendable, Hashable {
  /// The `Demos` key.
  public var key: String
  /// The caption in each locale, by locale.
  public var texts: [String: ReviewCaptionText]
}

/// One demo's captions, per locale, for the review's captions section.
public struct ReviewDemoCaptions: Sendable, Hashable {
  /// The demo.
  public var demo: ReviewDemo
  /// Its captions, in the order it shows them.
  public var rows: [ReviewCaptionRow]

  /// The anchor id, `captions-<name>`.
  public var id: String { ReviewReport.anchor("captions", demo.name) }
}

extension ReviewReport {
  /// Every demo's captions in the report's locales (base copy: captions have no variants), with the
  /// findings on each.
  static func demoCaptions(_ demos: [ReviewDemo], report: ReviewReport, catalog: CopyCatalog)
    -> [ReviewDemoCaptions]
  {
    var findingsByKey: [String: [Int]] = [:]
    for (index, finding) in report.findings.enumerated() {
      guard let key = finding.key, key.table == CaptionStrip.table, finding.variant == nil,
        let locale = finding.locale
      else { continue }
      findingsByKey["\(locale)|\(key.key)", default: []].append(index)
    }
    let development = catalog.developmentLanguage
    return demos.map { demo in
      let rows = demo.captionKeys.map { key in
        var texts: [String: ReviewCaptionText] = [:]
        for locale in unique([development] + report.locales) {
          let own = catalog.table(CaptionStrip.table, in: CopyLayer(locale: locale))?.entries[key]?.value
          let fallback = catalog.table(CaptionStrip.table, in: CopyLayer(locale: development))?.entries[key]?
            .value
          guard let text = own ?? fallback else { continue }
          texts[locale] = ReviewCaptionText(
            text: text, isFallback: own == nil, findingIndices: findingsByKey["\(locale)|\(key)"] ?? [])
        }
        return ReviewCaptionRow(key: key, texts: texts)
      }
      return ReviewDemoCaptions(demo: demo, rows: rows)
    }
  }
}
