import StringTables
import TextSafety

/// Copy rules checked entry by entry: duplicates, control characters, placeholders, same-as-English.
enum EntryRules {
  static func check(_ table: CopyTable, catalog: CopyCatalog, international: InternationalWords)
    -> [LintFinding]
  {
    var findings: [LintFinding] = []
    let layer = table.layer
    for duplicate in table.duplicates {
      findings.append(
        LintFinding(
          rule: .duplicateKey, at: duplicate.duplicate, layer: layer, table: table.name, key: duplicate.key,
          message:
            "\"\(duplicate.key)\" is defined again (first at line \(duplicate.first.line)); this later value wins"
        ))
    }
    for key in table.entries.keys.sorted() {
      guard let entry = table.entries[key] else { continue }
      findings += control(entry, table: table)
      findings += placeholders(entry, table: table, catalog: catalog)
      if let finding = sameAsEnglish(entry, table: table, catalog: catalog, international: international) {
        findings.append(finding)
      }
    }
    return findings
  }

  /// COPY-same-as-en for every entry of `table`.
  static func sameAsEnglishFindings(
    _ table: CopyTable, catalog: CopyCatalog, international: InternationalWords
  )
    -> [LintFinding]
  {
    table.entries.keys.sorted().compactMap { key in
      table.entries[key].flatMap {
        sameAsEnglish($0, table: table, catalog: catalog, international: international)
      }
    }
  }

  private static func control(_ entry: CopyEntry, table: CopyTable) -> [LintFinding] {
    let offenders = ControlCharacters.unsafeScalars(in: entry.value, keepingNewlines: true).map {
      CodePoint.name(of: $0)
    }
    guard !offenders.isEmpty else { return [] }
    let unique = offenders.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    return [
      LintFinding(
        rule: .controlCharacter, at: entry.location, layer: table.layer, table: table.name, key: entry.key,
        message: "value contains invisible or control characters \(unique.joined(separator: ", ")): "
          + "\"\(QuotedValue.text(entry.value))\"")
    ]
  }

  /// The development-language entry the given layer's entry is compared with.
  static func reference(for key: String, table: String, layer: CopyLayer, catalog: CopyCatalog) -> CopyEntry?
  {
    let development = catalog.developmentLanguage
    if let variant = layer.variant,
      let entry = catalog.table(table, in: CopyLayer(locale: development, variant: variant))?.entries[key]
    {
      return entry
    }
    return catalog.table(table, in: CopyLayer(locale: development))?.entries[key]
  }

  private static func placeholders(_ entry: CopyEntry, table: CopyTable, catalog: CopyCatalog)
    -> [LintFinding]
  {
    let signature: [Int: PlaceholderType]
    do {
      signature = try PlaceholderParser.signature(entry.value)
    } catch {
      return [
        LintFinding(
          rule: .placeholderMismatch, at: entry.location, layer: table.layer, table: table.name,
          key: entry.key,
          message: "\(error) in \"\(QuotedValue.text(entry.value))\"")
      ]
    }
    let wide = ((try? PlaceholderParser.placeholders(entry.value)) ?? []).filter(\.exceedsFieldBound)
      .map { QuotedValue.text($0.text) }
      .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    if !wide.isEmpty {
      let bound = Placeholder.maximumField
      return [
        LintFinding(
          rule: .placeholderWidth, at: entry.location, layer: table.layer, table: table.name, key: entry.key,
          message: (wide.count == 1
            ? "placeholder \(wide[0]) is" : "placeholders \(wide.joined(separator: " ")) are")
            + " wider than \(bound) (the widest terminal); filled to \(bound)")
      ]
    }
    guard table.layer.locale != catalog.developmentLanguage,
      let reference = reference(for: entry.key, table: table.name, layer: table.layer, catalog: catalog),
      let expected = try? PlaceholderParser.signature(reference.value),
      expected != signature || substitutions(entry.value) != substitutions(reference.value)
    else { return [] }
    return [
      LintFinding(
        rule: .placeholderMismatch, at: entry.location, layer: table.layer, table: table.name, key: entry.key,
        message:
          "placeholders \(describe(entry.value)) differ from \(catalog.developmentLanguage) \(describe(reference.value))"
      )
    ]
  }

  private static func substitutions(_ text: String) -> Set<String> {
    Set(((try? PlaceholderParser.placeholders(text)) ?? []).compactMap(\.substitution))
  }

  private static func describe(_ text: String) -> String {
    let list = ((try? PlaceholderParser.placeholders(text)) ?? []).map(\.text)
    return list.isEmpty ? "(none)" : list.joined(separator: " ")
  }

  private static func sameAsEnglish(
    _ entry: CopyEntry, table: CopyTable, catalog: CopyCatalog, international: InternationalWords
  ) -> LintFinding? {
    guard table.layer.locale != catalog.developmentLanguage,
      entry.comment?.lowercased().contains("same-as-en") != true,
      entry.value.contains(where: \.isLetter),
      !international.covers(entry.value),
      let reference = reference(for: entry.key, table: table.name, layer: table.layer, catalog: catalog),
      reference.value == entry.value
    else { return nil }
    return LintFinding(
      rule: .sameAsEnglish, at: entry.location, layer: table.layer, table: table.name, key: entry.key,
      message:
        "value is identical to \(catalog.developmentLanguage) (add a comment containing same-as-en if intended)"
    )
  }
}
