/// Reads a captured journey frame: the inspector's fields, the phone's rows and the buttons drawn on them.
struct JourneyScreen {
  /// The captured pane, one string per row.
  let rows: [String]

  /// Splits captured pane text into rows.
  init(_ text: String) {
    rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The inspector's content rows: the text between the last two `│` of each row, trailing spaces cut.
  var inspectorRows: [String] {
    rows.compactMap { row in
      let parts = row.split(separator: "│", omittingEmptySubsequences: false)
      guard parts.count >= 3, row.hasSuffix("│") else { return nil }
      let content = parts[parts.count - 2]
      guard content.hasPrefix(" ") else { return nil }
      return String(content.dropFirst()).trimmingTrailingSpaces()
    }
  }

  /// An inspector field's value ("status", "screen", "IDFA"), with its continuation rows joined.
  ///
  /// Labels take nine columns; a row that starts with no label continues the value above it.
  func inspector(_ field: String) -> String? {
    let content = inspectorRows
    guard let index = content.firstIndex(where: { Self.label(of: $0) == field }) else { return nil }
    var value = String(content[index].dropFirst(9))
    for next in content[(index + 1)...] {
      guard !next.isEmpty, Self.label(of: next) == nil, !["EVENTS", "FINDINGS"].contains(next) else { break }
      let more = next.trimmingCharacters(in: " ")
      value += value.hasSuffix("-") ? more : " " + more
    }
    return value
  }

  private static let labels: Set<String> = [
    "status", "app", "screen", "IDFA", "IDFV", "npa", "consent", "refusal", "region", "wiring", "OS",
    "country", "sessions", "copy",
  ]

  private static func label(of row: String) -> String? {
    guard row.count > 9, row.dropFirst(8).first == " " else { return nil }
    let word = row.prefix(9).trimmingCharacters(in: " ")
    return labels.contains(word) ? word : nil
  }

  /// The phone's rows from its top edge to its bottom edge, each cut to the phone's columns.
  var phoneRows: [String] {
    guard let range = phoneRowNumbers,
      let left = DisplayColumns.positions(of: "╭", in: rows[range.lowerBound]).first,
      let right = DisplayColumns.positions(of: "╮", in: rows[range.lowerBound]).first
    else { return [] }
    return rows[range].map { DisplayColumns.slice($0, from: left, width: right - left + 1) }
  }

  /// The phone's row numbers (in the pane) from its top edge to its bottom edge (`╰` below `╭`).
  var phoneRowNumbers: ClosedRange<Int>? {
    guard let top = rows.firstIndex(where: { $0.contains("╭") }),
      let left = DisplayColumns.positions(of: "╭", in: rows[top]).first,
      let bottom = rows[top...].firstIndex(where: { DisplayColumns.slice($0, from: left, width: 1) == "╰" })
    else { return nil }
    return top...bottom
  }

  /// A button drawn on a row by itself or inside a box: its first pane row and whether it has focus.
  ///
  /// Focus is drawn `❯ label ❮`, other buttons `( label )` on screens and bare inside boxes; a label too
  /// long for its box continues in the same box on the rows below (compared without spaces).
  func button(_ label: String) -> (row: Int, focused: Bool)? {
    let wanted = label.filter { $0 != " " }
    for (index, row) in rows.enumerated() {
      let cells = row.split(separator: "│", omittingEmptySubsequences: false)
      for (column, cell) in cells.enumerated() {
        let (first, focused) = Self.buttonText(cell)
        guard !first.isEmpty, wanted.hasPrefix(first) else { continue }
        var text = first
        for below in rows[(index + 1)...] where text.count < wanted.count {
          let more = below.split(separator: "│", omittingEmptySubsequences: false)
          guard more.count == cells.count else { break }
          text += Self.buttonText(more[column]).text
          guard wanted.hasPrefix(text) else { break }
        }
        if text == wanted { return (index, focused) }
      }
    }
    return nil
  }

  /// A cell's text without spaces and button marks, and whether it carries the focus mark.
  private static func buttonText(_ cell: Substring) -> (text: String, focused: Bool) {
    var trimmed = cell.trimmingCharacters(in: " ")
    let focused = trimmed.hasPrefix("❯")
    if focused || (trimmed.hasPrefix("(") && trimmed.hasSuffix(")")) {
      trimmed = String(trimmed.dropFirst())
      if trimmed.hasSuffix("❮") || trimmed.hasSuffix(")") { trimmed.removeLast() }
    }
    return (trimmed.filter { $0 != " " }, focused)
  }

  /// The whole capture as one string, rows joined by newlines.
  var text: String { rows.joined(separator: "\n") }
}

extension StringProtocol {
  /// The text without trailing spaces.
  func trimmingTrailingSpaces() -> String {
    var text = String(self)
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  /// The text without the given characters at either end.
  func trimmingCharacters(in characters: String) -> String {
    var text = Substring(self)
    while let first = text.first, characters.contains(first) { text.removeFirst() }
    while let last = text.last, characters.contains(last) { text.removeLast() }
    return String(text)
  }
}
