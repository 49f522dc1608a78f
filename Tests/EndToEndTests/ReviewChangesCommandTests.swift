import CopyReview
import Foundation
import JourneyRuntime
import JourneyTestSupport
import Testing
import TextSafety

/// `review --baseline DIR` and `review --since REV` run as a program: only what changed since a
/// sign-off, a git revision read without touching the working tree, and clear one-line errors.
@Suite("Review: what changed since a sign-off")
struct ReviewChangesCommandTests {
  /// A copy of the bundled copy at `path`.
  static func copy(to path: String) throws {
    try FileManager.default.copyItem(atPath: BuiltProgram.copyDirectory, toPath: path)
  }

  /// Replaces a whole line of a `.strings` file.
  static func edit(_ file: String, replacing old: String, with new: String) throws {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains(old), "\(file) holds \(old)")
    try text.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
  }

  /// Runs git in `directory`; a failure fails the test.
  @discardableResult
  static func git(_ arguments: [String], in directory: String) throws -> String {
    let run = try CapturedRun.run(
      "/usr/bin/git",
      ["-C", directory, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, timeout: 60)
    #expect(run.status == 0, "git \(arguments): \(run.errors)")
    return String(decoding: run.output, as: UTF8.self)
  }

  /// A signed-off copy and today's copy in `tree`: in en the primer title reworded to `title`; in ko a key
  /// added and the primer's button removed.
  static func threeChanges(in tree: TemporaryTree, title: String) throws -> (signedOff: String, now: String) {
    let signedOff = tree.root + "/signed-off"
    let now = tree.root + "/now"
    try copy(to: signedOff)
    try copy(to: now)
    try edit(
      now + "/en.lproj/Primer.strings", replacing: "\"primer.title\" = \"A Quick Word About Ads\";",
      with: "\"primer.title\" = \"\(title)\";")
    let ko = now + "/ko.lproj/Primer.strings"
    let koText = try String(contentsOfFile: ko, encoding: .utf8)
    let action = try #require(koText.split(separator: "\n").first { $0.hasPrefix("\"primer.action\"") })
    try edit(ko, replacing: String(action), with: "\"primer.note\" = \"새 메모\";")
    return (signedOff, now)
  }

  static let narrow = ["--locales", "en,ko", "--variants", "base"]

  /// The changes page without its rows of phones (`<tr class="phones">…</td></tr>`).
  static func withoutPhones(_ page: String) -> String {
    var out = ""
    var rest = page[...]
    while let start = rest.range(of: "<tr class=\"phones\">") {
      out += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].range(of: "</td></tr>") else { return out }
      rest = rest[end.upperBound...]
    }
    return out + rest
  }

  @Test("--baseline: one changed, one added, one removed string in two locales, in every format")
  func baselineFolder() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let (signedOff, now) = try Self.threeChanges(in: tree, title: "A Short Word <b>About</b> Ads")
    for (format, file) in [("html", "changes.html"), ("md", "changes.md"), ("text", "changes.txt")] {
      let out = tree.root + "/" + file
      let run = try BuiltProgram.run(
        ["review", "--copy", now, "--baseline", signedOff, "--format", format, "--out", out] + Self.narrow)
      #expect(run.status == 0 || run.status == 1, "\(format): exit \(run.status): \(run.errors)")
      #expect(
        run.errors.contains("3 strings differ from \(signedOff): 1 changed, 1 added, 1 removed"),
        "\(run.errors)")
      let page = try String(contentsOfFile: out, encoding: .utf8)
      let shown = { (text: String) in format == "md" ? MarkdownEscaping.inline(text) : text }
      #expect(page.contains(shown(signedOff)), "\(format) names the baseline folder")
      #expect(page.contains("Quick") && page.contains("Short"), "\(format): old and new text")
      #expect(page.contains("새 메모"), "\(format): the added string")
      #expect(page.contains(shown("primer.action")), "\(format): the removed string")
      #expect(page.contains(shown("COPY-fallback")), "\(format): the removed button's finding")
      // HTML draws each change's phones, whole screens with unchanged text: the table rows are checked.
      let rows = format == "html" ? Self.withoutPhones(page) : page
      #expect(rows.contains("Quick"), "\(format): the rows are left")
      #expect(!rows.contains("Next, iOS asks if our ad partners"), "\(format): an unchanged string")
      if format != "text" { #expect(!page.contains("<b>About</b>"), "\(format): copy's markup kept as text") }
    }
  }

  @Test(
    "--since signoff in HTML: each change's phones now, the place before saying the sign-off keeps no text")
  func signOffPhones() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let now = tree.root + "/copy"
    try Self.copy(to: now)
    try Self.edit(
      now + "/de.lproj/Primer.strings", replacing: "\"primer.action\" = \"Weiter\";",
      with: "\"primer.action\" = \"Zustimmen\";")
    let page = tree.root + "/changes.html"
    let run = try BuiltProgram.run(
      ["review", "--copy", now, "--since", "signoff", "--locales", "de", "--variants", "base", "--out", page])
    #expect(run.status == 1, "HIG-1-allow is an error: \(run.errors)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    let primer = try #require(html.range(of: "<figure class=\"pair\" data-screen=\"primer\">"))
    let figure = html[primer.lowerBound...]
    let end = try #require(figure.range(of: "</figure>")).upperBound
    let pair = String(figure[..<end])
    #expect(pair.contains("not kept by the sign-off"), "no phone before: the sign-off keeps hashes")
    #expect(pair.contains("Zustimmen"), "the phone now shows the new button")
    #expect(pair.contains("href=\"review.html#cell-base-primer-de\""))
  }

  @Test("--since HEAD~0: nothing changed is exit 0 and one line; an uncommitted edit shows against HEAD")
  func sinceRevision() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = tree.root + "/app/copy"
    try FileManager.default.createDirectory(atPath: tree.root + "/app", withIntermediateDirectories: true)
    try Self.copy(to: copy)
    try Self.git(["init", "-q"], in: tree.root + "/app")
    try Self.git(["add", "-A"], in: tree.root + "/app")
    try Self.git(["commit", "-q", "-m", "signed off"], in: tree.root + "/app")
    let hash = try Self.git(["rev-parse", "--short", "HEAD"], in: tree.root + "/app")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let temporary = tree.root + "/tmp"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    let same = try BuiltProgram.run(
      ["review", "--copy", copy, "--since", "HEAD~0"] + Self.narrow, environment: ["TMPDIR": temporary])
    #expect(same.status == 0, "\(same.errors)")
    #expect(same.output == "No strings changed since HEAD~0 (\(hash)).\n")
    let written = tree.root + "/same.md"
    let sameToFile = try BuiltProgram.run(
      ["review", "--copy", copy, "--since", "HEAD~0", "--out", written] + Self.narrow,
      environment: ["TMPDIR": temporary])
    #expect(sameToFile.status == 0 && sameToFile.output.isEmpty)
    #expect(sameToFile.errors == "att-journey: No strings changed since HEAD~0 (\(hash)).\n")
    let page = try String(contentsOfFile: written, encoding: .utf8)
    #expect(page.contains(MarkdownEscaping.inline("No strings changed since HEAD~0 (\(hash)).")), "\(page)")
    #expect(!page.contains("## "), "no section when nothing changed")
    let file = copy + "/ko.lproj/Primer.strings"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let title = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("\"primer.title\"") }.map(String.init))
    try Self.edit(file, replacing: title, with: "\"primer.title\" = \"광고에 관한 새 안내\";")
    let status = try Self.git(["status", "--porcelain"], in: tree.root + "/app")
    let edited = try BuiltProgram.run(
      ["review", "--copy", copy, "--since", "HEAD", "--format", "text"] + Self.narrow,
      environment: ["TMPDIR": temporary])
    #expect(edited.status == 0 || edited.status == 1, "\(edited.errors)")
    #expect(edited.output.contains("baseline:  HEAD (\(hash))"))
    #expect(edited.output.contains("changed: Primer/primer.title"))
    #expect(edited.output.contains("광고에 관한 새 안내"))
    #expect(edited.output.contains("1 string differs from HEAD (\(hash)): 1 changed, 0 added, 0 removed"))
    #expect(
      try Self.git(["status", "--porcelain"], in: tree.root + "/app") == status, "the working tree stays")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: temporary)
    #expect(leftovers.isEmpty, "temporary folders left: \(leftovers)")
    // The revision is written under TMPDIR: where none can be made, one line and nothing else.
    let nowhere = try BuiltProgram.run(
      ["review", "--copy", copy, "--since", "HEAD"] + Self.narrow,
      environment: ["TMPDIR": tree.root + "/missing"])
    #expect(nowhere.status == 69 && nowhere.errors.contains("--since: cannot make a temporary folder"))
  }

  @Test(
    "in a terminal (tmux): nothing changed is one line; a changed string's escape shows as a symbol",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
  func inTerminal() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = tree.root + "/copy"
    try Self.copy(to: copy)
    try Self.git(["init", "-q"], in: tree.root)
    try Self.git(["add", "-A"], in: tree.root)
    try Self.git(["commit", "-q", "-m", "signed off"], in: tree.root)
    let hash = try Self.git(["rev-parse", "--short", "HEAD"], in: tree.root)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let program = BuiltProgram.quoted(try BuiltProgram.path())
    let review = "\(program) review --copy \(BuiltProgram.quoted(copy)) --locales en --variants base --since"
    let same = try TmuxSession(script: "\(review) HEAD~0; echo \"status $?\"")
    defer { same.kill() }
    let screen = try same.waitFor("status ", timeout: .seconds(300))
    #expect(screen.contains("No strings changed since HEAD~0 (\(hash)).\nstatus 0"), "\(screen)")
    try Self.edit(
      copy + "/en.lproj/Primer.strings", replacing: "\"primer.title\" = \"A Quick Word About Ads\";",
      with: "\"primer.title\" = \"A Quick \\U001B[2J Word\";")
    let edited = try TmuxSession(script: "echo marker; \(review) HEAD --format text; echo \"status $?\"")
    defer { edited.kill() }
    let shown = try edited.waitFor("status ", timeout: .seconds(300))
    #expect(shown.contains("marker"), "the screen was not cleared: \(shown)")
    #expect(shown.contains("now:    A Quick ␛[2J Word"), "\(shown)")
    #expect(shown.contains("status 0") || shown.contains("status 1"))
  }

  @Test("--since: a revision that does not exist, or a copy folder outside git, is one line naming it")
  func badRevision() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = tree.root + "/copy"
    try Self.copy(to: copy)
    let outside = try BuiltProgram.run(["review", "--copy", copy, "--since", "HEAD"])
    #expect(outside.status == 2)
    #expect(outside.errors == "att-journey: --since: the copy folder \(copy) is not in a git repository\n")
    #expect(outside.output.isEmpty)
    try Self.git(["init", "-q"], in: tree.root)
    try Self.git(["add", "-A"], in: tree.root)
    try Self.git(["commit", "-q", "-m", "one"], in: tree.root)
    let missing = try BuiltProgram.run(["review", "--copy", copy, "--since", "no-such-tag"])
    #expect(missing.status == 2)
    #expect(
      missing.errors
        == "att-journey: --since: no revision 'no-such-tag' in the git repository of \(copy)\n")
    #expect(missing.output.isEmpty)
    let dash = try BuiltProgram.run(["review", "--copy", copy, "--since=--output=/tmp/x"])
    #expect(dash.status == 2 && dash.errors.contains("no revision '--output=/tmp/x'"))
    // A repository git will not read is git's own reason, not "not in a git repository".
    try Self.git(["config", "core.repositoryformatversion", "99"], in: tree.root)
    let refused = try BuiltProgram.run(["review", "--copy", copy, "--since", "HEAD"])
    #expect(refused.status == 2)
    #expect(
      refused.errors.hasPrefix("att-journey: --since: git cannot read the repository of \(copy): fatal: "))
    #expect(
      refused.errors.contains("99") && refused.errors.split(separator: "\n").count == 1, "\(refused.errors)")
  }

  @Test("--since: a committed symbolic link out of the copy folder is refused, named by revision and path")
  func revisionLinkOut() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = tree.root + "/copy"
    try Self.copy(to: copy)
    let table = copy + "/en.lproj/Primer.strings"
    try FileManager.default.removeItem(atPath: table)
    try FileManager.default.createSymbolicLink(atPath: table, withDestinationPath: "/etc/hostname")
    try Self.git(["init", "-q"], in: tree.root)
    try Self.git(["add", "-A"], in: tree.root)
    try Self.git(["commit", "-q", "-m", "a link"], in: tree.root)
    // The working copy is whole again: only the signed-off revision holds the link.
    try FileManager.default.removeItem(atPath: table)
    try FileManager.default.copyItem(
      atPath: BuiltProgram.copyDirectory + "/en.lproj/Primer.strings", toPath: table)
    let run = try BuiltProgram.run(["review", "--copy", copy, "--since", "HEAD"] + Self.narrow)
    #expect(run.status == 65)
    #expect(
      run.errors
        == "att-journey: baseline: HEAD:copy/en.lproj/Primer.strings: error: a symbolic link to a file outside HEAD:copy; links are followed only inside it\n"
    )
    #expect(run.output.isEmpty)
  }

  @Test("--baseline with a symbolic link out of it is refused with one line, nothing written")
  func baselineLinkOut() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let signedOff = tree.root + "/signed-off"
    try Self.copy(to: signedOff)
    try tree.write("secret.strings", "\"primer.title\" = \"outside\";\n")
    let table = signedOff + "/en.lproj/Primer.strings"
    try FileManager.default.removeItem(atPath: table)
    try FileManager.default.createSymbolicLink(
      atPath: table, withDestinationPath: tree.root + "/secret.strings")
    let out = tree.root + "/changes.html"
    let run = try BuiltProgram.run(
      ["review", "--baseline", signedOff, "--out", out] + Self.narrow)
    #expect(run.status == 65)
    #expect(run.errors.hasPrefix("att-journey: baseline: \(table): error: a symbolic link to a file outside"))
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("--baseline: a table over the size limit is refused, like one in the copy folder")
  func baselineTooLarge() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let signedOff = tree.root + "/signed-off"
    try Self.copy(to: signedOff)
    let table = signedOff + "/ko.lproj/Primer.strings"
    let line = "\"primer.title\" = \"" + String(repeating: "광", count: 400) + "\";\n"
    try String(repeating: line, count: 5_000).write(toFile: table, atomically: true, encoding: .utf8)
    let run = try BuiltProgram.run(["review", "--baseline", signedOff] + Self.narrow)
    #expect(run.status == 65)
    #expect(run.errors.hasPrefix("att-journey: baseline: \(table): error: the "), "\(run.errors)")
    #expect(run.errors.contains("limit"))
    #expect(run.output.isEmpty)
  }

  @Test(
    "--baseline and --since belong to review only; other combinations are one line",
    arguments: [
      (
        ["lint", "--baseline", "x"],
        "option '--baseline' does not apply to 'lint', only to review (see att-journey --help)"
      ),
      (
        ["play", "--since", "HEAD"],
        "option '--since' does not apply to 'play', only to review (see att-journey --help)"
      ),
      (["review", "--baseline", "x", "--since", "HEAD"], "give --baseline DIR or --since REV, not both"),
      (
        ["review", "--since", "HEAD", "--phones"],
        "--phones does not go with --baseline or --since (each change names the screens showing it)"
      ),
      (
        ["review", "--baseline", "x", "--text-sizes", "AX3"],
        "--text-sizes does not go with --baseline or --since"
      ),
      (
        ["review", "--baseline", "x", "--format", "voiceover"],
        "--format voiceover does not go with --baseline or --since"
      ),
      (
        ["review", "--since", "HEAD", "--order", "phones"],
        "--order does not go with --baseline or --since (each change shows its phones under it)"
      ),
      (
        ["review", "--order", "phones", "--format", "text"],
        "--order arranges the html and md reports, not --format text"
      ),
      (
        ["review", "--full-review", "review.html"],
        "--full-review goes with --baseline or --since (the phones of the changes link to it)"
      ),
      (
        ["review", "--baseline", "x", "--full-review", "review.html", "--format", "md"],
        "--full-review goes with the html changes review, not --format md"
      ),
      (
        ["review", "--order", "screens"],
        "option '--order' takes tables or phones, not 'screens' (see att-journey --help)"
      ),
    ])
  func refused(arguments: [String], message: String) throws {
    let run = try BuiltProgram.run(arguments)
    #expect(run.status == 2)
    #expect(run.errors == "att-journey: \(message)\n")
    #expect(run.output.isEmpty)
  }
}
