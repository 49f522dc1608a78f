import StringTables
import TextSafety

/// COPY-register: one register, and one name for apps, inside each string.
///
/// Two forms of address in one string (du/Sie, tu/vous, tú/usted, 你/您), Korean sentences ending in
/// both 해요체 (…요) and 합쇼체 (…니다, …니까), and Japanese アプリ beside iOS's "App" read as two
/// voices. System text is iOS's own and is not checked.
enum RegisterRules {
  /// The two registers of a locale's language, informal first, as words (Latin) or substrings (CJK).
  static let pairs: [String: (informal: [String], formal: [String], names: (String, String))] = [
    "fr": (
      [
        "tu", "te", "toi", "ton", "ta", "tes", "peux", "veux", "dois", "sais", "vas", "fais", "as", "es",
        "auras", "verras", "pourras", "choisis", "préfères", "souhaites",
      ], ["vous", "votre", "vos"], ("tu", "vous")
    ),
    "es": (
      [
        "tú", "te", "ti", "contigo", "tu", "tus", "puedes", "quieres", "tienes", "verás", "podrás", "eliges",
        "prefieres", "cambias",
      ], ["usted", "ustedes"], ("tú", "usted")
    ),
    "zh": (["你"], ["您"], ("你", "您")),
  ]

  /// German forms of address; formal ones count only with a capital letter inside a sentence.
  static let germanInformal = ["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"]
  /// German formal address (capitalised).
  static let germanFormal: Set<String> = ["Sie", "Ihnen", "Ihr", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"]

  /// Findings for one table: strings that mix two registers, then strings whose register differs
  /// from the rest of the table (es, fr, ja).
  static func check(_ table: CopyTable) -> [LintFinding] {
    guard table.name != CopyLinter.systemTable, table.name != "VoiceOver" else { return [] }
    let language = table.layer.locale.split(separator: "-").first.map(String.init) ?? table.layer.locale
    var findings: [LintFinding] = table.entries.keys.sorted().compactMap { key in
      guard let entry = table.entries[key], let problem = mixed(entry.value, language: language) else {
        return nil
      }
      return LintFinding(
        rule: .mixedRegister, at: entry.location, layer: table.layer, table: table.name, key: key,
        message: "\(problem) in one string: \"\(QuotedValue.text(entry.value))\"")
    }
    findings += TableRegister.check(table, language: language)
    return findings
  }

  /// What is mixed in `text`, if anything.
  static func mixed(_ text: String, language: String) -> String? {
    switch language {
    case "de":
      guard let informal = PolicyWords.firstMatch(in: text, words: germanInformal),
        let formal = germanFormalWord(in: text)
      else { return nil }
      return "du and Sie mixed (\"\(informal)\", \"\(formal)\")"
    case "ko":
      let endings = koreanEndings(text)
      return endings.haeyo && endings.hamnida ? "해요체 and 합쇼체 mixed (…요 and …니다)" : nil
    case "ja":
      guard text.contains("アプリ"), containsLatinWord(text, "app") else { return nil }
      return "アプリ and App mixed (iOS says App; choose one per string)"
    default:
      guard let pair = pairs[language], let informal = informalWord(in: text, language: language),
        let formal = formalWord(in: text, language: language)
          ?? (language == "es" ? PolicyWords.firstMatch(in: text, words: spanishSu) : nil)
      else { return nil }
      return "\(pair.names.0) and \(pair.names.1) mixed (\"\(informal)\", \"\(formal)\")"
    }
  }

  /// Spanish possessives that read as usted beside tú ("tu actividad … su medición").
  static let spanishSu = ["su", "sus", "suyo", "suya"]

  /// French words that are not vous forms though they end in -ez.
  static let frenchEzWords: Set<String> = ["chez", "assez", "nez", "rez"]

  /// The first informal form of address (pronoun or verb form; French t' too) in `text`.
  static func informalWord(in text: String, language: String) -> String? {
    guard let pair = pairs[language] else { return nil }
    if let word = PolicyWords.firstMatch(in: text, words: pair.informal) { return word }
    if language == "fr" {
      return PolicyWords.tokenize(PolicyWords.normalize(text)).first { $0.hasPrefix("t'") }
    }
    return nil
  }

  /// The first formal form of address in `text` (French: also a verb in -ez, the vous form).
  static func formalWord(in text: String, language: String) -> String? {
    guard let pair = pairs[language] else { return nil }
    if let word = PolicyWords.firstMatch(in: text, words: pair.formal) { return word }
    if language == "fr" {
      return PolicyWords.tokenize(PolicyWords.normalize(text)).first {
        $0.count > 3 && $0.hasSuffix("ez") && !frenchEzWords.contains($0) && !$0.contains("'")
      }
    }
    return nil
  }

  /// A capitalised German formal pronoun that does not start a sentence.
  private static func germanFormalWord(in text: String) -> String? {
    var atSentenceStart = true
    var word = ""
    for character in text + " " {
      if character.isLetter {
        word.append(character)
        continue
      }
      if !word.isEmpty {
        if !atSentenceStart && germanFormal.contains(word) { return word }
        atSentenceStart = false
        word = ""
      }
      if ".!?:\n".contains(character) { atSentenceStart = true }
    }
    return nil
  }

  /// True when `word` occurs in `text` as a run of Latin letters of its own (also between CJK
  /// characters, as in 他社のAppやWebサイト), ignoring case.
  static func containsLatinWord(_ text: String, _ word: String) -> Bool {
    var run = ""
    for character in text.lowercased() + " " {
      if character.isASCII && character.isLetter {
        run.append(character)
      } else {
        if run == word || run == word + "s" { return true }
        run = ""
      }
    }
    return false
  }

  /// Whether Korean sentences in `text` end in 해요체 and in 합쇼체.
  static func koreanEndings(_ text: String) -> (haeyo: Bool, hamnida: Bool) {
    var haeyo = false
    var hamnida = false
    let sentences = text.split { ".?!\n".contains($0) }
    for sentence in sentences {
      let trimmed = sentence.reversed().drop { !$0.isLetter }.reversed()
      let ending = String(trimmed)
      if ending.hasSuffix("요") { haeyo = true }
      if ending.hasSuffix("니다") || ending.hasSuffix("니까") { hamnida = true }
    }
    return (haeyo, hamnida)
  }
}
