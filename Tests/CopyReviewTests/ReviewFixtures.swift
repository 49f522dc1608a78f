import ConsentEngine
import CopyReview
import Foundation
import JourneyRuntime
import JourneyTestSupport
import StringTables
import TextSafety

/// The bundled copy, temporary copy trees and small HTML probes for the review report tests.
enum ReviewFixtures {
  /// The repository's `copy/` directory.
  static let bundledCopy = BundledCopy.directory

  /// A fixed generation time, so two builds can be compared byte for byte.
  static let generatedAt = "2026-01-01T00:00:00Z"

  /// The bundled copy's report (all locales and variants), built once for all tests.
  static func bundledReport() throws -> ReviewReport {
    try shared.get()
  }

  /// The bundled copy's report, freshly built.
  static func freshBundledReport() throws -> ReviewReport {
    let catalog = try CopyCatalog.load(directory: bundledCopy)
    return ReviewReport.build(
      catalog: catalog, journey: try BundledCopy.journey(), copyDirectory: bundledCopy,
      generatedAt: generatedAt)
  }

  /// The shared build of the bundled report.
  private static let shared = Result { try freshBundledReport() }

  /// Removes every line defining `key` from a `.strings` file of a copy tree.
  static func remove(key: String, from relative: String, in tree: URL) throws {
    let url = tree.appendingPathComponent(relative)
    let old = try String(contentsOf: url, encoding: .utf8)
    let kept = old.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("\"\(key)\"") }
    try kept.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  /// The report of a copy tree.
  static func report(of tree: URL, locales: [String]? = nil, variants: [String?]? = nil) throws
    -> ReviewReport
  {
    let catalog = try CopyCatalog.load(directory: tree.path)
    let own = tree.appendingPathComponent("journey.json").path
    let journey =
      FileManager.default.fileExists(atPath: own)
      ? try JourneyFile.load(path: own) : try BundledCopy.journey()
    return ReviewReport.build(
      catalog: catalog, journey: journey, copyDirectory: tree.path, locales: locales, variants: variants,
      generatedAt: generatedAt)
  }

  /// Number of non-overlapping occurrences of `needle`.
  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// Every value of `attribute="…"` in the HTML, in order.
  static func attributeValues(_ attribute: String, in html: String) -> [String] {
    html.components(separatedBy: " \(attribute)=\"").dropFirst().compactMap {
      $0.split(separator: "\"", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
    }
  }

  /// The `<div …>` of a cell up to the start of its frame.
  static func cellOpening(_ id: String, in html: String) -> String? {
    guard let start = html.range(of: "id=\"\(id)\"") else { return nil }
    let lineStart =
      html[..<start.lowerBound].range(of: "<div", options: .backwards)?.lowerBound ?? start.lowerBound
    let end = html[start.upperBound...].range(of: "<pre")?.lowerBound ?? html.endIndex
    return String(html[lineStart..<end])
  }

  /// The whole `<div …>` of a cell (up to the next cell's start).
  static func cellBlock(_ id: String, in html: String) -> String? {
    guard let start = html.range(of: "id=\"\(id)\""),
      let own = html[start.upperBound...].range(of: "data-cell=")
    else { return nil }
    let end = html[own.upperBound...].range(of: "data-cell=")?.lowerBound ?? html.endIndex
    return String(html[start.lowerBound..<end])
  }

  /// The `<section id="…">` of the page up to the next top-level section.
  static func section(_ id: String, in html: String) -> String? {
    guard let start = html.range(of: "<section id=\"\(id)\">") else { return nil }
    let end = html[start.upperBound...].range(of: "\n<section id=")?.lowerBound ?? html.endIndex
    return String(html[start.lowerBound..<end])
  }

  /// The Markdown without its fenced code blocks (where markup is inert text).
  static func outsideFences(_ markdown: String) -> String {
    var kept: [Substring] = []
    var fence: Substring?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if let open = fence {
        if line == open { fence = nil }
        continue
      }
      if line.hasPrefix("```") {
        fence = line.prefix { $0 == "`" }
        continue
      }
      kept.append(line)
    }
    return kept.joined(separator: "\n")
  }

  /// Scalars that must never reach output raw: C0 (but newline), DEL, C1, bidi controls, zero-width.
  static func rawControls(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      if scalar == "\n" { return false }
      return ControlCharacters.isUnsafe(scalar) && scalar.value != 0x200D
    }
  }
}
