/// Pseudo-localizations that reveal layout problems before translation; placeholders survive.
public enum PseudoLocale: String, Sendable, CaseIterable, Codable {
  /// Accented Latin letters in `[` `]`, padded by about a third (like Android's en-XA).
  case accented
  /// Every piece of text twice (like Xcode's double-length pseudolanguage).
  case double
  /// Visible start and end markers `⟦` `⟧` that reveal truncation.
  case bounded

  /// `text` pseudo-localized; malformed placeholders leave the text literal but still transformed.
  public func apply(to text: String) -> String {
    let tokens = (try? PlaceholderParser.tokens(text)) ?? [.text(text)]
    switch self {
    case .accented:
      var letters = 0
      var body = ""
      for token in tokens {
        switch token {
        case .text(let literal):
          for scalar in literal.unicodeScalars {
            if let accented = Self.accents[scalar] {
              body.unicodeScalars.append(accented)
              letters += 1
            } else {
              body.unicodeScalars.append(scalar)
            }
          }
        case .placeholder(let placeholder): body += placeholder.text
        }
      }
      return "[" + body + Self.padding(forLetters: letters) + "]"
    case .double:
      return Self.doubled(tokens)
    case .bounded:
      return "⟦" + text + "⟧"
    }
  }

  /// Each line's whole sentence followed by a second copy of it without its placeholders, so the text
  /// doubles in length while a substituted value (the app's name) still appears once.
  private static func doubled(_ tokens: [FormatToken]) -> String {
    var lines: [[FormatToken]] = [[]]
    for token in tokens {
      guard case .text(let literal) = token else {
        lines[lines.count - 1].append(token)
        continue
      }
      let pieces = literal.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, piece) in pieces.enumerated() {
        if index > 0 { lines.append([]) }
        if !piece.isEmpty { lines[lines.count - 1].append(.text(String(piece))) }
      }
    }
    return lines.map(doubledLine).joined(separator: "\n")
  }

  private static func doubledLine(_ tokens: [FormatToken]) -> String {
    let whole = tokens.map { token -> String in
      switch token {
      case .text(let literal): return literal
      case .placeholder(let placeholder): return placeholder.text
      }
    }.joined()
    let words = tokens.map { token -> String in
      switch token {
      case .text(let literal): return literal
      case .placeholder(let placeholder): return placeholder.conversion == "%" ? "%%" : ""
      }
    }.joined().split(separator: " ").joined(separator: " ")
    guard !words.isEmpty, words != "%%" else { return whole }
    let trailing = String(whole.reversed().prefix { $0 == " " })
    return String(whole.dropLast(trailing.count)) + " " + words + trailing
  }

  /// Padding words adding about 35 % of the letter count.
  private static func padding(forLetters letters: Int) -> String {
    let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    let target = (letters * 35 + 99) / 100
    var result = ""
    var index = 0
    while result.count < target {
      result += " " + words[index % words.count]
      index += 1
    }
    return String(result.prefix(target))
  }

  private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    let marked = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
    var table: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (from, to) in zip(plain, marked) { table[from] = to }
    return table
  }()
}

extension Substring {
  /// The text without leading and trailing `character`.
  func trimmingCharacters(in character: Character) -> Substring {
    var result = self
    while result.first == character { result = result.dropFirst() }
    while result.last == character { result = result.dropLast() }
    return result
  }
}
