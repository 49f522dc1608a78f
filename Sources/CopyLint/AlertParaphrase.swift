/// HIG-3: pre-prompt copy that asks the system alert's question in its own words ("Can Daily Grid
/// track you across apps?", „Darf Daily Grid dich tracken?“, 추적을 허용할까요?).
///
/// The alert asks whether the app may track; a screen before it that asks the same reads as the
/// alert itself. A sentence is a paraphrase when it names tracking and either is a question or
/// holds an Allow word, in its locale or in English. Plain descriptions of the data use ("iOS asks
/// if our ad partners may use your activity …") name no tracking word and pass.
struct AlertParaphrase {
  let locale: String
  let tracking: PreparedWords
  let allow: PreparedWords

  /// What `find` gave for the long value it read last.
  private static let found = LongTextMemo<String?>()

  /// The word lists of `locale` plus English.
  init(locale: String) {
    self.locale = locale
    tracking = PreparedWords(PolicyWords.words(GatingRule.tracking, locale: locale))
    allow = PreparedWords(PolicyWords.words(PolicyWords.allow, locale: locale))
  }

  /// Question endings that need no question mark (Korean and Japanese).
  static let questionEndings = ["까요", "습니까", "ですか", "ますか", "吗"]

  /// The first sentence of `text` that paraphrases the alert's question, if any.
  func find(in text: String) -> String? {
    Self.found.result(for: text, context: locale) { search(text) }
  }

  private func search(_ text: String) -> String? {
    for sentence in Sentences.split(text) {
      let prepared = MatchText(sentence)
      guard PolicyWords.firstMatch(in: prepared, words: tracking) != nil else { continue }
      let trimmed = String(sentence.reversed().drop { $0.isWhitespace || $0 == "\n" }.reversed())
      let question =
        trimmed.hasSuffix("?") || trimmed.hasSuffix("？")
        || Self.questionEndings.contains { trimmed.dropLast().hasSuffix($0) || trimmed.hasSuffix($0) }
      if question || PolicyWords.firstMatch(in: prepared, words: allow) != nil {
        return Glossary.trimmed(trimmed)
      }
    }
    return nil
  }
}
