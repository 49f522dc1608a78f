import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing
import TextSafety

/// One key table drives the key map, the help overlay, `--help` and the README: all four agree.
@Suite("One key table")
struct KeyTableTests {
  @Test("every binding maps its keys to its command")
  func keyMap() {
    for binding in KeyBindings.all {
      for key in binding.keys {
        #expect(
          KeyBindings.command(for: key) == binding.command, "\(key.name) does not give \(binding.command)")
      }
    }
    for key in KeyPress.namedKeys where key != .backspace {
      #expect(KeyBindings.command(for: key) != nil, "\(key.name) is not bound")
    }
  }

  @Test("the help overlay, opened with ?, lists every binding with its words")
  func overlay() throws {
    let catalog = try CopyCatalog.load(directory: BuiltProgram.copyDirectory)
    let journey = try JourneyFile.load(path: BuiltProgram.copyDirectory + "/journey.json")
    var session = JourneySetup.session(
      journey, catalog: catalog, options: ScenarioOptions(),
      size: Size(width: 100, height: 34))
    session.handlePerforming(.character("?"))
    let text = TextRenderer.text(JourneyView.frame(of: session).buffer)
    for binding in KeyBindings.all {
      #expect(text.contains(binding.label), "help lacks \(binding.label)")
      #expect(text.contains(binding.help), "help lacks “\(binding.help)”")
    }
  }

  @Test("--help lists every binding")
  func usage() throws {
    let run = try BuiltProgram.run(["--help"])
    for binding in KeyBindings.all {
      let row = run.output.split(separator: "\n").first { $0.hasPrefix("  " + binding.label + " ") }
      #expect(row?.hasSuffix(binding.help) == true, "--help has no row “\(binding.label) … \(binding.help)”")
    }
  }

  @Test("the README's key table is the table's own")
  func readme() throws {
    let readme = try String(
      contentsOfFile: BuiltProgram.packageRoot().appendingPathComponent("README.md").path, encoding: .utf8)
    #expect(
      readme.contains(KeyBindings.markdownTable),
      "README's key table differs; expected:\n\(KeyBindings.markdownTable)")
  }
}
