extension TextWrapper {
  /// Columns of the widest run of text no line break may split (a word in Latin and Hangul text, one
  /// character in Chinese and Japanese): text in fewer columns has to cut a word.
  public static func widestUnbreakable(_ text: String) -> Int {
    var widest = 0
    for (glyphs, _) in paragraphs(of: StyledText(text, style: .plain)) {
      var start = 0
      for end in 1...max(1, glyphs.count)
      where end == glyphs.count || LineBreakRules.allowsBreak(before: end, in: glyphs) {
        guard start < glyphs.count else { break }
        var contentEnd = end
        while contentEnd > start && glyphs[contentEnd - 1].isSpace { contentEnd -= 1 }
        widest = max(widest, glyphs[start..<contentEnd].reduce(0) { $0 + $1.width })
        start = end
      }
    }
    return widest
  }
}
