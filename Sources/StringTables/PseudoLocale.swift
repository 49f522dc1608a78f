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
      return tokens.map { token -> String in
        switch token {
        case .text(let literal):
          return literal.allSatisfy(\.isWhitespace) ? literal : Self.doubled(literal)
        case .placeholder(let placeholder): return placeholder.text
        }
      }.joined()
    case .bounded:
      return "⟦" + text + "⟧"
    }
  }

  /// Doubles each line's text, keeping line breaks where they are.
  private static func doubled(_ literal: String) -> String {
    literal.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let trimmed = line.trimmingCharacters(in: " ")
      guard !trimmed.isEmpty else { return String(line) }
      let leading = line.prefix { $0 == " " }
      let trailing = String(line.reversed().prefix { $0 == " " })
      return leading + trimmed + " " + trimmed + trailing
    }.joined(separator: "\n")
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
