import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// The walk reads a locale's tables when `l` first shows it; a locale that cannot be read is skipped
/// with its error on the status line, never a crash and never a silent key.
@Suite("Switching locale reads its copy")
struct LocaleSwitchTests {
  static func session(copy directory: String) throws -> JourneySession {
    let catalog = try CopyCatalog.load(directory: directory, reading: [])
    let journey = try JourneyFile.load(path: directory + "/journey.json")
    return JourneySetup.session(
      journey, catalog: catalog, options: ScenarioOptions(), size: Size(width: 100, height: 34))
  }

  @Test func lReadsEachLocaleOnce() throws {
    var session = try Self.session(copy: BundledCopy.directory)
    #expect(session.catalog.unreadLocales.contains("de"))
    session.applyPerforming(.nextLocale)
    #expect(session.view.locale == "de")
    #expect(!session.catalog.unreadLocales.contains("de"))
    #expect(session.status == nil)
    session.applyPerforming(.previousLocale)
    session.applyPerforming(.previousLocale)
    #expect(session.view.locale == "zh-Hans")
    #expect(
      session.catalog.unreadLocales == Set(session.catalog.locales).subtracting(["en", "de", "zh-Hans"]))
  }

  @Test func aLocaleThatCannotBeReadIsSkippedWithItsError() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let files = FileManager.default
    for name in try files.contentsOfDirectory(atPath: BundledCopy.directory) {
      try files.copyItem(atPath: BundledCopy.directory + "/" + name, toPath: tree.root + "/" + name)
    }
    try tree.write("de.lproj/Primer.strings", "\"primer.title\" = \"Hallo\"\n")
    var session = try Self.session(copy: tree.root)
    session.applyPerforming(.nextLocale)
    #expect(session.view.locale == "es")
    let status = try #require(session.status)
    #expect(status.hasPrefix(tree.root + "/de.lproj/Primer.strings:1:25: error:"))
    #expect(status.hasSuffix("(de skipped)"))
    let foot = try #require(TextRenderer.lines(JourneyView.frame(of: session).buffer).last)
    #expect(foot.contains("Primer.strings:1:25: error:"))
  }
}

/// A status answers the last key at the size the terminal had then; a resize leaves none behind.
@Suite("Status line across a resize")
struct StatusResizeTests {
  @Test func aResizeClearsTheStatusOfTheOldSize() throws {
    var session = try LocaleSwitchTests.session(copy: BundledCopy.directory)
    session.resize(to: Size(width: 120, height: 20))
    session.applyPerforming(.toggleInspector)
    session.applyPerforming(.toggleInspector)
    let status = try #require(session.status)
    #expect(status.contains("this is 120×20"))
    session.resize(to: Size(width: 120, height: 40))
    #expect(session.status == nil)
    #expect(!TextRenderer.text(JourneyView.frame(of: session).buffer).contains("this is 120×20"))
  }
}
