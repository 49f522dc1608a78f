import StringTables
import TextSafety

/// HIG-4-gating: a feature withheld until tracking is allowed ("Turn on tracking to unlock Picks for
/// You", "추적을 켜야 추천 퍼즐을 쓸 수 있어요").
///
/// App Review 5.1.1(iv) and the HIG (HIG-4, HIG-6) let an app explain what tracking is used for, never
/// make a feature depend on it. A sentence that names tracking and a condition of access (unlock,
/// only if, requires, 켜야, しないと, pour débloquer, nur mit, para usar, 才能 …) in the same locale or in
/// English is an error, on every app screen; System text is iOS's own and is not checked.
enum GatingRule {
  /// Words for tracking, per language (English is checked in every locale).
  static let tracking: [String: [String]] = [
    "en": ["tracking", "track", "tracks", "tracked"],
    "ko": ["추적"],
    "ja": ["トラッキング", "追跡"],
    "fr": ["suivi", "suivre", "suive", "suivent", "pistage"],
    "de": ["tracking", "tracken", "trackt", "getrackt", "verfolgung"],
    "es": ["rastreo", "rastrear", "rastree", "rastreen", "rastrea", "seguimiento"],
    "zh": ["跟踪", "追踪"],
  ]

  /// Conditions of access that, beside tracking, withhold a feature.
  static let conditions: [String: [String]] = [
    "en": [
      "unlock", "unlocks", "unlocked", "requires", "required", "only with", "only if", "only when",
      "until you",
      "tracking to", "track to", "you need", "you must",
    ],
    "ko": ["켜야", "허용해야", "동의해야", "해야만", "있어야", "잠금 해제", "켜면 쓸 수", "허용하면 쓸 수", "켜면 이용", "허용하면 이용"],
    "ja": ["しないと", "しなければ", "が必要", "場合のみ", "ときだけ", "解除", "すると使え", "すると利用", "すれば使え", "すれば利用"],
    "fr": [
      "pour débloquer", "débloquer", "débloque", "pour accéder", "pour utiliser", "pour profiter",
      "nécessite",
      "uniquement si", "seulement si", "uniquement avec", "seulement avec", "jusqu'à ce que",
    ],
    "de": [
      "freischalten", "freizuschalten", "schaltet", "nur mit", "nur wenn", "erst wenn", "erst nach",
      "erfordert",
      "benötigt", "musst", "zu nutzen", "zu verwenden",
    ],
    "es": [
      "desbloquear", "desbloquea", "para usar", "para acceder", "para disfrutar", "solo si", "sólo si",
      "solo con",
      "requiere", "necesitas", "debes", "hasta que",
    ],
    "zh": ["才能", "才可", "解锁", "需要开启", "需开启", "必须", "方可", "即可使用", "否则无法"],
  ]

  /// Findings for one table of app copy.
  static func check(_ table: CopyTable) -> [LintFinding] {
    guard table.name != CopyLinter.systemTable, table.name != "VoiceOver" else { return [] }
    let locale = table.layer.locale
    let trackingWords = PreparedWords(PolicyWords.words(tracking, locale: locale))
    let conditionWords = PreparedWords(PolicyWords.words(conditions, locale: locale))
    return table.entries.keys.sorted().compactMap { key in
      guard let entry = table.entries[key],
        let (term, condition) = gates.result(
          for: entry.value, context: locale,
          {
            gate(in: entry.value, tracking: trackingWords, conditions: conditionWords)
          })
      else { return nil }
      return LintFinding(
        rule: .featureGating, at: entry.location, layer: table.layer, table: table.name, key: key,
        message:
          "\"\(QuotedValue.text(entry.value))\" withholds a feature until tracking is allowed "
          + "(\"\(term)\" … \"\(condition)\"); App Review 5.1.1(iv) and the HIG allow no gating: say what "
          + "tracking is used for, and that the feature works either way")
    }
  }

  /// What `gate` gave for the long value it read last.
  private static let gates = LongTextMemo<(String, String)?>()

  /// The tracking word and the condition of the first sentence that has both.
  static func gate(in text: String, tracking: PreparedWords, conditions: PreparedWords) -> (String, String)? {
    for sentence in Sentences.split(text) {
      let prepared = MatchText(sentence)
      if let term = PolicyWords.firstMatch(in: prepared, words: tracking),
        let condition = PolicyWords.firstMatch(in: prepared, words: conditions)
      {
        return (term, condition)
      }
    }
    return nil
  }
}

/// Sentences of a value, split after `.` `!` `?` `。` `！` `？` and line breaks; each keeps its end mark.
enum Sentences {
  /// The marks that end a sentence.
  static let ends: Set<Character> = [".", "!", "?", "。", "！", "？", "\n"]

  /// The sentences of `text`, end marks kept, empty ones left out.
  static func split(_ text: String) -> [String] {
    var sentences: [String] = []
    var start = text.startIndex
    var index = text.startIndex
    // One pass of the string's own iterator, with the index moved by each character's UTF-8 length.
    for character in text {
      index = text.utf8.index(index, offsetBy: character.utf8.count)
      if isEnd(character) {
        let current = text[start..<index]
        if current.contains(where: { !$0.isWhitespace && !isEnd($0) }) { sentences.append(String(current)) }
        start = index
      }
    }
    if text[start...].contains(where: { !$0.isWhitespace }) { sentences.append(String(text[start...])) }
    return sentences
  }

  /// True for a mark in `ends`, without hashing the common one-byte characters.
  private static func isEnd(_ character: Character) -> Bool {
    let bytes = character.utf8
    guard bytes.count == 1, let byte = bytes.first else { return ends.contains(character) }
    return byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
      || byte == UInt8(ascii: "\n")
  }
}
