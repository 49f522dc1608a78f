import ConsentEngine
import JourneyScreens
import JourneyTestSupport
import TerminalKit
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

/// `--present`: the phone alone, with nothing of the tool in or beside it.
@Suite("Presentation")
struct PresentationTests {
  /// Words and marks only the tool draws: the inspector, hints, status, focus, the tool's notes.
  static let toolMarks = [
    "INSPECTOR", "EVENTS", "FINDINGS", "? keys", "q quit", "Enter:", "❯", "❮", "▶", "│ ◀", "unverified",
    "ATT-12", "ATT-9", "Control Centre", "Home Screen", "inspector needs", "· Esc",
  ]

  private func presented(_ entry: GalleryEntry, locale: String, as presentation: Presentation = .picture)
    throws -> RenderedFrame
  {
    var view = ViewOptions(locale: locale)
    view.presentation = presentation
    view.lintsCopy = false
    let session = entry.session(
      catalog: try BundledCopy.catalog(), view: view, size: Presentation.frameSize(for: .standard))
    return JourneyView.frame(of: session)
  }

  @Test("a presented picture of every gallery screen, in every locale, shows nothing of the tool")
  func noToolInAnyPresentedScreen() throws {
    let catalog = try BundledCopy.catalog()
    var checked = 0
    // Everyday runs check English, Korean and Japanese; a soak run every locale.
    let locales = Soak.cases(
      ["en", "ko", "ja"] + catalog.locales.filter { !["en", "ko", "ja"].contains($0) }, everyday: 3)
    for locale in locales {
      for entry in try ScreenGalleryTests.entries() {
        let text = TextRenderer.text(try presented(entry, locale: locale).buffer)
        for mark in Self.toolMarks {
          #expect(!text.contains(mark), "\(entry.name) in \(locale) shows \(mark)")
        }
        checked += 1
      }
    }
    #expect(checked >= locales.count * 20)
  }

  @Test("the tool view does show those marks, so the check above can fail")
  func theToolViewShowsThem() throws {
    let entry = try #require(try ScreenGalleryTests.entries().first { $0.name == "springboard" })
    var view = ViewOptions(locale: "en")
    view.lintsCopy = false
    let session = entry.session(
      catalog: try BundledCopy.catalog(), view: view, size: Size(width: 100, height: 34))
    let text = TextRenderer.text(JourneyView.frame(of: session).buffer)
    #expect(text.contains("INSPECTOR"))
    #expect(text.contains("? keys"))
    #expect(text.contains("❯"))
  }

  @Test("a picture draws no button focused; the walk marks the focus outside the border")
  func focusIsNotDrawnInPictures() throws {
    let alert = try #require(try ScreenGalleryTests.entries().first { $0.name == "alert" })
    let picture = TextRenderer.text(try presented(alert, locale: "en").buffer)
    #expect(!picture.contains("❯") && !picture.contains("▶"))
    let walk = try presented(alert, locale: "en", as: .presented)
    let rows = TextRenderer.text(walk.buffer).split(separator: "\n", omittingEmptySubsequences: false)
    let focused = try #require(walk.focus.map { walk.buttons[$0].frame })
    let row = String(rows[focused.y + (focused.height - 1) / 2])
    #expect(row.hasPrefix("▶ "), "mark left of the border: \(row)")
    #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix("◀"), "mark right of the border: \(row)")
    #expect(rows.filter { $0.contains("▶") }.count == 1)
  }

  @Test("a presented phone is the phone's own size, with the caption's rows under it")
  func presentedSize() {
    for device in Device.all {
      let size = Presentation.frameSize(for: device)
      #expect(size.width == device.frameSize.width + 4)
      #expect(size.height == device.frameSize.height + Presentation.captionRows)
    }
  }

  @Test("play --present records the phone alone at its own size, whatever Set Size says")
  func playedTapeIsPresented() throws {
    let tape = try TapeParser.parse(
      "Set Size 100x34\nSet Locale ko\nLaunch\nKey Tab\nKey x\nPress primary\nPress primary\nPress primary\nPress primary\nPress allow\n",
      path: "t.tape")
    var overrides = ScenarioOptions()
    overrides.presentation = .picture
    var player = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(), overrides: overrides
    )
    try player.play()
    #expect(player.session.state.trackingStatus == .authorized)
    for frame in player.frames {
      #expect(frame.buffer.width == 48 && frame.buffer.height == 33)
      let text = TextRenderer.text(frame.buffer)
      for mark in Self.toolMarks { #expect(!text.contains(mark), "frame shows \(mark)") }
      // The refused key (x) left no status line in any frame.
      #expect(!text.contains("not a key here"))
    }
  }

  @Test("i on a presented walk refuses, and says why in the status the driver turns into a bell")
  func inspectorKeyRefuses() throws {
    let entry = try #require(try ScreenGalleryTests.entries().first { $0.name == "springboard" })
    var view = ViewOptions(locale: "en")
    view.presentation = .presented
    var session = entry.session(
      catalog: try BundledCopy.catalog(), view: view, size: Size(width: 100, height: 40))
    let outcome = session.apply(.toggleInspector)
    #expect(outcome.refusal == SilentCommand.presentingPhoneAlone)
    #expect(
      !TextRenderer.text(JourneyView.frame(of: session).buffer).contains(SilentCommand.presentingPhoneAlone))
  }
}
