import Foundation
import JourneyTestSupport
import Testing

/// One row of the bad-input table: what is broken, how the program is run on it, and exactly what it says.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// What a case writes into its folder before the run.
  enum Fixture: Sendable {
    /// Nothing: the bundled copy and tapes as they are.
    case none
    /// `c/` (a copy of the bundled copy) with one file replaced by these bytes.
    case copyFile(String, [UInt8])
    /// `c/` with a directory where a file is expected.
    case copyDirectory(String)
    /// `c/` with `journey.json`'s first occurrence of a text replaced.
    case journeyReplacing(String, String)
    /// A tape `t.tape` with this text.
    case tape(String)
    /// `c/` with a FIFO where a file is expected (a reader that opened it blocking would hang).
    case copyFIFO(String)
    /// `c/` with a symbolic link where a file is expected, pointing at an absolute path.
    case copyLink(String, to: String)
    /// A FIFO (with no reader) where an output goes, at this path in the case's folder.
    case outputFIFO(String)
  }

  /// The input class, as the README's table names it.
  let input: String
  let fixture: Fixture
  /// Arguments, `{copy}` standing for the bundled copy directory, run in the case's own folder.
  let arguments: [String]
  /// The exact standard error.
  let stderr: String
  let status: Int32

  var testDescription: String { input }

  /// `play` of a one-line tape on the broken copy `c/`, into `out.cast`.
  static let playOnBrokenCopy = ["play", "ok.tape", "--copy", "c", "--cast", "out.cast"]
  /// `play` of the broken tape `t.tape` on the bundled copy, into `out.cast`.
  static let playBrokenTape = ["play", "t.tape", "--copy", "{copy}", "--cast", "out.cast"]

  static func strings(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// Every bad-input class, mirrored in README's "Errors and exit statuses".
  static let table: [BadInput] = [
    // Copy (.strings, .xcstrings, journey.json, folders): exit 65.
    BadInput(
      input: "copy: unterminated string",
      fixture: .copyFile("en.lproj/Primer.strings", strings("\"a\" = \"b;\n")),
      arguments: playOnBrokenCopy,
      stderr:
        "c/en.lproj/Primer.strings:1:7: error: unterminated string (no closing \" before end of file)\n",
      status: 65),
    BadInput(
      input: "copy: missing ;",
      fixture: .copyFile("en.lproj/Primer.strings", strings("\"a\" = \"b\"\n\"c\" = \"d\";\n")),
      arguments: playOnBrokenCopy,
      stderr: "c/en.lproj/Primer.strings:1:10: error: missing ';' after the value of \"a\"\n", status: 65),
    BadInput(
      input: "copy: missing =", fixture: .copyFile("en.lproj/Primer.strings", strings("\"a\" \"b\";\n")),
      arguments: playOnBrokenCopy,
      stderr: "c/en.lproj/Primer.strings:1:5: error: expected '=' or ';' after key \"a\", found '\"'\n",
      status: 65),
    BadInput(
      input: "copy: bad escape (\\u is not Apple's)",
      fixture: .copyFile("en.lproj/Primer.strings", strings("\"a\" = \"Caf\\u00e9\";\n")),
      arguments: playOnBrokenCopy,
      stderr:
        "c/en.lproj/Primer.strings:1:11: error: bad escape '\\u': Apple string tables read it as a plain 'u'; "
        + "write \\U followed by four hex digits\n", status: 65),
    BadInput(
      input: "copy: invalid UTF-8",
      fixture: .copyFile("en.lproj/Primer.strings", strings("\"a\" = \"Caf") + [0xC3] + strings("\";\n")),
      arguments: playOnBrokenCopy,
      stderr: "c/en.lproj/Primer.strings:1:11: error: invalid UTF-8 byte 0x22 after 0xC3\n",
      status: 65),
    BadInput(
      input: "copy: truncated UTF-16",
      fixture: .copyFile(
        "en.lproj/Primer.strings", Array(utf16LittleEndian("\u{FEFF}\"a\" = \"b\";\n").dropLast())),
      arguments: playOnBrokenCopy,
      stderr: "c/en.lproj/Primer.strings:1:11: error: truncated UTF-16: odd number of bytes\n",
      status: 65),
    BadInput(
      input: "copy: unknown locale directory",
      fixture: .copyFile("xx-Nope.lproj/Primer.strings", strings("\"a\" = \"b\";\n")),
      arguments: playOnBrokenCopy,
      stderr:
        "c/xx-Nope.lproj: error: unknown locale \"xx-Nope\" (expected a name such as en, ko, zh-Hans)\n",
      status: 65),
    BadInput(
      input: "copy: variant name with ..",
      fixture: .copyFile("variants/bad..name/en.lproj/Primer.strings", strings("\"a\" = \"b\";\n")),
      arguments: playOnBrokenCopy,
      stderr:
        "c/variants/bad..name: error: invalid variant name \"bad..name\": names must not contain '/', '..' or NUL\n",
      status: 65),
    BadInput(
      input: "copy: unreadable file", fixture: .copyDirectory("en.lproj/Primer.strings"),
      arguments: playOnBrokenCopy,
      stderr:
        "c/en.lproj/Primer.strings: error: not a regular file (a folder); only regular files are read\n",
      status: 65),
    BadInput(
      input: "copy: a FIFO", fixture: .copyFIFO("en.lproj/Primer.strings"), arguments: playOnBrokenCopy,
      stderr:
        "c/en.lproj/Primer.strings: error: not a regular file (a FIFO); only regular files are read\n",
      status: 65),
    BadInput(
      input: "copy: a link out of the copy folder",
      fixture: .copyLink("ko.lproj/Primer.strings", to: "/etc/passwd"), arguments: playOnBrokenCopy,
      stderr:
        "c/ko.lproj/Primer.strings: error: a symbolic link to a file outside c; links are followed only inside it\n",
      status: 65),
    BadInput(
      input: "copy: file over 5 MB",
      fixture: .copyFile(
        "en.lproj/Primer.strings", strings("\"a\" = \"" + String(repeating: "x", count: 5_300_000) + "\";\n")),
      arguments: playOnBrokenCopy,
      stderr:
        "c/en.lproj/Primer.strings: error: the strings table is 5300010 bytes, over the 5 MB limit (5242880 bytes)\n",
      status: 65),
    BadInput(
      input: "copy: invalid JSON in a String Catalog",
      fixture: .copyFile(
        "Outcome.xcstrings", strings("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\"a\": }\n}\n")),
      arguments: playOnBrokenCopy,
      stderr: "c/Outcome.xcstrings:3:20: error: invalid JSON at $.strings.a: unexpected '}'\n", status: 65),
    BadInput(
      input: "copy: invalid JSON in journey.json",
      fixture: .journeyReplacing("\"readsIDFA\": true", "\"readsIDFA\": ,"),
      arguments: playOnBrokenCopy,
      stderr: "c/journey.json:8:39: error: invalid JSON at $.adProviders[0].readsIDFA: unexpected ','\n",
      status: 65),
    BadInput(
      input: "copy: wrong type in journey.json",
      fixture: .journeyReplacing("\"readsIDFA\": true", "\"readsIDFA\": \"yes\""),
      arguments: playOnBrokenCopy,
      stderr:
        "c/journey.json:8:39: error: $.adProviders[0].readsIDFA: expected true or false, found a string\n",
      status: 65),
    BadInput(
      input: "copy: directory missing", fixture: .none, arguments: ["lint", "--copy", "no-such-copy"],
      stderr: "no-such-copy: error: copy directory not found or not a directory\n", status: 65),
    // Tapes: exit 65, nothing played, no output file.
    BadInput(
      input: "tape: unknown command", fixture: .tape("Launch\nFrobnicate now\n"), arguments: playBrokenTape,
      stderr: "t.tape:2:1: error: unknown command 'Frobnicate'\n", status: 65),
    BadInput(
      input: "tape: misspelt command", fixture: .tape("Launch\nPres deny\n"), arguments: playBrokenTape,
      stderr: "t.tape:2:1: error: unknown command 'Pres'; did you mean 'Press'?\n", status: 65),
    BadInput(
      input: "tape: missing argument", fixture: .tape("Launch\nKey\n"), arguments: playBrokenTape,
      stderr: "t.tape:2:1: error: 'Key' needs a key name\n", status: 65),
    BadInput(
      input: "tape: bad duration", fixture: .tape("Launch\nSleep 5parsecs\n"), arguments: playBrokenTape,
      stderr:
        "t.tape:2:7: error: bad duration '5parsecs'; expected a number with ms, s, m, h or d (e.g. 500ms, 2s, 366d)\n",
      status: 65),
    BadInput(
      input: "tape: unknown key", fixture: .tape("Launch\nKey Hyper\n"), arguments: playBrokenTape,
      stderr:
        "t.tape:2:5: error: unknown key 'Hyper'; expected Enter, Tab, Shift+Tab, Up, Down, Left, Right, Escape, "
        + "Space, Backspace, Ctrl+C or one character\n", status: 65),
    BadInput(
      input: "tape: unknown locale", fixture: .tape("Set Locale tlh\nLaunch\n"), arguments: playBrokenTape,
      stderr: "t.tape:1:12: error: unknown locale 'tlh'; the copy has en, de, es, fr, ja, ko, zh-Hans\n",
      status: 65),
    BadInput(
      input: "tape: locale name with ..", fixture: .tape("Launch\nLocale ../en\n"), arguments: playBrokenTape,
      stderr: "t.tape:2:8: error: 'Locale' does not take '../en'; expected a locale such as ko\n", status: 65),
    BadInput(
      input: "tape: unknown variant", fixture: .tape("Set Variant nope\nLaunch\n"), arguments: playBrokenTape,
      stderr:
        "t.tape:1:13: error: unknown variant 'nope'; the copy has measurement, personalization, relevance\n",
      status: 65),
    BadInput(
      input: "tape: Set after the first action", fixture: .tape("Launch\nSet Locale ko\n"),
      arguments: playBrokenTape,
      stderr: "t.tape:2:1: error: 'Set Locale' must come before the first action\n", status: 65),
    BadInput(
      input: "tape: escape sequence in a word", fixture: .tape("Launch\n\u{1B}[2Jwipe\n"),
      arguments: playBrokenTape,
      stderr: "t.tape:2:1: error: unknown command '␛[2Jwipe'\n", status: 65),
    BadInput(
      input: "tape: unreadable (missing)", fixture: .none,
      arguments: ["play", "missing.tape", "--copy", "{copy}", "--cast", "out.cast"],
      stderr: "missing.tape: error: cannot read tape: No such file or directory\n", status: 65),
    // Command line: exit 2.
    BadInput(
      input: "tape: over 1 MB", fixture: .tape("Launch\n" + String(repeating: "# padding\n", count: 104_858)),
      arguments: playBrokenTape,
      stderr:
        "t.tape: error: cannot read tape: the tape is 1048587 bytes, over the 1 MB limit (1048576 bytes)\n",
      status: 65),
    BadInput(
      input: "command line: unknown option", fixture: .none, arguments: ["--frobnicate"],
      stderr: "att-journey: unknown option '--frobnicate' (see att-journey --help)\n", status: 2),
    BadInput(
      input: "command line: missing value", fixture: .none, arguments: ["--copy", "{copy}", "--locale"],
      stderr: "att-journey: option '--locale' needs a value (see att-journey --help)\n", status: 2),
    BadInput(
      input: "command line: bad value", fixture: .none, arguments: ["--copy", "{copy}", "--locale", "tlh"],
      stderr: "att-journey: option '--locale' takes en or de or es or fr or ja or ko or zh-Hans, not 'tlh' "
        + "(see att-journey --help)\n", status: 2),
    BadInput(
      input: "command line: locale name with / and ..", fixture: .none,
      arguments: [
        "play", "{copy}/demos/first-run-allow.tape", "--copy", "{copy}", "--locale", "../en", "--cast",
        "out.cast",
      ],
      stderr: "att-journey: option '--locale' takes en or de or es or fr or ja or ko or zh-Hans, not '../en' "
        + "(see att-journey --help)\n", status: 2),
    BadInput(
      input: "command line: variant name with a control character (a NUL cannot pass through argv)",
      fixture: .none,
      arguments: ["--copy", "{copy}", "--variant", "a\u{1}b"],
      stderr:
        "att-journey: option '--variant' takes base or measurement or personalization or relevance, not 'a␁b' "
        + "(see att-journey --help)\n", status: 2),
    BadInput(
      input: "command line: play without a tape", fixture: .none, arguments: ["play"],
      stderr: "att-journey: 'play' needs exactly one tape (see att-journey --help)\n", status: 2),
    // Output files: exit 73, nothing left at the target.
    BadInput(
      input: "output: disk full", fixture: .none,
      // A tape without a Screenshot: one beside /dev/full would be refused first (no file goes into /dev).
      arguments: ["play", "ok.tape", "--copy", "{copy}", "--cast", "/dev/full"],
      stderr: "/dev/full: error: cannot write: No space left on device\n", status: 73),
    BadInput(
      input: "output: missing directory", fixture: .none,
      arguments: [
        "play", "{copy}/demos/first-run-allow.tape", "--copy", "{copy}", "--cast", "no-such-dir/out.cast",
      ],
      stderr: "no-such-dir/out.cast: error: cannot write: No such file or directory\n", status: 73),
    BadInput(
      input: "output: a FIFO with no reader", fixture: .outputFIFO("out.fifo"),
      arguments: ["play", "ok.tape", "--copy", "{copy}", "--cast", "out.fifo"],
      stderr: "out.fifo: error: cannot write: a FIFO with no reader; nothing waits for one\n", status: 73),
    BadInput(
      input: "output: a FIFO, device or link in an output folder", fixture: .outputFIFO("d/ko.xliff"),
      arguments: ["export", "--copy", "{copy}", "--format", "xliff", "d"],
      stderr:
        "d/ko.xliff: error: is a FIFO, not a regular file; only an output named on the command line may be one\n",
      status: 73),
    BadInput(
      input: "output: a Screenshot beside a device", fixture: .tape("Launch\nScreenshot s\n"),
      arguments: ["play", "t.tape", "--copy", "{copy}", "--cast", "/dev/stdout"],
      stderr:
        "t.tape:2:1: error: Screenshot would go beside /dev/stdout, which is not a regular file; give --screenshots DIR\n",
      status: 2),
    BadInput(
      input: "output: two outputs that are one file", fixture: .none,
      arguments: ["play", "ok.tape", "--copy", "{copy}", "--cast", "o.cast", "--frames", "./o.cast"],
      stderr: "att-journey: --cast and --frames name the same file; give each output a file of its own\n",
      status: 2),
  ]

  /// The unusable terminals: run in a tmux pane (standard output a terminal); exit 1.
  static let terminals: [(prefix: String, stderr: String)] = [
    ("env -u TERM", "att-journey: cannot drive the terminal: TERM is not set\n"),
    ("TERM=dumb", "att-journey: cannot drive the terminal: TERM=dumb cannot position the cursor\n"),
    (
      "TERM=no-such-terminal",
      "att-journey: cannot drive the terminal: no terminfo entry for TERM=no-such-terminal\n"
    ),
  ]

  static func utf16LittleEndian(_ text: String) -> [UInt8] {
    text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  }
}

/// Every bad input, through the real binary: its exact stderr line, its exit status, nothing on stdout,
/// no output file.
@Suite("Bad input table")
struct BadInputTableTests {
  @Test("exact message and exit status", arguments: BadInput.table)
  func badInput(_ row: BadInput) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "att-e2e-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try prepare(row.fixture, in: folder)
    let arguments = row.arguments.map {
      $0.replacingOccurrences(of: "{copy}", with: BuiltProgram.copyDirectory)
    }
    let before = try Set(FileManager.default.contentsOfDirectory(atPath: folder.path))
    let run = try BuiltProgram.run(arguments, directory: folder)
    #expect(run.errors == row.stderr)
    // Every error path is one line: its only newline is the last character.
    #expect(run.errors.filter { $0 == "\n" }.count == 1 && run.errors.hasSuffix("\n"))
    #expect(run.status == row.status)
    #expect(run.output.isEmpty, "nothing on stdout: \(run.output.prefix(200))")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.cast").path))
    // Nothing new in the folder: no staging folder or temporary file, whatever its name.
    #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == before)
  }

  @Test(
    "unusable TERM: exact message, exit 1, terminal untouched",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"),
    arguments: BadInput.terminals.map(\.prefix))
  func unusableTerminal(prefix: String) throws {
    let expected = try #require(BadInput.terminals.first { $0.prefix == prefix }?.stderr)
    let session = try TmuxSession(
      script: TerminalScripts.recordingTerminalState(
        program: BuiltProgram.path(), prefix: prefix, arguments: ["--copy", BuiltProgram.copyDirectory]))
    try session.waitFor("DONE")
    #expect(try session.waitForFile("status") == "1\n")
    #expect(
      try String(contentsOf: session.directory.appendingPathComponent("errors"), encoding: .utf8) == expected)
    #expect(try session.waitForFile("after") == session.waitForFile("before"))
  }

  private func prepare(_ fixture: BadInput.Fixture, in folder: URL) throws {
    let copy = folder.appendingPathComponent("c")
    try "Launch\n".write(to: folder.appendingPathComponent("ok.tape"), atomically: true, encoding: .utf8)
    switch fixture {
    case .none: return
    case .tape(let text):
      try text.write(to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
      return
    case .outputFIFO(let path):
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      #expect(mkfifo(url.path, 0o644) == 0)
      return
    default: break
    }
    try FileManager.default.copyItem(at: URL(fileURLWithPath: BuiltProgram.copyDirectory), to: copy)
    try? FileManager.default.removeItem(at: copy.appendingPathComponent("demos"))
    switch fixture {
    case .copyFile(let path, let bytes):
      let url = copy.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    case .copyDirectory(let path):
      let url = copy.appendingPathComponent(path)
      try? FileManager.default.removeItem(at: url)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    case .copyFIFO(let path):
      let url = copy.appendingPathComponent(path)
      try? FileManager.default.removeItem(at: url)
      #expect(mkfifo(url.path, 0o644) == 0)
    case .copyLink(let path, let target):
      let url = copy.appendingPathComponent(path)
      try? FileManager.default.removeItem(at: url)
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    case .journeyReplacing(let old, let new):
      let url = copy.appendingPathComponent("journey.json")
      let text = try String(contentsOf: url, encoding: .utf8)
      let range = try #require(text.range(of: old), "journey.json holds \(old)")
      try text.replacingCharacters(in: range, with: new).write(to: url, atomically: true, encoding: .utf8)
    case .none, .tape, .outputFIFO: break
    }
  }
}
