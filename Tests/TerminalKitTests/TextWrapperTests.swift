import ConsentEngine
import Testing

@testable import TerminalKit

private func texts(_ text: String, width: Int) -> [String] {
  TextWrapper.wrap(text, width: width).map(\.text)
}

/// The text as wrapping should preserve it: visible forms, hard breaks kept.
private func visibleForm(_ text: String) -> String {
  var result = ""
  var pending = ""
  for character in text {
    if character == "\n" || character == "\r\n" {
      result += VisibleText.glyphs(of: pending, style: .plain).map(\.text).joined() + String(character)
      pending = ""
    } else {
      pending.append(character)
    }
  }
  return result + VisibleText.glyphs(of: pending, style: .plain).map(\.text).joined()
}

private let pool: [String] = [
  "a", "b", "Z", "é", "e\u{301}", "ß", " ", " ", " ", " ", "\u{00A0}", "\u{202F}", "-", ".", ",", "?", "!",
  "«", "»",
  "(", ")", "“", "”", "漢", "字", "日", "本", "か", "な", "ッ", "ー", "、", "。", "「", "」", "（", "）", "！", "？",
  "한", "국", "어", "\u{1112}\u{1161}\u{11AB}", "😀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "\n", "\u{1B}", "\u{202E}", "\u{200B}",
  "\t",
]

@Suite("Wrapping")
struct TextWrapperTests {
  @Test("property: no line exceeds the width, nothing is lost, clusters never split (seeded)")
  func invariantsHold() {
    var random = SplitMix64(seed: 0x5EED)
    for _ in 0..<400 {
      let length = Int.random(in: 0...60, using: &random)
      let text = (0..<length).map { _ in pool.randomElement(using: &random)! }.joined()
      let width = Int.random(in: 2...24, using: &random)
      let lines = TextWrapper.wrap(text, width: width)
      let tooWide = lines.filter { $0.width > width }
      #expect(tooWide.isEmpty, "width \(width) exceeded for \(text.debugDescription)")
      let rebuilt = lines.map { $0.text + $0.consumed }.joined()
      #expect(rebuilt == visibleForm(text), "lost text at width \(width) for \(text.debugDescription)")
      let split = lines.flatMap(\.glyphs).filter { $0.text.count != 1 }
      #expect(split.isEmpty, "split cluster at width \(width) for \(text.debugDescription)")
      #expect(lines.flatMap(\.consumed).allSatisfy { $0 == " " || $0 == "\n" || $0 == "\r\n" })
    }
  }

  @Test("Latin breaks at spaces, never inserts hyphens")
  func latinAtSpaces() {
    #expect(texts("The quick brown fox jumps", width: 10) == ["The quick", "brown fox", "jumps"])
    #expect(texts("well-known", width: 6) == ["well-", "known"])
    #expect(texts("Supercalifragilistic", width: 8) == ["Supercal", "ifragili", "stic"])
  }

  @Test("explicit newlines start new lines; blank lines stay")
  func hardBreaks() {
    #expect(texts("a\nb", width: 10) == ["a", "b"])
    #expect(texts("a\n\nb", width: 10) == ["a", "", "b"])
  }

  @Test("ja: kinsoku moves a character down rather than start a line with 。")
  func japaneseKinsoku() {
    #expect(texts("日本語の文章です。", width: 8) == ["日本語の", "文章", "です。"])
    #expect(texts("これは「テスト」です", width: 8) == ["これは", "「テス", "ト」です"])
  }

  @Test(
    "ja/zh: no line starts with closing punctuation or ends with an opening bracket, at every width",
    arguments: [
      "アプリが他社のアプリやウェブサイトを横断してあなたのアクティビティの追跡を許可しますか？「設定」でいつでも変更できます。",
      "是否允许“Acme”跟踪你在其他公司的App和网站上的活动？你可以随时在「设置」中更改（推荐）。",
    ])
  func kinsokuAtEveryWidth(_ text: String) {
    for width in 6...40 {
      for line in TextWrapper.wrap(text, width: width).map(\.text) where !line.isEmpty {
        #expect(!LineBreakRules.noLineStart.contains(line.first!), "width \(width): \(line)")
        #expect(!LineBreakRules.noLineEnd.contains(line.last!), "width \(width): \(line)")
      }
    }
  }

  @Test("fr: never breaks at U+00A0 or U+202F before ? ! : ; or inside « »")
  func frenchNoBreakSpaces() {
    let text =
      "Autoriser «\u{00A0}Acme\u{00A0}» à suivre votre activité\u{00A0}? Attention\u{202F}: choix\u{202F}!"
    for width in 12...40 {
      for line in TextWrapper.wrap(text, width: width).map(\.text) {
        #expect(!line.hasPrefix("?") && !line.hasPrefix(":") && !line.hasPrefix("!") && !line.hasPrefix("»"))
        #expect(!line.hasSuffix("\u{00A0}") && !line.hasSuffix("\u{202F}") && !line.hasPrefix("\u{00A0}"))
      }
    }
    #expect(texts("votre activité\u{00A0}?", width: 12) == ["votre", "activité\u{00A0}?"])
    #expect(texts("Oui ? Non", width: 5) == ["Oui ?", "Non"])
  }

  @Test("ko: Hangul breaks at spaces like Latin, keeping words whole")
  func hangulAtSpaces() {
    let text = "앱이 다른 회사의 앱 및 웹 사이트에 걸친 사용자의 활동을 추적하도록 허용하겠습니까?"
    let words = Set(text.split(separator: " ").map(String.init))
    for width in 16...40 {
      for line in TextWrapper.wrap(text, width: width) {
        #expect(line.text.split(separator: " ").allSatisfy { words.contains(String($0)) }, "width \(width)")
      }
    }
    #expect(texts("추적 허용 안 함", width: 9) == ["추적 허용", "안 함"])
  }

  @Test("ja/zh: the last line never holds one character and its closing punctuation alone (か?, す。)")
  func noOrphanBeforePunctuation() {
    let title = "“Daily Grid”が他社のAppやWebサイトを横断してあなたのアクティビティの追跡を許可しますか?"
    #expect(Array(texts(title, width: 28).suffix(2)) == ["ティビティの追跡を許可しま", "すか?"])
    #expect(texts("追跡を許可しますか？", width: 8) == ["追跡を許", "可しま", "すか？"])
    for text in [title, "是否允许“Acme”跟踪你在其他公司的App和网站上的活动？"] {
      for width in 6...40 {
        let lines = TextWrapper.wrap(text, width: width)
        let last = lines.last?.glyphs ?? []
        // Taking the character along is skipped only when it would leave one on the line before.
        let before = lines.count > 1 ? lines[lines.count - 2].glyphs.count : 0
        let orphan =
          before >= 3 && last.count >= 2 && LineBreakRules.isCJKBreakable(last[0])
          && last.dropFirst().allSatisfy { LineBreakRules.noLineStart.contains($0.text.first!) }
        #expect(!orphan, "width \(width): \(lines.map(\.text))")
        #expect(lines.allSatisfy { $0.width <= width })
        #expect(lines.map { $0.text + $0.consumed }.joined() == text)
      }
    }
  }

  @Test("ko: a word wider than the text column but not than its box stays whole (larger text sizes)")
  func wordWidthKeepsKoreanWordsWhole() {
    let text = "사용자의 활동을 추적하도록 허용하겠습니까?"
    let lines = TextWrapper.wrap(text, width: 8, wordWidth: 24).map(\.text)
    #expect(lines.contains("추적하도록"))
    #expect(lines.contains("허용하겠습니까?"))
    #expect(lines.joined(separator: " ") == text)
    // Without room in the box the word still breaks between clusters, never past the box.
    #expect(TextWrapper.wrap("추적하도록", width: 6, wordWidth: 8).map(\.text) == ["추적하", "도록"])
    var random = SplitMix64(seed: 0xB0C5)
    for _ in 0..<300 {
      let length = Int.random(in: 0...60, using: &random)
      let sample = (0..<length).map { _ in pool.randomElement(using: &random)! }.joined()
      let width = Int.random(in: 2...12, using: &random)
      let box = width + Int.random(in: 0...12, using: &random)
      let wrapped = TextWrapper.wrap(sample, width: width, wordWidth: box)
      #expect(wrapped.allSatisfy { $0.width <= box }, "box \(box) exceeded for \(sample.debugDescription)")
      #expect(wrapped.map { $0.text + $0.consumed }.joined() == visibleForm(sample))
    }
  }

  @Test("wide characters never straddle the width; width below 2 is treated as 2")
  func wideAtNarrowWidths() {
    #expect(texts("漢字かな", width: 3) == ["漢", "字", "か", "な"])
    #expect(texts("ab", width: 1) == ["ab"])
  }

  @Test(
    "a decomposed é wrapped after a precomposed one keeps its own scalars (the wrap cache compares bytes)")
  func canonicallyEquivalentTextsWrapApart() {
    let precomposed = "Caf\u{E9} au lait"
    let decomposed = "Cafe\u{301} au lait"
    #expect(precomposed == decomposed, "Swift calls the two equal; the cache must not")
    for text in [precomposed, decomposed, precomposed] {
      let scalars = TextWrapper.wrap(text, width: 40).flatMap {
        Array(($0.text + $0.consumed).unicodeScalars)
      }
      #expect(
        scalars == Array(text.unicodeScalars), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
