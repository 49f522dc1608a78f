import CopyExchange

/// `lint --format`.
enum LintFormat: String, OptionValue, CaseIterable {
  /// Lines for people.
  case text
  /// One JSON document.
  case json

  static var defaultValue: LintFormat? { .text }
  static var helpStyle: OptionValueList { .alternatives }
  var argument: String { rawValue }
}

/// `review --format`.
enum ReviewFormat: String, OptionValue, CaseIterable {
  /// One HTML page with the phones drawn.
  case html
  /// Markdown.
  case md
  /// Plain text.
  case text
  /// What VoiceOver reads on every screen.
  case voiceover

  static var defaultValue: ReviewFormat? { .html }
  static var helpStyle: OptionValueList { .alternatives }
  var argument: String { rawValue }
}

/// `map --format`.
enum MapFormat: String, OptionValue, CaseIterable {
  /// Graphviz's DOT.
  case dot
  /// SVG drawn by Graphviz.
  case svg
  /// An HTML page around the SVG.
  case html
  /// The graph as JSON.
  case json

  static var defaultValue: MapFormat? { .dot }
  static var helpStyle: OptionValueList { .alternatives }
  var argument: String { rawValue }
  var helpNote: String? { self == .html ? "(need Graphviz)" : nil }

  /// Whether Graphviz draws it.
  var needsGraphviz: Bool { self == .svg || self == .html }
}

extension ExchangeFormat: OptionValue {
  static var defaultValue: ExchangeFormat? { .xliff }
  static var helpStyle: OptionValueList { .alternatives }
  var argument: String { rawValue }
}
