import CopyReview
import JourneyRuntime
import TextSafety

/// Where a map's nodes link to: each node's screen in the review report, in the map's locale and variant.
public struct ReviewLinks: Sendable, Equatable {
  /// The review report's address, relative to the map (`review.html`).
  public var report: String

  /// Links into a report; characters a URL must not hold raw (quotes, `<`, `>`, spaces) are
  /// percent-encoded, so the address cannot close an attribute in the DOT, SVG or HTML.
  public init(report: String) {
    var encoded = ""
    for byte in report.utf8 {
      let raw = byte > 0x20 && byte < 0x7F && !Array("\"'<>`{}|\\^ ".utf8).contains(byte)
      encoded +=
        raw
        ? String(UnicodeScalar(byte))
        : "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }
    self.report = encoded
  }

  /// Whether `--review` may name this report: a relative path (no scheme, not from the root) or an
  /// `https://` URL, with no control characters or spaces; a `javascript:` link is refused.
  public static func isAcceptable(_ report: String) -> Bool {
    guard !report.isEmpty, report.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }),
      ControlCharacters.unsafeScalars(in: report).isEmpty
    else { return false }
    if report.lowercased().hasPrefix("https://") { return report.count > "https://".count }
    let head = report.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    return !report.hasPrefix("/") && !report.hasPrefix("\\") && !head.contains(":")
  }

  /// The link for a node: the report's cell anchor `cell-<variant>-<screen>-<locale>`; nil when the report
  /// has no such screen.
  public func href(for node: MapNode, in graph: JourneyGraph) -> String? {
    guard let screen = node.reviewScreen else { return nil }
    return report + "#" + ReviewCell.id(variant: graph.variant, screen: screen, locale: graph.locale)
  }
}
