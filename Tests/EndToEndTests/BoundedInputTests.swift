import Foundation
import JourneyTestSupport
import Testing

/// Hostile folders, huge inputs and shared output folders, through the real binary: every refusal is one
/// line naming the file, nothing outside the folder is read or written, and memory stays bounded.
@Suite("Bounded and contained")
struct BoundedInputTests {
  /// A fresh folder for one case, removed afterwards by the caller.
  private func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "att-bounded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// `c/` inside `folder`: the bundled copy without its demos.
  private func copyFolder(in folder: URL) throws -> URL {
    let copy = folder.appendingPathComponent("c")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: BuiltProgram.copyDirectory), to: copy)
    try? FileManager.default.removeItem(at: copy.appendingPathComponent("demos"))
    return copy
  }

  /// Every error path prints exactly one line: one newline, at the end.
  private func expectOneLine(_ errors: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!errors.isEmpty, sourceLocation: sourceLocation)
    #expect(
      errors.filter { $0 == "\n" }.count == 1 && errors.hasSuffix("\n"), "\(errors)",
      sourceLocation: sourceLocation)
  }

  /// Runs the program in a child `python3` that reports its children's peak memory from `getrusage`.
  private func peakKilobytes(_ arguments: [String], directory: URL) throws -> (status: Int32, kilobytes: Int)
  {
    let script = """
      import resource, subprocess, sys
      code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
      print(code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, try BuiltProgram.path()] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let words = String(decoding: data, as: UTF8.self).split(separator: " ").map {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }
    try #require(words.count == 2, "python3 reported \(words)")
    return (Int32(words[0]), words[1])
  }

  // 1: a tape that draws many large, distinct frames.
  @Test("1: play with only --state-json keeps no frames: peak memory stays under 100 MB")
  func stateJSONKeepsNoFrames() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Set Size 500x200\nLaunch\nKey l 60\n".write(
      to: folder.appendingPathComponent("k.tape"), atomically: true, encoding: .utf8)
    let run = try peakKilobytes(
      ["play", "k.tape", "--copy", BuiltProgram.copyDirectory, "--state-json"], directory: folder)
    #expect(run.status == 0)
    #expect(run.kilobytes > 0 && run.kilobytes < 100 * 1024, "peak \(run.kilobytes) KB")
  }

  // 1: the cast and the frames text are streamed to their temporary files; only the SVG and GIF keep frames.
  @Test(
    "1: play --cast of a 100 000-key tape at 500×200 streams under 200 MB; --frames too; --svg is refused")
  func castIsStreamed() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 100 000 presses, the tape cap: each `l` shows the next locale, so 100 001 distinct frames.
    try ("Set Size 500x200\nLaunch\n" + String(repeating: "Key l 1000\n", count: 99) + "Key l 999\n").write(
      to: folder.appendingPathComponent("big.tape"), atomically: true, encoding: .utf8)
    let run = try peakKilobytes(
      ["play", "big.tape", "--copy", BuiltProgram.copyDirectory, "--cast", "big.cast"], directory: folder)
    #expect(run.status == 0)
    #expect(run.kilobytes > 0 && run.kilobytes < 200 * 1024, "peak \(run.kilobytes) KB")
    let cast = try String(contentsOf: folder.appendingPathComponent("big.cast"), encoding: .utf8)
    let castLines = cast.split(separator: "\n")
    #expect(castLines.count == 100_003, "the header, 100 001 frames and the cursor shown again")
    let last = try #require(
      try JSONSerialization.jsonObject(with: Data(castLines[castLines.count - 1].utf8)) as? [Any])
    #expect(last[0] as? Double == 6000, "the last event is at the end of the tape's clock")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("big.cast"))

    // 272 presses: 273 distinct frames, past the 40 a recording may keep.
    try "Set Size 500x200\nLaunch\nKey l 271\n".write(
      to: folder.appendingPathComponent("k.tape"), atomically: true, encoding: .utf8)
    let small = try peakKilobytes(
      ["play", "k.tape", "--copy", BuiltProgram.copyDirectory, "--cast", "k.cast", "--frames", "k.txt"],
      directory: folder)
    #expect(small.status == 0)
    #expect(small.kilobytes > 0 && small.kilobytes < 100 * 1024, "peak \(small.kilobytes) KB")
    let lines = try String(contentsOf: folder.appendingPathComponent("k.cast"), encoding: .utf8).split(
      separator: "\n")
    let events = try lines.dropFirst().map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "an event: \(line)")
    }
    #expect(events.count == 274, "273 frames and the cursor shown again")
    #expect(events.last?[0] as? Double == 16.32, "the last event is at the end of the tape's clock")
    let frames = try String(contentsOf: folder.appendingPathComponent("k.txt"), encoding: .utf8)
    #expect(
      frames.split(separator: "\n").last { $0.hasPrefix("── frame ") }?.hasPrefix("── frame 273 · ") == true)

    let svg = try BuiltProgram.run(
      ["play", "k.tape", "--copy", BuiltProgram.copyDirectory, "--cast", "s.cast", "--svg", "s.svg"],
      directory: folder)
    #expect(svg.status == 1)
    #expect(
      svg.errors.contains("at most 40 distinct frames at 500×200 for a recording (the cap on its memory)"),
      "\(svg.errors)")
    expectOneLine(svg.errors)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["big.tape", "k.cast", "k.tape", "k.txt"], "the refused run wrote nothing: \(left)")
  }

  // 2: sizes come from fstat, before a byte is read: a 1 GB sparse file is refused at once.
  @Test("2: a 1 GB translation file and a 2 GB tape are refused from their size, naming file, size and limit")
  func hugeInputsAreRefusedBeforeReading() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try copyFolder(in: folder)
    for (name, size) in [("big.xliff", 1 << 30), ("big.tape", 2 << 30)] {
      let path = folder.appendingPathComponent(name).path
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      #expect(truncate(path, off_t(size)) == 0)
    }
    let imported = try BuiltProgram.run(["import", "big.xliff", "--copy", copy.path], directory: folder)
    #expect(imported.status == 65)
    #expect(
      imported.errors.hasPrefix("big.xliff")
        && imported.errors.contains(
          "error: the translation file is 1073741824 bytes, over the 5 MB limit (5242880 bytes)"),
      "\(imported.errors)")
    expectOneLine(imported.errors)
    let played = try peakKilobytes(
      ["play", "big.tape", "--copy", BuiltProgram.copyDirectory, "--state-json"], directory: folder)
    #expect(played.status == 65)
    #expect(played.kilobytes < 100 * 1024, "peak \(played.kilobytes) KB")
  }

  // 3: a value as long as a table may hold is checked in bounded memory, and its findings stay one line.
  @Test("3: lint of a 4.9 MB value names it over its budget in one-line findings; peak memory under 200 MB")
  func hugeValueLintIsBounded() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try copyFolder(in: folder)
    let table = copy.appendingPathComponent("en.lproj/Primer.strings")
    let value = String(repeating: "more ads, ", count: 490_000)
    var lines = try String(contentsOf: table, encoding: .utf8).components(separatedBy: "\n")
    let body = try #require(lines.firstIndex { $0.hasPrefix("\"primer.body\" = ") })
    lines[body] = "\"primer.body\" = \"\(value)\";"
    try lines.joined(separator: "\n").write(to: table, atomically: true, encoding: .utf8)
    let size = try #require(try FileManager.default.attributesOfItem(atPath: table.path)[.size] as? Int)
    try #require(size > 4_900_000 && size < 5 * 1024 * 1024, "table of \(size) bytes")

    let run = try BuiltProgram.run(["lint", "--copy", copy.path], directory: folder)
    #expect(run.status == 1, "\(run.errors)")
    #expect(run.errors.isEmpty, "\(run.errors)")
    let findings = run.output.split(separator: "\n")
    #expect(findings.count > 3 && findings.allSatisfy { $0.count < 2_000 }, "\(findings.map(\.count))")
    let budget = try #require(
      findings.first { $0.contains("en.lproj/Primer.strings:") && $0.contains("[COPY-budget]") })
    #expect(budget.contains("error: [COPY-budget] 4900000/200 characters"), "\(budget.prefix(300))")
    // The quoted value is its start and how much was left out, not 4.9 MB on one line.
    #expect(
      budget.hasSuffix("more ads, … (4899000 more bytes)\" (en, Primer/primer.body)"), "\(budget.suffix(200))"
    )
    #expect(findings.contains { $0.contains("[A11Y-primer-scroll] Primer/primer.action") })

    let measured = try peakKilobytes(["lint", "--copy", copy.path], directory: folder)
    #expect(measured.status == 1)
    #expect(measured.kilobytes > 0 && measured.kilobytes < 200 * 1024, "peak \(measured.kilobytes) KB")
  }

  // 3: a FIFO named like a tape never blocks.
  @Test("3: a FIFO named x.tape is refused at once, not waited on")
  func fifoTapeIsRefused() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("x.tape").path, 0o644) == 0)
    let run = try BuiltProgram.run(
      ["play", "x.tape", "--copy", BuiltProgram.copyDirectory, "--state-json"], directory: folder)
    #expect(run.status == 65)
    #expect(
      run.errors
        == "x.tape: error: cannot read tape: not a regular file (a FIFO); only regular files are read\n")
  }

  // 4: a table linked out of the copy folder is refused, and its content is never printed.
  @Test("4: ko.lproj/Primer.strings linked to /etc/passwd is refused without printing a byte of it")
  func linkOutOfCopyIsRefused() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try copyFolder(in: folder)
    let table = copy.appendingPathComponent("ko.lproj/Primer.strings")
    try FileManager.default.removeItem(at: table)
    try FileManager.default.createSymbolicLink(atPath: table.path, withDestinationPath: "/etc/passwd")
    let run = try BuiltProgram.run(["lint", "--copy", copy.path], directory: folder)
    #expect(run.status == 65)
    #expect(!run.errors.contains("root") && !run.output.contains("root:"))
    #expect(run.errors.contains("Primer.strings: error: a symbolic link to a file outside"))
    expectOneLine(run.errors)
  }

  // 5: writes never follow a link planted in the output folder.
  @Test("5: export into a folder with ko.xliff linked to a victim file leaves the victim as it was")
  func exportNeverWritesThroughALink() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let victim = folder.appendingPathComponent("victim.txt")
    try "precious\n".write(to: victim, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("ex")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: out.appendingPathComponent("ko.xliff").path, withDestinationPath: "../victim.txt")
    let run = try BuiltProgram.run(
      ["export", "ex", "--copy", BuiltProgram.copyDirectory, "--format", "xliff"], directory: folder)
    #expect(run.status == 73)
    #expect(
      run.errors == "ex/ko.xliff: error: is a symbolic link; outputs are never written through a link\n")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
    // All or nothing: no other file of the export was put in place, and no staging folder is left.
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["ko.xliff"])
  }

  @Test("5: init --force refuses an output folder that is a link")
  func initRefusesALinkedFolder() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("app").path, withDestinationPath: "real")
    let run = try BuiltProgram.run(["init", "app", "--app-name", "Grid", "--force"], directory: folder)
    #expect(run.status == 73)
    #expect(run.errors == "app: error: is a symbolic link; outputs are never written through a link\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: real.path).isEmpty)
  }

  // 7: a Screenshot cannot replace an output the command line named.
  @Test(
    "7: Screenshot x with --frames or --gif o/x.txt is an error before anything is played or written",
    arguments: ["--frames", "--gif"])
  func screenshotCannotReplaceAnOutput(option: String) throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Launch\nScreenshot x\n".write(
      to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
    let run = try BuiltProgram.run(
      ["play", "t.tape", "--copy", BuiltProgram.copyDirectory, option, "o/x.txt"], directory: folder)
    #expect(run.status == 2)
    #expect(
      run.errors
        == "t.tape:2:1: error: Screenshot would replace o/x.txt, an output named on the command line\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("o").path))
  }

  // 8 and 13: a table linked to another inside the copy folder; the import changes neither.
  @Test("8, 13: an import whose ja table is a link to the ko table writes nothing at all")
  func importIsAllOrNothingAndNeverWritesThroughALink() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try copyFolder(in: folder)
    let export = try BuiltProgram.run(
      ["export", "all.csv", "--copy", copy.path, "--format", "csv"], directory: folder)
    try #require(export.status == 0, "\(export.errors)")
    let ko = copy.appendingPathComponent("ko.lproj/Primer.strings")
    let ja = copy.appendingPathComponent("ja.lproj/Primer.strings")
    let koBefore = try Data(contentsOf: ko)
    try FileManager.default.removeItem(at: ja)
    try FileManager.default.createSymbolicLink(
      atPath: ja.path, withDestinationPath: "../ko.lproj/Primer.strings")
    // Change one de value and one ja value: de comes first and must not be written either.
    let lines = try String(contentsOf: folder.appendingPathComponent("all.csv"), encoding: .utf8)
      .components(separatedBy: "\r\n")
    var changed = [lines[0]]
    for locale in ["de", "ja"] {
      let line = try #require(lines.first { $0.hasPrefix("\"\(locale)\",\"\",\"Primer\",") })
      var fields = line.components(separatedBy: "\",\"")
      fields[5] = "changed \(locale)"
      changed.append(fields.joined(separator: "\",\""))
    }
    try (changed.joined(separator: "\r\n") + "\r\n").write(
      to: folder.appendingPathComponent("in.csv"), atomically: true, encoding: .utf8)
    let deBefore = try Data(contentsOf: copy.appendingPathComponent("de.lproj/Primer.strings"))
    let run = try BuiltProgram.run(["import", "in.csv", "--copy", copy.path], directory: folder)
    #expect(run.status == 73, "\(run.errors)")
    #expect(run.errors.contains("ja.lproj/Primer.strings: error: is a symbolic link"), "\(run.errors)")
    #expect(try Data(contentsOf: ko) == koBefore)
    #expect(try Data(contentsOf: copy.appendingPathComponent("de.lproj/Primer.strings")) == deBefore)
    let left = try FileManager.default.contentsOfDirectory(
      atPath: copy.appendingPathComponent("de.lproj").path)
    #expect(!left.contains { $0.hasPrefix(".att-journey-staged") })
  }

  // 10: map --review takes a relative path or an https URL only.
  @Test("10: map --review refuses a javascript: link and a value that would close the attribute")
  func mapReviewIsChecked() throws {
    for value in ["javascript:alert(1)", "/etc/passwd", "a b.html"] {
      let run = try BuiltProgram.run(
        ["map", "--copy", BuiltProgram.copyDirectory, "--format", "json", "--review", value])
      #expect(run.status == 2, "\(value)")
      #expect(run.errors.hasPrefix("att-journey: option '--review' takes a relative path or an https:// URL"))
      expectOneLine(run.errors)
    }
    // A relative path that would close an attribute is taken, percent-encoded.
    let run = try BuiltProgram.run(
      ["map", "--copy", BuiltProgram.copyDirectory, "--format", "json", "--review", "\"><script>x"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("%22%3E%3Cscript%3Ex#"))
    #expect(!run.output.contains("<script>"))
  }

  // 11: a quoted value with a line break cannot forge a second diagnostic line.
  @Test("11: a tape error quoting a value with a newline stays one line")
  func tapeErrorIsOneLine() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Launch\nLocale \"x\\n::error file=README.md::forged\"\n".write(
      to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
    let run = try BuiltProgram.run(
      ["play", "t.tape", "--copy", BuiltProgram.copyDirectory, "--state-json"], directory: folder)
    #expect(run.status == 65)
    #expect(run.errors.contains("x␊::error"))
    expectOneLine(run.errors)
  }

  // 12: init's README escapes Markdown and HTML in the app's name.
  @Test("12: init --app-name with HTML writes it escaped into README.md")
  func initEscapesTheAppName() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try BuiltProgram.run(
      ["init", "app", "--app-name", "<img src=x onerror=alert(1)>"], directory: folder)
    #expect(run.status == 0, "\(run.errors)")
    let readme = try String(contentsOf: folder.appendingPathComponent("app/README.md"), encoding: .utf8)
    #expect(!readme.contains("<img"))
    #expect(readme.hasPrefix("# &lt;img src\\=x onerror\\=alert\\(1\\)&gt;: copy for att-journey"))
  }
}
