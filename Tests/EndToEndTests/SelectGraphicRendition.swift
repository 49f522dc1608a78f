/// Reads SGR escape sequences (ESC [ … m) out of `capture-pane -e` output.
enum SelectGraphicRendition {
  /// True when any sequence sets a foreground or background colour (30–37, 40–47, 90–97, 100–107, 38/48).
  ///
  /// 39 and 49 (default colours) do not count: tmux writes them after every attribute reset.
  static func setsColour(in text: String) -> Bool {
    parameterLists(in: text).contains { list in
      list.contains { code in
        (30...38).contains(code) || (40...48).contains(code) || (90...97).contains(code)
          || (100...107).contains(code)
      }
    }
  }

  private static func parameterLists(in text: String) -> [[Int]] {
    var lists: [[Int]] = []
    var scalars = text.unicodeScalars[...]
    while let escape = scalars.firstIndex(of: "\u{1B}") {
      scalars = scalars[scalars.index(after: escape)...]
      guard scalars.first == "[" else { continue }
      scalars = scalars.dropFirst()
      var body = ""
      while let next = scalars.first, next == ";" || ("0"..."9").contains(next) {
        body.unicodeScalars.append(next)
        scalars = scalars.dropFirst()
      }
      if scalars.first == "m" {
        lists.append(body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
      }
    }
    return lists
  }
}
