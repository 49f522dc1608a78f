import StringTables
import TextSafety

/// A locale's terminology, `copy/glossary/<locale>.strings` (COPY-glossary).
///
/// Each entry names a concept (`"tracking"`) and the locale's term for it; several accepted forms are
/// separated by ` | ` (`"suivi | suivre"`). The English file gives the source term. A comment line
/// `Avoid: a, b` lists terms the locale must not use for it.
struct Glossary {
  /// One concept's term in one locale.
  struct Term {
    var concept: String
    var forms: [String]
    var avoid: [String]
    var location: SourceLocation
  }

  /// Terms by locale, in file order.
  var terms: [String: [Term]]
  /// Concepts whose term is still the stand-in `init` wrote, by locale: COPY-unwritten lists them, and
  /// no rule checks copy against them until they are written.
  var unwritten: [String: Set<String>]

  /// The glossary in a reference folder.
  init(_ folder: ReferenceFolder) {
    var terms: [String: [Term]] = [:]
    var unwritten: [String: Set<String>] = [:]
    for (locale, all) in folder.files {
      let entries = all.filter { !UnwrittenText.isPlaceholder($0.value) }
      unwritten[locale] = Set(all.filter { UnwrittenText.isPlaceholder($0.value) }.map(\.key))
      terms[locale] = entries.map { entry in
        Term(
          concept: entry.key,
          forms: entry.value.split(separator: " | ", omittingEmptySubsequences: false).map {
            Glossary.trimmed(String($0))
          }.filter { !$0.isEmpty },
          avoid: Glossary.avoided(in: entry.comment), location: entry.valueLocation)
      }
    }
    self.terms = terms
    self.unwritten = unwritten
  }

  /// Whether `concept`'s term in `locale` (or its language's file) is still to be written.
  func isUnwritten(_ concept: String, locale: String) -> Bool {
    let own = unwritten[locale] ?? unwritten[locale.split(separator: "-").first.map(String.init) ?? locale]
    return own?.contains(concept) ?? false
  }

  /// The terms a comment's `Avoid:` line lists.
  static func avoided(in comment: String?) -> [String] {
    guard let comment, let range = comment.firstRange(of: "Avoid:") else { return [] }
    let line = comment[range.upperBound...].prefix { $0 != "\n" }
    return line.split(separator: ",").map { trimmed(String($0)) }.map {
      $0.hasSuffix(".") ? String($0.dropLast()) : $0
    }
    .filter { !$0.isEmpty }
  }

  /// The text without surrounding spaces.
  static func trimmed(_ text: String) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// The terms of a locale: its own file, else its language's (`zh` for `zh-Hans`).
  func terms(for locale: String) -> [Term] {
    if let own = terms[locale] { return own }
    return terms[locale.split(separator: "-").first.map(String.init) ?? locale] ?? []
  }

  /// COPY-glossary findings for a table (System text is iOS's own and is not checked).
  func check(_ table: CopyTable, catalog: CopyCatalog) -> [LintFinding] {
    guard table.name != CopyLinter.systemTable else { return [] }
    let locale = table.layer.locale
    let own = terms(for: locale)
    guard !own.isEmpty else { return [] }
    let source = Dictionary(terms(for: catalog.developmentLanguage).map { ($0.concept, $0) }) { first, _ in
      first
    }
    var findings: [LintFinding] = []
    for key in table.entries.keys.sorted() {
      guard let entry = table.entries[key] else { continue }
      let text = MatchText(entry.value)
      let reference =
        locale == catalog.developmentLanguage
        ? nil
        : EntryRules.reference(for: key, table: table.name, layer: table.layer, catalog: catalog).map {
          MatchText($0.value)
        }
      func add(_ message: String) {
        findings.append(
          LintFinding(
            rule: .glossary, at: entry.location, layer: table.layer, table: table.name, key: key,
            message: message))
      }
      for term in own where !term.concept.hasPrefix(FactRule.glossaryPrefix) {
        let preferred = "\"\(term.forms.first ?? "")\" (\(term.location.file):\(term.location.line))"
        if let used = PolicyWords.firstMatch(in: text, words: term.avoid) {
          add("uses \"\(used)\" for \(term.concept); the glossary says \(preferred)")
          continue
        }
        guard locale != catalog.developmentLanguage, let english = source[term.concept], let reference,
          let said = PolicyWords.firstMatch(in: reference, words: english.forms),
          PolicyWords.firstMatch(in: text, words: term.forms) == nil
        else { continue }
        add("English says \"\(said)\" here; the glossary term for \(term.concept) is \(preferred)")
      }
    }
    return findings
  }
}
