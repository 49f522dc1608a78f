import CopyLint
import StringTables

/// The glossary a new copy folder starts with, `glossary/LOCALE.strings` (COPY-glossary, COPY-facts):
/// the word for tracking, the feature's name, and the words that state each fact the purpose strings
/// and primer list. What only the team can write is a marked stand-in, which lint reports as
/// COPY-unwritten and leaves out of its glossary and fact checks until it is written.
struct ScaffoldGlossary {
  /// The app's name.
  var appName: String
  /// The tracking-related feature's name, when given.
  var feature: String?

  /// What each fact means, in the order the facts are listed.
  static let facts: [(name: String, meaning: String)] = [
    ("partners", "who uses the data (for example the app's ad partners), named the same way everywhere"),
    ("other-companies", "whose data: activity in other companies' apps and websites"),
    ("uses", "what the data is used for (for example more relevant ads, ad measurement)"),
    ("feature", "the feature that uses tracking data, by its exact name"),
    ("same-either-way", "the app works the same whatever the choice"),
    ("settings", "the choice can be changed later in Settings"),
  ]

  /// The text of `glossary/<locale>.strings`; `development` is the locale whose terms are the source.
  func text(locale: String, development: String) -> String {
    var entries: [(key: String, value: String, comment: String?)] = []
    func term(_ concept: String, english: String?, _ comment: String) {
      let value =
        locale == development
        ? english ?? UnwrittenText.placeholder(locale: locale, key: concept)
        : UnwrittenText.placeholder(locale: locale, key: concept)
      entries.append((concept, value, comment))
    }
    let source =
      locale == development
      ? "\(appName)'s terms in \(locale), the source of every glossary: each key is a concept and the value the term lint looks for (several forms separated by \" | \"). "
      : "\(appName)'s terms in \(locale): the word this locale uses for each concept of the \(development) glossary (several forms separated by \" | \"). "
    term(
      "tracking", english: "tracking",
      source
        + "Not copy: the app never ships this file. Tracking: permission to use activity across other companies' apps and websites."
    )
    if let feature, feature != "tracking", !feature.hasPrefix(FactRule.glossaryPrefix) {
      term(
        feature, english: feature, "The feature that uses tracking data: a name always written the same way.")
    }
    for fact in Self.facts {
      let example = fact.name == "feature" ? feature.map { " (\($0))" } ?? "" : ""
      term(
        FactRule.glossaryPrefix + fact.name, english: nil,
        "Fact: \(fact.meaning)\(example). The words that state it in this locale, as the purpose strings and primer write them."
      )
    }
    return StringsWriting.file(entries)
  }
}
