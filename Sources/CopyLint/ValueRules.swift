import StringTables
import TextSafety

/// COPY-empty and COPY-marker: values nobody finished writing.
///
/// An empty or whitespace-only value shows a blank button or title; a work marker (`TODO`, `FIXME`,
/// `XXX`, `[TODO …]`, `翻译`, `번역 필요`, `à traduire` …) reaches people as it is. The exact stand-in
/// `att-journey init` writes (`[TODO ko] primer.title`) is `COPY-unwritten` instead.
public enum ValueRules {
  /// Markers matched with their case as written, as whole words (Latin).
  static let upperCaseMarkers = ["TODO", "FIXME", "XXX", "TBD"]
  /// Markers matched without case: whole words for Latin text, substrings for CJK and Hangul.
  static let markers = [
    "[todo", "[translate", "[fixme", "to translate", "needs translation", "translate me",
    "à traduire", "a traduire", "zu übersetzen", "übersetzung fehlt", "por traducir", "sin traducir",
    "翻译", "待翻译", "要翻訳", "未翻訳", "翻訳する", "번역 필요", "번역필요", "번역 예정", "미번역",
  ]

  /// The markers that are not bracketed, prepared once.
  static let prepared = PreparedWords(markers.filter { !$0.hasPrefix("[") })

  /// Findings for one table.
  static func check(_ table: CopyTable) -> [LintFinding] {
    var findings: [LintFinding] = []
    for key in table.entries.keys.sorted() {
      guard let entry = table.entries[key] else { continue }
      func add(_ rule: LintRule, _ message: String) {
        findings.append(
          LintFinding(
            rule: rule, at: entry.location, layer: table.layer, table: table.name, key: key, message: message)
        )
      }
      if entry.value.allSatisfy({ $0.isWhitespace }) {
        let what = entry.value.isEmpty ? "empty" : "only whitespace"
        add(.emptyValue, "\"\(key)\" is \(what): the screen would show nothing here")
        continue
      }
      if UnwrittenText.isPlaceholder(entry.value) && entry.value.hasSuffix("] " + key) { continue }
      if let marker = marker(in: entry.value, prepared: prepared) {
        add(
          .workMarker,
          "work marker \"\(marker)\" left in \"\(QuotedValue.text(entry.value))\"; write the text")
      }
    }
    return findings
  }

  /// The first work marker in `value` that `COPY-marker` reports, if any.
  public static func workMarker(in value: String) -> String? {
    marker(in: value, prepared: prepared)
  }

  /// The first work marker in `value`, if any.
  static func marker(in value: String, prepared: PreparedWords) -> String? {
    found.result(for: value, context: "") { search(value, prepared: prepared) }
  }

  /// What `marker` gave for the long value it read last.
  private static let found = LongTextMemo<String?>()

  private static func search(_ value: String, prepared: PreparedWords) -> String? {
    // The upper-case markers are short ASCII words: only tokens as short are kept to look them up.
    let longest = upperCaseMarkers.map(\.utf8.count).max() ?? 0
    let words = Set(PolicyWords.tokenize(value).filter { $0.utf8.count <= longest })
    if let upper = upperCaseMarkers.first(where: { words.contains($0) }) { return upper }
    let text = MatchText(value)
    if let bracket = markers.first(where: { $0.hasPrefix("[") && text.contains(Array($0.utf8)) }) {
      return bracket
    }
    return PolicyWords.firstMatch(in: text, words: prepared)
  }
}
