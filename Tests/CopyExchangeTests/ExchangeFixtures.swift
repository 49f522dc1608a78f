import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables

/// Paths and helpers the exchange tests share.
enum ExchangeFixtures {
  /// The bundled copy.
  static var bundledCopy: String { BuiltProgram.copyDirectory }

  /// `Fixtures/NAME` beside this file.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
      .path
  }

  /// A temporary copy of the bundled copy.
  static func bundledCopyInTemporaryFolder() throws -> TemporaryTree {
    let tree = try TemporaryTree()
    try FileManager.default.removeItem(atPath: tree.root)
    try FileManager.default.copyItem(atPath: bundledCopy, toPath: tree.root)
    return tree
  }

  /// Every file under `root` (relative path → bytes).
  static func snapshot(_ root: String) throws -> [String: Data] { try FolderSnapshot.files(root) }

  /// What readers know of the bundled copy: English the source, its shipped locales and variants.
  static let context = ImportContext(
    developmentLanguage: "en", locales: CopyNames.shippedLocales,
    variants: ["measurement", "personalization", "relevance"])

  /// Writes an import plan's files.
  static func write(_ plan: ImportPlan) throws {
    for write in plan.writes { try Data(write.bytes).write(to: URL(fileURLWithPath: write.path)) }
  }

  /// Runs `python3 -c script` with `arguments`; returns its status and output.
  static func python(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    return try ChildProcess.run(
      "/usr/bin/env", ["python3", "-c", script] + arguments, environment: environment)
  }

  /// Values that try to break out of every format, or to run in a spreadsheet.
  static let hostile: [String] = [
    "<img src=x onerror=alert(1)><script>alert(2)</script>",
    "a & b &amp; &lt; ]]> <![CDATA[x]]> \"quoted\" 'single'",
    "=HYPERLINK(\"http://x\",\"y\")", "+1+1", "-2", "@SUM(A1)", "\tTab first", "\rCR first", "'apostrophe",
    "line one\nline two\r\nCRLF\rCR", "comma, and \"quote\"",
    "esc\u{1B}[2J bell\u{07} nul\u{00} del\u{7F} c1\u{85}\u{9B}", "\u{202E}bidi\u{202C} zero\u{200B}width",
    "emoji 👩‍👩‍👧 and 한국어", "  leading and trailing spaces  ", "\u{FFFE}\u{FFFF} non-characters",
  ]
}
