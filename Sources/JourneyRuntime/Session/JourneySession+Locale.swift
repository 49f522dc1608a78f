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
    let (locale, problems) = firstReadable(candidates)
    guard let locale else {
      return problems.isEmpty ? nil : problems.joined(separator: " · ") + " · staying in \(view.locale)"
    }
    view.locale = locale
    if !problems.isEmpty { status = problems.joined(separator: " · ") }
    return nil
  }

  /// The second phone shows the next locale that reads; refused without a second phone.
  mutating func nextBesideLocale() -> String? {
    guard let current = view.besideLocale else { return "no second phone · start with --beside LOCALE" }
    let locales = catalog.locales
    let index = locales.firstIndex(of: current) ?? 0
    let order = (1..<max(locales.count, 2)).map { locales[FocusRing.wrap(index + $0, count: locales.count)] }
    let (locale, problems) = firstReadable(order)
    guard let locale else {
      return problems.isEmpty ? "only one locale in the copy" : problems.joined(separator: " · ")
    }
    view.besideLocale = locale
    status = (["second phone: \(locale)"] + problems).joined(separator: " · ")
    return nil
  }

  /// Reads the candidates' tables in turn until one reads: that locale, and why the ones before did not.
  private mutating func firstReadable(_ candidates: [String]) -> (String?, [String]) {
    var problems: [String] = []
    for locale in candidates {
      do {
        catalog = try catalog.reading(locale: locale)
        return (locale, problems)
      } catch {
        problems.append("\(error) (\(locale) skipped)")
      }
    }
    return (nil, problems)
  }
}
