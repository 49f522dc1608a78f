import Foundation
import JourneyTestSupport
import Testing

/// `att-journey completions bash|zsh|fish`: scripts made from the option table, that each shell reads, that
/// name every command and option `--help` lists and nothing the parser refuses.
@Suite(
  "Completion scripts",
  .enabled(if: (try? BuiltProgram.path()) != nil, "att-journey is not built (swift build)"))
struct CompletionScriptTests {
  /// The commands `--help`'s USAGE lists, the walk left out (it is given no word).
  static func helpCommands() throws -> [String] {
    let help = try BuiltProgram.run(["--help"]).output
    return help.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  att-journey ") else { return nil }
      let word = line.dropFirst("  att-journey ".count).split(separator: " ").first.map(String.init)
      return word.flatMap { $0.first?.isLetter == true ? $0 : nil }
    }
  }

  /// The script a shell gets.
  static func script(_ shell: String) throws -> String {
    let run = try BuiltProgram.run(["completions", shell])
    #expect(run.status == 0, "completions \(shell): \(run.errors)")
    return run.output
  }

  /// Runs `tool arguments…` on a file: its status and what it printed.
  static func check(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(
    "each shell parses its script (bash always; zsh and fish where installed)",
    arguments: ["bash", "zsh", "fish"])
  func scriptsParse(shell: String) throws {
    guard let tool = TmuxSession.executable(named: shell) else {
      if shell == "bash" { Issue.record("bash is not installed") }
      print("\(shell) is not installed: \(shell) -n of its completion script skipped (.ci/run installs it)")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("att-completions-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("att-journey.\(shell)")
    try Self.script(shell).write(to: file, atomically: true, encoding: .utf8)
    let result = try Self.check(tool, ["-n", file.path])
    #expect(result.status == 0, "\(shell) -n: \(result.output)")
    // The check is not empty-handed: a script with a syntax error is refused.
    let broken = folder.appendingPathComponent("broken.\(shell)")
    try (Self.script(shell) + "\nif then (\n").write(to: broken, atomically: true, encoding: .utf8)
    #expect(try Self.check(tool, ["-n", broken.path]).status != 0, "\(shell) -n refuses a broken script")
  }

  @Test("every command and option --help lists is in each script", arguments: ["bash", "zsh", "fish"])
  func everyNameIsCompleted(shell: String) throws {
    let script = try Self.script(shell)
    let commands = try Self.helpCommands()
    #expect(commands.contains("play") && commands.contains("completions"), "--help's commands were read")
    for command in commands {
      let named =
        switch shell {
        case "fish": script.contains(" -a \(command) -d ")
        case "zsh": script.contains("'\(command):") && script.contains("    \(command))")
        default:
          script.contains(" \(command)|") || script.contains("|\(command)|")
            || script.contains("|\(command))")
        }
      #expect(named, "\(shell): command \(command) is not completed")
    }
    let options = try DocumentedOptionsTests.helpTable().keys
    #expect(options.contains("--appearance") && options.contains("--focus"), "--help's options were read")
    for option in options {
      let named =
        switch shell {
        case "fish":
          option.hasPrefix("--")
            ? script.contains(" -l \(option.dropFirst(2)) ") : script.contains(" -s \(option.dropFirst()) ")
        case "zsh": script.contains("'\(option)[") || script.contains("'\(option)=")
        default:
          script.contains(" \(option) ") || script.contains(" \(option)'") || script.contains(":\(option))")
        }
      #expect(named, "\(shell): option \(option) is not completed")
    }
  }

  /// Each command's options as the bash script lists them: `command) COMPREPLY=($(compgen -W '…'`.
  static func bashOptions(_ script: String) -> [String: [String]] {
    var table: [String: [String]] = [:]
    for line in script.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard let close = trimmed.range(of: ") COMPREPLY=($(compgen -W '-"),
        trimmed.first?.isLetter == true
      else { continue }
      let command = String(trimmed[..<close.lowerBound])
      let rest = trimmed[close.upperBound...]
      let words = ("-" + rest.prefix { $0 != "'" }).split(separator: " ").map(String.init)
      table[command] = words
    }
    return table
  }

  @Test("the parser takes every option the scripts offer each command")
  func nothingRefused() throws {
    let table = Self.bashOptions(try Self.script("bash"))
    let commands = try Self.helpCommands()
    #expect(
      Set(table.keys) == Set(commands + ["walk"]), "every command has its options: \(table.keys.sorted())")
    #expect(table["map"]?.contains("--focus") == true && table["review"]?.contains("--screens") == true)
    #expect(table["lint"]?.contains("--focus") == false, "lint is not offered map's --focus")
    var checked = 0
    for (command, options) in table {
      for option in options {
        // A flag then --help prints the help; an option wanting a value says so; neither refuses the option.
        let words = (command == "walk" ? [] : [command]) + [option, "--help"]
        let run = try BuiltProgram.run(words)
        checked += 1
        #expect(
          !run.errors.contains("does not apply") && !run.errors.contains("unknown option"),
          "\(words.joined(separator: " ")): \(run.errors)")
      }
    }
    // The check can fail: an option of another command is refused.
    let refused = try BuiltProgram.run(["lint", "--focus", "--help"])
    #expect(refused.errors.contains("does not apply"), "lint --focus is refused: \(refused.errors)")
    #expect(checked > 100, "\(checked) options checked")
  }

  @Test("values the table knows are offered: appearances, screens, locales")
  func valuesAreOffered() throws {
    for shell in ["bash", "zsh", "fish"] {
      let script = try Self.script(shell)
      #expect(script.contains("terminal light dark"), "\(shell): --appearance's values")
      #expect(
        script.contains("springboard") && script.contains("settings-tracking"), "\(shell): screen names")
      #expect(script.contains("de en es fr ja ko"), "\(shell): the bundled copy's locales")
    }
  }

  @Test("fish completes a command, an option and its values (complete -C)")
  func fishCompletes() throws {
    guard let fish = TmuxSession.executable(named: "fish") else {
      print("fish is not installed: fish's completion of att-journey skipped (.ci/run installs it)")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("att-fish-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("att-journey.fish")
    try Self.script("fish").write(to: file, atomically: true, encoding: .utf8)
    func offered(_ line: String) throws -> [String] {
      let command = "source " + BuiltProgram.quoted(file.path) + "; complete -C " + BuiltProgram.quoted(line)
      let result = try Self.check(fish, ["--no-config", "-c", command])
      return result.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }
    #expect(try offered("att-journey pl") == ["play"])
    #expect(try offered("att-journey play --appearance ").sorted() == ["dark", "light", "terminal"])
    #expect(try offered("att-journey map --foc") == ["--focus"])
    #expect(try offered("att-journey lint --foc").isEmpty, "lint takes no --focus")
    #expect(try offered("att-journey --loc") == ["--locale"], "the walk's options with no command")
  }
}
