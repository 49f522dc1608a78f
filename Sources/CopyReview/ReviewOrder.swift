/// Which half of the full review comes first: the phones a meeting reads, or the tables an engineer reads.
public enum ReviewOrder: String, Sendable, Hashable, CaseIterable {
  /// Findings, captions, strings and the variant diff first, then the phones (the default).
  case tables
  /// The phones first, each with its findings beside it, then the findings, captions, strings and diff.
  case phones
}
