import StringTables
import TextSafety

/// COPY-facts: a purpose string or primer that leaves out a fact its English states.
///
/// The English entry's comment lists the facts the text carries, `Facts: partners, uses, settings.`;
/// each fact's words per locale are in the glossary as `"fact.<name>" = "form | form";`. Every locale
/// (English too) of that key, in the base copy and each variant, must use one form of every listed
/// fact. A fact the locale's glossary does not define is reported too, so no fact goes unchecked; one
/// whose words are still the stand-in `init` wrote is COPY-unwritten's, and waits until it is written.
public enum FactRule {
  /// The comment label that lists a key's facts.
  static let label = "Facts:"
  /// The glossary key prefix of a fact's words.
  public static let glossaryPrefix = "fact."

  /// The facts a comment lists, in order.
  static func facts(in comment: String?) -> [String] {
    guard let comment, let range = comment.firstRange(of: label) else { return [] }
    let line = comment[range.upperBound...].prefix { $0 != "\n" && $0 != "." }
    return line.split(separator: ",").map { Glossary.trimmed(String($0)) }.filter { !$0.isEmpty }
  }

  /// Findings for one table.
  static func check(_ table: CopyTable, catalog: CopyCatalog, glossary: Glossary) -> [LintFinding] {
    let locale = table.layer.locale
    let terms = glossary.terms(for: locale)
    var findings: [LintFinding] = []
    for key in table.entries.keys.sorted() {
      guard let entry = table.entries[key] else { continue }
      let english =
        locale == catalog.developmentLanguage
        ? entry : EntryRules.reference(for: key, table: table.name, layer: table.layer, catalog: catalog)
      let listed = facts(in: english?.comment)
      guard !listed.isEmpty, !UnwrittenText.isPlaceholder(entry.value) else { continue }
      let text = MatchText(entry.value)
      var missing: [String] = []
      var undefined: [String] = []
      for fact in listed where !glossary.isUnwritten(glossaryPrefix + fact, locale: locale) {
        guard let term = terms.first(where: { $0.concept == glossaryPrefix + fact }) else {
          undefined.append(fact)
          continue
        }
        if PolicyWords.firstMatch(in: text, words: term.forms) == nil {
          missing.append("\(fact) (\(term.forms.map { "\"\($0)\"" }.joined(separator: " or ")))")
        }
      }
      func add(_ message: String) {
        findings.append(
          LintFinding(
            rule: .missingFact, at: entry.location, layer: table.layer, table: table.name, key: key,
            message: message))
      }
      if !missing.isEmpty {
        add(
          "states fewer facts than English: missing \(missing.joined(separator: "; ")) in "
            + "\"\(QuotedValue.text(entry.value))\"")
      }
      if !undefined.isEmpty {
        add(
          "the \(locale) glossary has no words for the fact\(undefined.count == 1 ? "" : "s") "
            + "\(undefined.joined(separator: ", ")) (add \"\(glossaryPrefix)\(undefined[0])\" to "
            + "\(CopyLinter.glossaryFolder)/\(locale).strings)")
      }
    }
    return findings
  }
}
