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

  /// Incentive language (HIG-4 / App Review 5.1.2(i)).
  static let incentive: [String: [String]] = [
    "en": [
      "reward", "rewards", "rewarded", "coin", "coins", "free", "discount", "discounts", "premium", "gift",
      "gifts", "bonus", "bonuses", "prize", "prizes", "unlock", "credits", "gems", "perk", "perks",
    ],
    "ko": ["보상", "코인", "무료", "할인", "프리미엄", "선물", "보너스", "혜택", "경품", "포인트"],
    "ja": ["報酬", "特典", "コイン", "無料", "割引", "プレミアム", "ギフト", "プレゼント", "ボーナス", "ポイント"],
    "fr": [
      "récompense", "récompenses", "pièces", "gratuit", "gratuite", "gratuits", "réduction", "remise",
      "premium", "cadeau", "cadeaux", "bonus", "débloquer",
    ],
    "de": [
      "belohnung", "belohnungen", "münzen", "gratis", "kostenlos", "rabatt", "premium", "geschenk",
      "geschenke", "bonus", "freischalten", "prämie",
    ],
    "es": [
      "recompensa", "recompensas", "monedas", "gratis", "gratuito", "gratuita", "descuento", "premium",
      "regalo", "regalos", "bono", "bonificación", "desbloquear", "premio",
    ],
    "zh": ["奖励", "金币", "免费", "折扣", "优惠", "高级", "礼物", "礼品", "赠送", "红包", "积分", "解锁"],
  ]

  /// Phrases of the system alert's own wording (HIG-3), from the reference table: its title's request clause
  /// and its deny button.
  ///
  /// Plain descriptions of the data use ("activity in other companies' apps and websites") are what a primer
  /// must say to be accurate, so they are not listed.
  static let alertWording: [String: [String]] = [
    "en": ["track your activity across", "ask app not to track"],
    "ko": ["걸친 사용자의 활동을 추적", "앱에 추적 금지 요청"],
    "ja": ["他社のappやwebサイトを横断", "appにトラッキングしないように要求"],
    "fr": ["à suivre vos activités", "demander à l'app de ne pas me suivre"],
    "de": ["aktivitäten über apps und websites anderer unternehmen", "app bitten, kein tracking"],
    "es": [
      "realice un seguimiento de tu actividad", "pedir a la app que no rastree",
    ],
    "zh": ["跟踪您在其他公司的app和网站上的活动", "要求app不跟踪"],
  ]

  /// The list for `locale` plus English.
  static func words(_ table: [String: [String]], locale: String) -> [String] {
    let base = locale.split(separator: "-").first.map(String.init) ?? locale
    return (table[base] ?? []) + (base == "en" ? [] : table["en"] ?? [])
  }

  /// The first word of `words` that occurs in `text`, if any.
  static func firstMatch(in text: String, words: [String]) -> String? {
    let normalized = normalize(text)
    let tokens = " " + tokenize(normalized).joined(separator: " ") + " "
    for word in words {
      let target = normalize(word)
      if target.unicodeScalars.contains(where: isCJK) {
        if normalized.contains(target) { return word }
      } else if tokens.contains(" " + tokenize(target).joined(separator: " ") + " ") {
        return word
      }
    }
    return nil
  }

  /// Lowercased, typographic apostrophes and quotes unified.
  static func normalize(_ text: String) -> String {
    var result = text.lowercased()
    for (from, to) in [("’", "'"), ("‘", "'"), ("“", "\""), ("”", "\""), ("\u{00A0}", " ")] {
      result = result.replacingAll(from, with: to)
    }
    return result
  }

  private static func tokenize(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "'" {
        current.append(character)
      } else if !current.isEmpty {
        tokens.append(current)
        current = ""
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF: return true
    default: return false
    }
  }
}

extension String {
  /// The string with every occurrence of `target` replaced.
  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
