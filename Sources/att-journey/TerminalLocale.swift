#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The character set the program runs in: the environment's locale, or C.UTF-8 when that is not UTF-8.
enum TerminalLocale {
  /// Sets LC_ALL from the environment and falls back to C.UTF-8 unless its codeset is UTF-8.
  ///
  /// Without a UTF-8 codeset ncurses draws Hangul and kana as garbage. Returns the codeset in effect.
  @discardableResult
  static func prepare() -> String {
    setlocale(LC_ALL, "")
    if isUTF8(codeset()) { return codeset() }
    if setlocale(LC_ALL, "C.UTF-8") == nil { setlocale(LC_ALL, "C.utf8") }
    return codeset()
  }

  private static func codeset() -> String {
    guard let name = nl_langinfo(nl_item(CODESET)) else { return "" }
    return String(cString: name)
  }

  private static func isUTF8(_ codeset: String) -> Bool {
    let folded = codeset.lowercased()
    return folded == "utf-8" || folded == "utf8"
  }
}
