import ConsentEngine
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// The gallery's pictures are the session's: each screen is a script of session commands.
@Suite("Screen gallery through the session")
struct ScreenGalleryTests {
  static func entries() throws -> [GalleryEntry] {
    let catalog = try BundledCopy.catalog()
    let definition = JourneySetup.definition(
      try BundledCopy.journey(), catalog: catalog, options: ScenarioOptions())
    return ScreenGallery.entries(definition: definition)
  }

  @Test("every command of every gallery script acts, and the names are unique")
  func scriptsAct() throws {
    let entries = try Self.entries()
    #expect(entries.count > 20)
    for entry in entries {
      #expect(entry.refusals.isEmpty, "\(entry.name): \(entry.refusals)")
      #expect(entry.script.isEmpty == (entry.name == "springboard"), "\(entry.name)")
    }
    #expect(Set(entries.map(\.name)).count == entries.count)
  }

  @Test("a gallery phone is the walk's frame: the same script through a session draws the same cells")
  func phoneIsTheWalksFrame() throws {
    let catalog = try BundledCopy.catalog()
    let primer = try #require(try Self.entries().first { $0.name == "primer" })
    #expect(primer.state.screen == .primer)
    let shown = primer.phone(catalog: catalog, locale: "ko", textSize: .ax1)
    var view = ViewOptions(locale: "ko")
    view.showsInspector = false
    view.textSize = .ax1
    var walk = JourneySession(
      state: primer.start, view: view, catalog: catalog, size: PhoneLayout.minimumSize(for: .standard))
    for command in primer.script { walk.applyPerforming(command) }
    let walked = JourneyView.frame(of: walk)
    #expect(shown.frame.buffer == walked.buffer)
    #expect(TextRenderer.text(walked.buffer).contains("계속"))
    #expect(shown.session.state == walk.state)
  }

  @Test("the review's copy-read log lists keys a frame looks up without showing them")
  func copyReads() throws {
    let catalog = try BundledCopy.catalog()
    let alert = try #require(try Self.entries().first { $0.name == "alert" })
    let log = CopyReadLog()
    let shown = alert.phone(catalog: catalog, locale: "en", copyReads: log)
    #expect(!shown.frame.shownKeys.isEmpty)
    #expect(log.recorded.isSuperset(of: Set(shown.frame.shownKeys)))
    #expect(log.recorded.contains(CopyKey("InfoPlist", "CFBundleDisplayName")))
  }
}
