import JourneyScreens
import StringTables

extension JourneySession {
  /// Shows the next (or previous) locale of the copy, asking for its tables to be read the first time.
  ///
  /// A locale whose tables cannot be read is skipped: the status line names the file, line and
  /// column, and the walk goes on in the next locale that reads.
  mutating func switchLocale(by offset: Int, _ outcome: inout CommandOutcome) -> String? {
    let locales = catalog.locales
    guard let index = locales.firstIndex(of: view.locale) else {
      return switchLocale(to: locales, for: .phone, &outcome)
    }
    let order = (1..<max(locales.count, 1)).map {
      locales[FocusRing.wrap(index + $0 * offset, count: locales.count)]
    }
    return switchLocale(to: order, for: .phone, &outcome)
  }

  /// The second phone shows the next locale that reads; refused without a second phone.
  mutating func nextBesideLocale(_ outcome: inout CommandOutcome) -> String? {
    guard let current = view.besideLocale else { return "no second phone · start with --beside LOCALE" }
    let locales = catalog.locales
    let index = locales.firstIndex(of: current) ?? 0
    let order = (1..<max(locales.count, 2)).map { locales[FocusRing.wrap(index + $0, count: locales.count)] }
    return switchLocale(to: order, for: .beside, &outcome)
  }

  /// Shows the first of `candidates` whose tables read; a refusal when none does.
  mutating func switchLocale(
    to candidates: [String], for phone: LocaleSwitch.Phone, _ outcome: inout CommandOutcome
  ) -> String? {
    next(LocaleSwitch(phone: phone, candidates: candidates), &outcome)
  }

  /// The tables of the locale being switched to were read: it shows.
  mutating func localeTablesRead(_ read: CopyCatalog, _ outcome: inout CommandOutcome) {
    guard var pending = localeSwitch, let locale = pending.candidates.first,
      !read.unreadLocales.contains(locale)
    else { return }
    localeSwitch = nil
    catalog = read
    show(pending.candidates.removeFirst(), pending)
  }

  /// The tables of the locale being switched to did not read: the next candidate is tried.
  mutating func localeTablesFailed(_ locale: String, _ message: String, _ outcome: inout CommandOutcome) {
    guard var pending = localeSwitch, pending.candidates.first == locale else { return }
    localeSwitch = nil
    pending.candidates.removeFirst()
    pending.problems.append("\(message) (\(locale) skipped)")
    outcome.refusal = next(pending, &outcome)
  }

  /// Shows the first candidate if its tables are read; else asks for them, or refuses when none is left.
  private mutating func next(_ pending: LocaleSwitch, _ outcome: inout CommandOutcome) -> String? {
    guard let locale = pending.candidates.first else {
      let said = pending.problems.joined(separator: " · ")
      switch pending.phone {
      case .phone: return pending.problems.isEmpty ? nil : said + " · staying in \(view.locale)"
      case .beside: return pending.problems.isEmpty ? "only one locale in the copy" : said
      }
    }
    if catalog.unreadLocales.contains(locale) {
      localeSwitch = pending
      outcome.effects.append(.readLocaleTables(locale))
      return nil
    }
    var rest = pending
    rest.candidates.removeFirst()
    show(locale, rest)
    return nil
  }

  /// Shows `locale` on the switch's phone; the status says which locales were skipped.
  private mutating func show(_ locale: String, _ done: LocaleSwitch) {
    switch done.phone {
    case .phone:
      view.locale = locale
      if !done.problems.isEmpty { status = done.problems.joined(separator: " · ") }
    case .beside:
      view.besideLocale = locale
      status = (["second phone: \(locale)"] + done.problems).joined(separator: " · ")
    }
  }
}
