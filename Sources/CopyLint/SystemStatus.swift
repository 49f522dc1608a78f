/// What a System table comment says about its text: `Status: verified`, `Status: unverified` or
/// `Status: conflicting` (sources disagree; the comment names the one kept).
public enum SystemStatus: String, Sendable, CaseIterable {
  /// The text equals iOS's own, as recorded in `copy/system-reference`.
  case verified
  /// Nobody has checked the text against iOS yet.
  case unverified
  /// Sources disagree about iOS's text; the value is one of the reported texts.
  case conflicting

  /// The statuses a comment states (`Status: …`, case-insensitive), in order; normally exactly one.
  public static func stated(in comment: String?) -> [SystemStatus] {
    guard let comment else { return [] }
    var found: [SystemStatus] = []
    var rest = comment.lowercased()[...]
    while let range = rest.firstRange(of: "status:") {
      let after = rest[range.upperBound...].drop { $0 == " " }
      if let status = allCases.first(where: { after.hasPrefix($0.rawValue) }) { found.append(status) }
      rest = rest[range.upperBound...]
    }
    return found
  }

  /// The one status a comment states, nil when it states none or several.
  public static func of(comment: String?) -> SystemStatus? {
    let found = stated(in: comment)
    return found.count == 1 ? found[0] : nil
  }

  /// True when a reviewer still has to look at the text (unverified or conflicting).
  public var needsReview: Bool { self != .verified }
}
