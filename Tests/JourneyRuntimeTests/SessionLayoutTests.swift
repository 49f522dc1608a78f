import ConsentEngine
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// The session lays its screen out once per change in its update; the view paints that layout, and the
/// button model, VoiceOver and the map read the layout, never painted cells.
@Suite("The session's layout")
struct SessionLayoutTests {
  static func entries() throws -> [GalleryEntry] {
    let catalog = try BundledCopy.catalog()
    let definition = JourneySetup.definition(
      try BundledCopy.journey(), catalog: catalog, options: ScenarioOptions())
    return ScreenGallery.entries(definition: definition)
  }

  static func entry(_ name: String) throws -> GalleryEntry {
    try #require(try entries().first { $0.name == name })
  }

  @Test(
    "keys that only move the focus lay nothing out at 500×200; a new locale is laid out once, a seen one not")
  func focusMovesLayNothingOut() throws {
    let catalog = try BundledCopy.catalog()
    let alert = try Self.entry("alert")
    var session = alert.session(
      catalog: catalog, view: ViewOptions(locale: "en"), size: Size(width: 500, height: 200))
    let made = session.layoutCount
    let buttons = session.screenModel().buttons.count
    #expect(buttons >= 2)
    var focused: Set<Int> = []
    for _ in 0..<50 {
      session.apply(.focusNext)
      focused.insert(try #require(session.screenModel().focus))
    }
    session.apply(.focusPrevious)
    session.apply(.scrollDown)  // refused: it all fits
    #expect(focused.count == buttons)
    #expect(session.layoutCount == made)
    let english = session.layout
    session.apply(.setLocale("ja"))
    #expect(session.layoutCount == made + 1)
    #expect(session.layout != english)
    session.apply(.setLocale("en"))
    #expect(session.layoutCount == made + 1)
    #expect(session.layout == english)
  }

  @Test(
    "the session's update makes no Buffer: after keys at 500×200 the session holds display lists, no cells")
  func sessionHoldsNoBuffer() throws {
    let catalog = try BundledCopy.catalog()
    var view = ViewOptions(locale: "en")
    view.textSize = .ax5
    var session = try Self.entry("primer").session(
      catalog: catalog, view: view, size: Size(width: 500, height: 200))
    for command: SessionCommand in [.focusNext, .scrollDown, .nextLocale, .toggleKeys, .pressFocused] {
      session.apply(command)
    }
    #expect(!session.layout.display.isEmpty)
    // The check finds a Buffer where there is one: in a painted frame.
    #expect(Self.holdsBuffer(JourneyView.frame(of: session)))
    // The catalog is copy, not pictures: everything else the session keeps is searched.
    let kept = Mirror(reflecting: session).children.filter { $0.label != "catalog" }
    #expect(!kept.contains { Self.holdsBuffer($0.value) })
  }

  /// True when `value` is a `Buffer` or holds one anywhere inside it.
  static func holdsBuffer(_ value: Any) -> Bool {
    if value is Buffer { return true }
    return Mirror(reflecting: value).children.contains { holdsBuffer($0.value) }
  }

  @Test("a layout does not read the focus or the scroll offset: they are paint inputs")
  func layoutIgnoresFocusAndScroll() throws {
    let catalog = try BundledCopy.catalog()
    for entry in try Self.entries() {
      for textSize in [TextSize.standard, .ax5] {
        let copy = CatalogCopy(catalog: catalog, locale: "en")
        let layouts = [(0, nil), (1, 3), (-1, 40)].map { (focus: Int, scroll: Int?) in
          JourneyRenderer.layout(
            entry.state, context: ScreenContext(copy: copy, focus: focus, textSize: textSize, scroll: scroll),
            device: .standard, showsInspector: true, size: Size(width: 100, height: 34))
        }
        #expect(layouts[0] == layouts[1], "\(entry.name) at \(textSize)")
        #expect(layouts[0] == layouts[2], "\(entry.name) at \(textSize)")
      }
    }
  }

  @Test(
    "the layout's buttons, focus and scroll window are the painted frame's, at every focus; labels are drawn")
  func layoutButtonsArePainted() throws {
    let catalog = try BundledCopy.catalog()
    var checkedLabels = 0
    var scrolled = 0
    for entry in try Self.entries() {
      for textSize in [TextSize.standard, .ax3] {
        var view = ViewOptions(locale: "en")
        view.textSize = textSize
        var session = entry.session(catalog: catalog, view: view, size: Size(width: 100, height: 34))
        let count = session.screenModel().buttons.count
        for _ in 0..<max(1, count) {
          let model = session.screenModel()
          let frame = JourneyView.frame(of: session)
          #expect(model.buttons == frame.buttons, "\(entry.name) at \(textSize)")
          #expect(model.focus == frame.focus, "\(entry.name) at \(textSize)")
          #expect(model.scroll == frame.scroll, "\(entry.name) at \(textSize)")
          if model.scroll?.scrolls == true { scrolled += 1 }
          for button in model.buttons where !button.label.isEmpty && !button.frame.isEmpty {
            let shown = Self.text(in: button.frame, of: frame.buffer)
            guard !shown.contains("…") else { continue }  // cut, and reported as LAYOUT-overflow
            #expect(shown.contains(button.label), "\(entry.name): \(button.label) in “\(shown)”")
            checkedLabels += 1
          }
          session.apply(.focusNext)
        }
      }
    }
    // The checks above must have looked at something: labels drawn and content that scrolls.
    #expect(checkedLabels > 50)
    #expect(scrolled > 0)
  }

  @Test("the review's copy-read log records the keys the layout looks up, laid out in the update")
  func copyReadsAreRecordedByTheLayout() throws {
    let catalog = try BundledCopy.catalog()
    let alert = try Self.entry("alert")
    let log = CopyReadLog()
    let session = alert.arrival(catalog: catalog, locale: "en", copyReads: log)
    #expect(!session.layout.shownKeys.isEmpty)
    #expect(log.recorded.isSuperset(of: Set(session.layout.shownKeys)))
  }

  /// The text of a rect of cells: each row without the pill caps, focus marks, switch and spaces at its
  /// ends, the rows joined by a space.
  static func text(in rect: Rect, of buffer: Buffer) -> String {
    let ends: Set<Character> = ["❯", "❮", "(", ")", " "]
    return (max(rect.y, 0)..<min(rect.maxY, buffer.height)).map { y in
      var row = ""
      for x in max(rect.x, 0)..<min(rect.maxX, buffer.width) where !buffer[x, y].isContinuation {
        row += buffer[x, y].grapheme
      }
      // A Settings row's switch sits at the end of its first row.
      for state in [ToggleRow.State.on, .off] { row = row.replacing(ToggleRow.switchText(state), with: "") }
      while let first = row.first, ends.contains(first) { row.removeFirst() }
      while let last = row.last, ends.contains(last) { row.removeLast() }
      return row
    }.filter { !$0.isEmpty }.joined(separator: " ")
  }
}
