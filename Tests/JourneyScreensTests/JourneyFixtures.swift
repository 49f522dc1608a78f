import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit

/// The shipped copy and small helpers shared by the journey screen tests.
enum JourneyFixtures {
  /// The repository's `copy/` folder, found from this file.
  static let copyDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("copy").path

  /// The shipped copy, loaded once.
  static let catalog: Result<CopyCatalog, any Error> = Result {
    try CopyCatalog.load(directory: copyDirectory)
  }

  /// The phone alone: the default device's frame size.
  static let phoneSize = PhoneLayout.minimumSize(for: .standard)

  /// Phone plus inspector.
  static let wideSize = PhoneLayout.minimumSizeWithInspector(for: .standard)

  /// The shipped `journey.json`, in engine terms.
  static let definition: Result<JourneyDefinition, any Error> = Result {
    let file = try JourneyFile.load(path: copyDirectory + "/journey.json")
    return JourneySetup.definition(
      file, catalog: try JourneyFixtures.catalog.get(), options: ScenarioOptions())
  }

  /// The gallery of the shipped journey, built once.
  static let gallery = (try? definition.get()).map { ScreenGallery.entries(definition: $0) } ?? []

  /// A gallery state by name.
  static func state(_ name: String) throws -> ConsentState { try entry(name).state }

  /// The events the gallery's walk to a state logged, for the inspector.
  static func events(of name: String) throws -> [Event] { try entry(name).events }

  /// The gallery entry of that name.
  static func entry(_ name: String) throws -> GalleryEntry {
    guard let entry = gallery.first(where: { $0.name == name }) else { throw FixtureError.noEntry(name) }
    return entry
  }

  /// Copy from the shipped tables in a locale, optionally pseudo-localized.
  static func copy(_ locale: String = "en", pseudo: PseudoLocale? = nil) throws -> CatalogCopy {
    CatalogCopy(catalog: try catalog.get(), locale: locale, pseudo: pseudo)
  }

  /// Renders a state with the phone only (or with inspector / help).
  static func render(
    _ state: ConsentState, copy: any CopyProvider, focus: Int = 0, showsKeys: Bool = false,
    inspector: Bool = false, help: Bool = false, size: Size? = nil, textSize: TextSize = .standard,
    scroll: Int? = nil, events: [Event] = []
  ) -> RenderedFrame {
    JourneyRenderer.render(
      state,
      context: ScreenContext(
        copy: copy, showsKeys: showsKeys, focus: focus, textSize: textSize, scroll: scroll),
      chrome: Chrome(
        showsInspector: inspector, showsHelp: help,
        helpLines: KeyBindings.helpLines, events: events),
      size: size ?? (inspector ? wideSize : phoneSize))
  }

  /// The frame's text.
  static func text(_ frame: RenderedFrame) -> String { TextRenderer.text(frame.buffer) }

  /// A lookup failure in the fixtures.
  enum FixtureError: Error {
    /// No gallery entry has this name.
    case noEntry(String)
    /// Replaying the gallery's actions did not reach its state.
    case replayDiffers(String)
  }
}
