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
    #expect(texts("日本語の文章です。", width: 8) == ["日本語の", "文章で", "す。"])
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

  @Test("wide characters never straddle the width; width below 2 is treated as 2")
  func wideAtNarrowWidths() {
    #expect(texts("漢字かな", width: 3) == ["漢", "字", "か", "な"])
    #expect(texts("ab", width: 1) == ["ab"])
  }
}
