/// Per-locale word lists for the primer policy rules (HIG-1 … HIG-4).
///
/// Latin-script entries match whole words (case- and accent-insensitive); CJK and Hangul
/// entries match as substrings. Every locale is also checked against the English lists,
/// because untranslated English often slips into other locales.
enum PolicyWords {
  /// Action labels meaning "Allow" (HIG-1).
  static let allow: [String: [String]] = [
    "en": [
      "allow", "allow tracking", "accept", "i accept", "agree", "i agree", "ok", "okay", "yes", "permit",
      "authorize", "enable tracking",
    ],
    "ko": ["허용", "동의", "수락", "승인", "확인"],
    "ja": ["許可", "同意", "承認", "承諾", "はい", "ok"],
    "fr": ["autoriser", "accepter", "j'accepte", "oui", "permettre", "d'accord", "ok"],
    "de": ["erlauben", "zulassen", "akzeptieren", "zustimmen", "einverstanden", "ja", "genehmigen", "ok"],
    "es": ["permitir", "aceptar", "acepto", "sí", "si", "autorizar", "de acuerdo", "vale", "ok"],
    "zh": ["允许", "同意", "接受", "好的", "确定"],
  ]

  /// Whole labels that mean OK (HIG-1): on a primer's only button they read as accepting the prompt.
  /// Compared with the entire label, punctuation and case aside, so 네 does not match 네트워크.
  static let okLabels: [String: [String]] = [
    "en": [
      "ok", "okay", "ok!", "sure", "got it", "sounds good", "alright", "all right", "fine", "understood",
      "i understand", "yes please", "yes",
    ],
    "ko": ["확인", "좋아요", "좋습니다", "네", "예", "넵", "알겠어요", "알겠습니다", "오케이", "그래요", "동의해요"],
    "ja": ["ok", "オーケー", "わかりました", "分かりました", "了解", "了解しました", "はい", "いいですよ", "承知しました"],
    "fr": [
      "ok", "d'accord", "oui", "entendu", "compris", "ça marche", "parfait", "très bien", "j'ai compris",
    ],
    "de": [
      "ok", "okay", "alles klar", "verstanden", "in ordnung", "gut", "passt", "ja", "einverstanden",
      "geht klar",
    ],
    "es": ["ok", "vale", "de acuerdo", "entendido", "sí", "si", "perfecto", "listo", "claro"],
    "zh": ["好", "好的", "知道了", "没问题", "可以", "行", "确定", "嗯", "明白了"],
  ]

  /// The OK-equivalent a whole label is, if it is one (in its locale or in English).
  static func okEquivalent(_ label: String, locale: String) -> String? {
    let bare = String(
      normalize(label).unicodeScalars.filter {
        !(CharacterSetLite.isPunctuationOrSpace($0))
      })
    guard !bare.isEmpty else { return nil }
    return words(okLabels, locale: locale).first { candidate in
      String(normalize(candidate).unicodeScalars.filter { !CharacterSetLite.isPunctuationOrSpace($0) })
        == bare
    }
  }

  /// Dismiss, cancel, later, skip (HIG-2), for labels.
  static let dismiss: [String: [String]] = [
    "en": [
      "not now", "later", "maybe later", "skip", "cancel", "close", "dismiss", "no thanks", "no",
      "ask me later", "don't allow",
    ],
    "ko": ["나중에", "건너뛰기", "건너뛰", "취소", "닫기", "아니요", "괜찮습니다"],
    "ja": ["後で", "あとで", "スキップ", "キャンセル", "閉じる", "いいえ", "今はしない"],
    "fr": ["plus tard", "pas maintenant", "ignorer", "passer", "annuler", "fermer", "non merci", "non"],
    "de": ["später", "nicht jetzt", "überspringen", "abbrechen", "schließen", "nein danke", "nein"],
    "es": ["más tarde", "ahora no", "omitir", "saltar", "cancelar", "cerrar", "no, gracias", "no"],
    "zh": ["稍后", "以后再说", "跳过", "取消", "关闭", "暂不", "不了", "否"],
  ]

  /// Key segments of dismissing actions (HIG-2), matched case-insensitively in `.action` keys.
  static let dismissKeySegments = [
    "dismiss", "cancel", "later", "skip", "notnow", "not_now", "close", "decline", "deny",
  ]

  /// Rewards that are an incentive on a consent screen whatever the sentence (HIG-4).
  static let rewards: [String: [String]] = [
    "en": [
      "reward", "rewards", "rewarded", "coin", "coins", "gem", "gems", "bonus", "bonuses", "gift", "gifts",
      "gift card", "prize", "prizes", "discount", "discounts", "credits", "voucher", "cashback",
    ],
    "ko": ["보상", "코인", "할인", "선물", "보너스", "경품", "포인트", "쿠폰", "적립금"],
    "ja": ["報酬", "コイン", "割引", "ギフト", "プレゼント", "ボーナス", "ポイント", "クーポン"],
    "fr": [
      "récompense", "récompenses", "pièces", "réduction", "réductions", "remise", "cadeau", "cadeaux",
      "bonus",
      "bon d'achat", "prime",
    ],
    "de": [
      "belohnung", "belohnungen", "münzen", "rabatt", "geschenk", "geschenke", "bonus", "prämie", "gutschein",
    ],
    "es": [
      "recompensa", "recompensas", "monedas", "descuento", "descuentos", "regalo", "regalos", "bono",
      "bonificación", "premio", "premios", "cupón",
    ],
    "zh": ["奖励", "金币", "折扣", "礼物", "礼品", "赠送", "红包", "积分", "优惠券", "返现"],
  ]

  /// Words that describe value ("Ads keep Daily Grid free", 혜택 of the app) and become an incentive only
  /// beside an exchange for consent (`exchangeCues`) (HIG-4).
  static let conditionalRewards: [String: [String]] = [
    "en": [
      "free", "premium", "unlock", "unlocks", "perk", "perks", "benefit", "benefits", "extra", "ad-free",
    ],
    "ko": ["무료", "프리미엄", "혜택", "잠금 해제", "특전"],
    "ja": ["無料", "プレミアム", "特典", "解除", "おまけ"],
    "fr": [
      "gratuit", "gratuite", "gratuits", "gratuitement", "premium", "débloquer", "avantage", "avantages",
    ],
    "de": ["gratis", "kostenlos", "premium", "freischalten", "vorteil", "vorteile", "extra"],
    "es": ["gratis", "gratuito", "gratuita", "premium", "desbloquear", "ventaja", "ventajas", "extra"],
    "zh": ["免费", "高级", "解锁", "优惠", "福利", "特权"],
  ]

  /// Phrases that tie something to allowing tracking or consenting ("if you allow", "in exchange") (HIG-4).
  static let exchangeCues: [String: [String]] = [
    "en": [
      "if you allow", "when you allow", "once you allow", "by allowing", "for allowing", "allow tracking and",
      "allow tracking to", "if you agree", "if you consent", "when you consent", "in exchange", "in return",
      "for your consent", "earn", "claim",
    ],
    "ko": ["허용하면", "허용하시면", "허용 시", "동의하면", "동의하시면", "동의 시", "대가로", "허용하고"],
    "ja": ["許可すると", "許可いただくと", "許可すれば", "同意すると", "同意いただくと", "同意すれば", "見返り", "代わりに"],
    "fr": [
      "si vous autorisez", "en autorisant", "si vous acceptez", "en acceptant", "en échange",
      "en contrepartie",
      "si tu autorises", "si tu acceptes",
    ],
    "de": [
      "wenn du erlaubst", "wenn du zustimmst", "wenn sie zustimmen", "wenn sie erlauben", "im gegenzug",
      "als dank", "erlaube und", "stimme zu und",
    ],
    "es": [
      "si permites", "si aceptas", "al permitir", "al aceptar", "a cambio", "si das tu permiso",
      "si nos permites",
    ],
    "zh": ["如果允许", "允许后", "允许即可", "同意后", "同意即可", "作为回报", "即可获得", "以换取"],
  ]

  /// The system alert's own wording in each locale (HIG-3).
  ///
  /// Its title's request clause and its deny button. Every phrase occurs in that locale's System `alert.title` or `alert.deny` (a test checks
  /// this against the bundled copy); the System table's own button labels are checked as well.
  ///
  /// Plain descriptions of the data use ("activity in other companies' apps and websites") are what a primer
  /// must say to be accurate, so they are not listed.
  static let alertWording: [String: [String]] = [
    "en": ["track your activity across", "ask app not to track"],
    "ko": ["걸친 사용자의 활동을 추적", "앱에 추적 금지 요청"],
    "ja": ["横断してあなたのアクティビティ", "appにトラッキングしないように要求"],
    "fr": ["à suivre vos activités", "demander à l'app de ne pas"],
    "de": ["anderer unternehmen zu tracken", "app-tracking ablehnen"],
    "es": ["realice un seguimiento de tu actividad", "pedir a la app que no rastree"],
    "zh": ["跟踪您在其他公司的app和网站上的活动", "要求app不跟踪"],
  ]

  /// Words that tell a person to press a button, before the label (Latin: "tap Allow") or, for Japanese
  /// and Korean, after it (「許可」をタップ) (HIG-3).
  static let tapBefore: [String: [String]] = [
    "en": ["tap", "press", "choose", "select", "click"],
    "fr": ["appuyez sur", "touchez", "choisissez", "sélectionnez", "appuie sur", "touche"],
    "de": ["tippe auf", "tippen sie auf", "wähle", "wählen sie", "drücke"],
    "es": ["toca", "pulsa", "elige", "selecciona", "toque", "pulse"],
    "zh": ["点击", "轻点", "选择", "点按"],
  ]

  /// Tap words that follow the label (Japanese and Korean word order).
  static let tapAfter: [String: [String]] = [
    "ja": ["をタップ", "を選択", "を押し"],
    "ko": ["을 탭", "를 탭", "을 누르", "를 누르", "을 선택", "를 선택", " 버튼"],
  ]

  /// Opening and closing quotation marks a label can be quoted with, after `normalize` (which makes
  /// curly double and single quotes straight); spaces inside the marks are allowed.
  static let quotePairs: [(String, String)] = [
    ("\"", "\""), ("'", "'"), ("«", "»"), ("»", "«"), ("„", "\""), ("‚", "'"), ("‹", "›"), ("「", "」"),
    ("『", "』"),
  ]

  /// How `text` quotes `label` or tells the reader to press it ("tap Allow", « Autoriser »,
  /// „Erlauben“, 「許可」をタップ), described in a few words, if it does.
  static func buttonReference(in text: MatchText, label: String, locale: String) -> String? {
    let target = normalize(label)
    guard !target.isEmpty else { return nil }
    for (open, close) in quotePairs {
      for inner in [target, " " + target + " "] where text.contains(Array((open + inner + close).utf8)) {
        return "quotes its button \"\(label)\""
      }
    }
    if let phrase = firstMatch(in: text, words: words(tapBefore, locale: locale).map { $0 + " " + label }) {
      return "points at its button (\"\(phrase)\")"
    }
    let base = locale.split(separator: "-").first.map(String.init) ?? locale
    for after in tapAfter[base] ?? [] where text.contains(Array((target + after).utf8)) {
      return "points at its button (\"\(label + after)\")"
    }
    for before in tapBefore[base] ?? [] where before.unicodeScalars.contains(where: isCJK) {
      if text.contains(Array((before + target).utf8)) {
        return "points at its button (\"\(before + label)\")"
      }
    }
    return nil
  }

  /// The list for `locale` plus English.
  static func words(_ table: [String: [String]], locale: String) -> [String] {
    let base = locale.split(separator: "-").first.map(String.init) ?? locale
    return (table[base] ?? []) + (base == "en" ? [] : table["en"] ?? [])
  }

  /// The first word of `words` that occurs in `text`, if any.
  static func firstMatch(in text: String, words: [String]) -> String? {
    firstMatch(in: MatchText(text), words: words)
  }

  /// The first word of `words` that occurs in a prepared text: CJK words as substrings, others as
  /// whole words.
  static func firstMatch(in text: MatchText, words: [String]) -> String? {
    firstMatch(in: text, words: PreparedWords(words))
  }

  /// The first of prepared words that occurs in a prepared text.
  static func firstMatch(in text: MatchText, words: PreparedWords) -> String? {
    for word in words.list {
      if word.isCJK ? text.contains(word.bytes) : text.containsWords(word.bytes) { return word.word }
    }
    return nil
  }

  /// Lowercased, typographic apostrophes and quotes unified, no-break spaces as spaces.
  ///
  /// Works on the UTF-8 bytes: each character replaced is one sequence that only that scalar encodes
  /// to, and everything else is copied, so a long value costs a copy, not a string append per scalar.
  static func normalize(_ text: String) -> String {
    let lowered = text.lowercased()
    var result: [UInt8] = []
    result.reserveCapacity(lowered.utf8.count)
    let bytes = Array(lowered.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 {
        switch bytes[index + 2] {
        case 0x98, 0x99:  // ‘ ’
          result.append(UInt8(ascii: "'"))
          index += 3
          continue
        case 0x9C, 0x9D:  // “ ”
          result.append(UInt8(ascii: "\""))
          index += 3
          continue
        case 0xAF:  // narrow no-break space
          result.append(UInt8(ascii: " "))
          index += 3
          continue
        default: break
        }
      } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {  // no-break space
        result.append(UInt8(ascii: " "))
        index += 2
        continue
      }
      result.append(byte)
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The words of a normalized text (letters, digits and apostrophes inside a word; a closing
  /// apostrophe, as in "companies'", is not part of it).
  static func tokenize(_ text: String) -> [String] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return tokenizeASCII(text) }
    var tokens: [String] = []
    var start = text.startIndex
    var index = text.startIndex
    func close() {
      var current = text[start..<index]
      while current.hasSuffix("'") { current.removeLast() }
      if !current.isEmpty { tokens.append(String(current)) }
    }
    // One pass of the string's own iterator, with the index moved by each character's UTF-8 length.
    for character in text {
      let next = text.utf8.index(index, offsetBy: character.utf8.count)
      if !isWordCharacter(character) {
        close()
        start = next
      }
      index = next
    }
    close()
    return tokens
  }

  /// A letter, a number or an apostrophe; ideographs, kana and Hangul syllables (all letters) are
  /// known from their range without looking their properties up.
  private static func isWordCharacter(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      switch first.value {
      case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FA: return true
      default: break
      }
    }
    return character.isLetter || character.isNumber || character == "'"
  }

  /// `tokenize` for ASCII text, byte by byte: there every character is one byte ("\r\n" aside, which
  /// is not a letter either way), a letter is A–Z or a–z and a number 0–9.
  private static func tokenizeASCII(_ text: String) -> [String] {
    var tokens: [String] = []
    let bytes = Array(text.utf8)
    var start = 0
    func close(_ end: Int) {
      var last = end
      while last > start && bytes[last - 1] == UInt8(ascii: "'") { last -= 1 }
      if last > start { tokens.append(String(decoding: bytes[start..<last], as: UTF8.self)) }
    }
    for (index, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "'"):
        continue
      default:
        close(index)
        start = index + 1
      }
    }
    close(bytes.count)
    return tokens
  }

  /// CJK ideographs, kana and Hangul.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF: return true
    default: return false
    }
  }
}

/// Punctuation and spaces a whole-label comparison ignores, without Foundation's character sets.
enum CharacterSetLite {
  /// True for spaces and the punctuation around a label (`!`, `.`, `、`, `！`, quotes …); apostrophes stay.
  static func isPunctuationOrSpace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "'" { return false }
    if scalar.properties.isWhitespace { return true }
    switch scalar.properties.generalCategory {
    case .otherPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .connectorPunctuation:
      return true
    default: return false
    }
  }
}
