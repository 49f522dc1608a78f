import Foundation
import JourneyTestSupport
import Testing

/// An option taking one of a fixed set of values names the same values in `--help` and in the error for a
/// value outside the set.
@Suite("Option values")
struct OptionValuesHelpTests {
  /// The values a `--help` row lists after its prefix: `a (default), b, c or d` → a, b, c, d.
  static func listed(_ text: Substring) -> [String] {
    var plain = ""
    var depth = 0
    for character in text {
      if character == "(" {
        depth += 1
      } else if character == ")" {
        depth -= 1
      } else if depth == 0 {
        plain.append(character)
      }
    }
    return plain.replacingOccurrences(of: " or ", with: ",").split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The help text of an option's row under a heading.
  static func helpRow(_ help: String, heading: String, option: String) -> Substring? {
    var inSection = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.hasPrefix(" ") { inSection = line.hasPrefix(heading) }
      guard inSection, line.hasPrefix("  \(option) ") else { continue }
      return line.dropFirst(29)
    }
    return nil
  }

  @Test(
    "the values --help lists are the values the error names",
    arguments: [
      ([], "--region", "SCENARIO", "consent region: "),
      ([], "--wiring", "SCENARIO", "consent platform wiring: "),
      ([], "--explainer", "SCENARIO", "IDFA explainer: "),
      ([], "--race-winner", "SCENARIO", "race wiring timing: "),
      ([], "--restricted[=REASON]", "SCENARIO", "restricted device: "),
      ([], "--pseudo", "PHONE", "pseudo-locale: "),
      ([], "--device", "PHONE", "phone: "),
      (["lint"], "--format", "LINT", ""),
      (["review"], "--format", "REVIEW", ""),
      (["export", "out"], "--format", "EXPORT", ""),
      (["map"], "--format", "MAP", ""),
    ])
  func helpAndErrorAgree(command: [String], option: String, heading: String, prefix: String) throws {
    let help = try BuiltProgram.run(["--help"]).output
    let row = try #require(
      Self.helpRow(help, heading: heading, option: option), "no \(option) under \(heading)")
    #expect(row.hasPrefix(prefix), "\(option): \(row)")
    let inHelp = Self.listed(row.dropFirst(prefix.count))
    let name = String(option.prefix { $0 != "[" })
    let run = try BuiltProgram.run(command + [name + "=not-a-value"])
    #expect(run.status == 2)
    let start = try #require(run.errors.range(of: "option '\(name)' takes "), "\(run.errors)")
    let end = try #require(run.errors.range(of: ", not 'not-a-value'"), "\(run.errors)")
    let inError = run.errors[start.upperBound..<end.lowerBound].components(separatedBy: " or ")
    #expect(inHelp.count >= 2, "\(option) lists \(inHelp)")
    #expect(inHelp == inError, "\(command) \(option): --help lists \(inHelp), the error \(inError)")
  }
}
