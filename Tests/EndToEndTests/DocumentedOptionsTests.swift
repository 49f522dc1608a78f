import Foundation
import JourneyTestSupport
import Testing

/// The README and docs name only options the parser takes, for the commands that take them: `--help`,
/// which is made from the option table, is the reference.
@Suite("Documented options")
struct DocumentedOptionsTests {
  /// Option → the commands `--help` says it applies to.
  static func helpTable() throws -> [String: Set<String>] {
    let run = try BuiltProgram.run(["--help"])
    var table: [String: Set<String>] = [:]
    var commands: Set<String> = []
    let all: Set<String> = [
      "walk", "play", "lint", "review", "init", "import", "export", "gallery", "map", "prototype",
    ]
    for line in run.output.split(separator: "\n").map(String.init) {
      if !line.hasPrefix(" "), !line.isEmpty {
        commands = Self.commands(inHeading: line, all: all)
        continue
      }
      let words = line.split(separator: " ")
      guard let first = words.first, first.hasPrefix("--") else { continue }
      for name in line.split(separator: " ").prefix(3) where name.hasPrefix("-") {
        let option = String(name.prefix { $0 != "[" && $0 != "," && $0 != "=" })
        table[option, default: []].formUnion(commands)
      }
    }
    return table
  }

  /// `COPY (walk, play, …)` → those; `WALK AND PLAY` → walk, play; `MAP` → map; `GENERAL` → all.
  static func commands(inHeading heading: String, all: Set<String>) -> Set<String> {
    if let open = heading.firstIndex(of: "("), let close = heading.firstIndex(of: ")") {
      let inside = heading[heading.index(after: open)..<close]
      return Set(inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
    if heading == "GENERAL" { return all }
    if heading == "WALK AND PLAY" { return ["walk", "play"] }
    let word = heading.lowercased()
    return all.contains(word) ? [word] : []
  }

  /// Every Markdown file a user reads: the README and docs/.
  static func documents() throws -> [(name: String, text: String)] {
    let root = BuiltProgram.packageRoot()
    let docs = root.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
    return try [("README.md", root.appendingPathComponent("README.md"))]
      .plus(names.sorted().map { ("docs/" + $0, docs.appendingPathComponent($0)) })
      .map { ($0.0, try String(contentsOf: $0.1, encoding: .utf8)) }
  }

  /// The options named on a line: `--word` runs.
  static func options(in line: Substring) -> [String] {
    var found: [String] = []
    var rest = line[...]
    while let range = rest.range(of: "--") {
      let name = rest[range.lowerBound...].prefix { $0 == "-" || $0.isLetter || $0.isNumber }
      if name.count > 2, name.dropFirst(2).first?.isLetter == true { found.append(String(name)) }
      rest = rest[range.upperBound...]
    }
    return found
  }

  @Test("every option the docs name is one the parser knows")
  func everyOptionExists() throws {
    let table = try Self.helpTable()
    #expect(table["--copy"] != nil && table["--format"] != nil, "the --help table was read")
    var checked = 0
    for (name, text) in try Self.documents() {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if Self.showsAMistake(line) { continue }
        for option in Self.options(in: line) where !Self.notOurs.contains(option) {
          checked += 1
          #expect(table[option] != nil, "\(name):\(number + 1): \(option) is not an option of att-journey")
        }
      }
    }
    #expect(checked > 50, "the docs name options: \(checked) checked")
  }

  @Test("every command line in the docs gives each option to a command that takes it")
  func commandLinesUseTheirCommandsOptions() throws {
    let table = try Self.helpTable()
    let subcommands: Set<String> = [
      "play", "lint", "review", "init", "import", "export", "gallery", "map", "prototype",
    ]
    var checked = 0
    for (name, text) in try Self.documents() {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard let at = line.range(of: "att-journey "), !Self.showsAMistake(line) else { continue }
        let words = line[at.upperBound...].split(separator: " ")
        guard let first = words.first else { continue }
        let command = subcommands.contains(String(first)) ? String(first) : "walk"
        if !first.hasPrefix("-"), command == "walk" { continue }
        for option in Self.options(in: line[at.upperBound...])
        where option != "--help" && option != "--version" {
          guard let takers = table[option] else { continue }
          checked += 1
          #expect(
            takers.contains(command),
            "\(name):\(number + 1): \(option) does not apply to \(command) (only \(takers.sorted()))")
        }
      }
    }
    #expect(checked > 20, "command lines with options: \(checked) checked")
  }

  @Test("a page about one command lists only that command's options in its prose")
  func commandPagesListTheirOwnOptions() throws {
    let table = try Self.helpTable()
    for (name, command) in [("docs/map.md", "map"), ("docs/review.md", "review")] {
      let text = try #require(try Self.documents().first { $0.name == name }?.text)
      for (number, line) in text.split(separator: "\n").enumerated() {
        // A line that names another command (or the walk) speaks of that command's options.
        let others = ["play", "lint", "walk", "init", "import", "export", "gallery", "map", "review"]
          .filter { $0 != command }
        if others.contains(where: { line.contains("att-journey \($0)") || line.contains("`\($0)`") }) {
          continue
        }
        for option in Self.options(in: line) {
          guard let takers = table[option] else { continue }
          #expect(
            takers.contains(command),
            "\(name):\(number + 1): \(option) is listed for \(command), which refuses it")
        }
      }
    }
  }

  /// A line that shows what a wrong command line prints, on purpose.
  static func showsAMistake(_ line: Substring) -> Bool {
    line.contains("unknown option") || line.contains("does not apply") || line.contains("prints")
  }

  /// Options of other programs the docs quote (Chromium, asciinema, agg, Graphviz, git, swift).
  static let notOurs: Set<String> = [
    "--headless", "--screenshot", "--window-size", "--dump-dom", "--no-sandbox", "--virtual-time-budget",
    "--filter", "--build-tests", "--static-swift-stdlib", "--configuration", "--check", "--seconds", "--jobs",
    "--runs", "--keep-corpus", "--build-only", "--reproduce", "--in-place", "--recursive", "--quiet",
    "--font-family", "--font-size", "--theme", "--speed", "--idle-time-limit", "--cols", "--rows",
    "--unsafe", "--no-recommends", "--product", "--scratch-path", "--strict",
    "--disable-gpu", "--last-frame-duration", "--only", "--hide-scrollbars", "--user-data-dir",
    "--print-to-pdf", "--explicit-target-dependency-import-check",
    "--overwrite",
    // Scripts/install's own options.
    "--skip-build", "--binary", "--uninstall",
  ]
}

extension Array {
  fileprivate func plus(_ other: [Element]) -> [Element] { self + other }
}
