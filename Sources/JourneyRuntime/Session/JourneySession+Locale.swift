import JourneyScreens
import StringTables

extension JourneySession {
  /// Shows the next (or previous) locale of the copy, reading its tables the first time.
  ///
  /// A locale whose tables cannot be read is skipped: the status line names the file, line and
  /// column, and the walk goes on in the next locale that reads.
  mutating func switchLocale(by offset: Int) -> String? {
    let locales = catalog.locales
    guard let index = locales.firstIndex(of: view.locale) else { return switchLocale(to: locales) }
    let order = (1..<max(locales.count, 1)).map {
      locales[FocusRing.wrap(index + $0 * offset, count: locales.count)]
    }
    return switchLocale(to: order)
  }

  /// Shows the first of `candidates` whose tables read; a refusal when none does.
  mutating func switchLocale(to candidates: [String]) -> String? {
    var problems: [String] = []
    for locale in candidates {
      do {
        catalog = try catalog.reading(locale: locale)
      } catch {
        problems.append("\(error) (\(locale) skipped)")
        continue
      }
      view.locale = locale
      if !problems.isEmpty { status = problems.joined(separator: " · ") }
      return nil
    }
    return problems.isEmpty ? nil : problems.joined(separator: " · ") + " · staying in \(view.locale)"
  }
}
