/// A name's Latin letters and digits as plain lower-case ASCII, for identifiers made from names
/// (`Café Lumière` gives `cafe lumiere`): a letter with one common accent becomes its base letter,
/// any other character a space.
enum ASCIIFolding {
  /// The accents folded away: grave, acute, circumflex, tilde, macron, breve, dot, diaeresis, ring,
  /// double acute, caron, cedilla and ogonek.
  static let accents: [Unicode.Scalar] = [
    "\u{300}", "\u{301}", "\u{302}", "\u{303}", "\u{304}", "\u{306}", "\u{307}", "\u{308}", "\u{30A}",
    "\u{30B}", "\u{30C}", "\u{327}", "\u{328}",
  ]

  /// `text` lower-cased, each character an ASCII letter, digit or space.
  static func folded(_ text: String) -> String {
    var out = ""
    for character in text.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        out.append(character)
      } else if let base = base(of: character) {
        out.append(base)
      } else {
        out.append(" ")
      }
    }
    return out
  }

  /// The ASCII letter `character` is with one accent (compared as Unicode canonical equivalents).
  static func base(of character: Character) -> Character? {
    guard let scalar = character.unicodeScalars.first, scalar.value < 0x250 else {
      return nil
    }
    for letter in Unicode.Scalar("a").value...Unicode.Scalar("z").value {
      guard let base = Unicode.Scalar(letter) else { continue }
      for accent in accents {
        var scalars = String.UnicodeScalarView()
        scalars.append(base)
        scalars.append(accent)
        if Character(String(scalars)) == character { return Character(base) }
      }
    }
    return nil
  }
}
