import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit
import Testing

/// What the screens draw at the edges: pseudo-locales and the app's name, focus marks, the global-off
/// question, Korean and Japanese titles at large text sizes, the inspector in small and wide terminals.
@Suite("Screen polish")
struct ScreenPolishTests {
  static let appName = "Daily Grid"

  @Test("pseudo double never doubles the app's display name: icon, hint, alert title, every screen")
  func doubleKeepsTheNameSingle() throws {
    let copy = try JourneyFixtures.copy(pseudo: .double)
    #expect(copy.text(CatalogCopy.displayName, arguments: []).text == Self.appName)
    #expect(ScreenContext(copy: copy).appName == Self.appName)
    // The title is doubled around the name, which appears once.
    let title = copy.text(CopyKey("System", "alert.title"), arguments: [Self.appName]).text
    #expect(title.components(separatedBy: Self.appName).count == 2)
    #expect(
      title.count > 2 * "Allow “” to track your activity across other companies’ apps and websites?".count)
    for entry in JourneyFixtures.gallery {
      let frame = JourneyFixtures.render(entry.state, copy: copy)
      let text = TextRenderer.lines(frame.buffer).joined(separator: " ")
      #expect(!text.contains("Daily Grid Daily Grid"), "\(entry.name)")
      #expect(!text.contains("Grid Daily"), "\(entry.name)")
    }
    let springboard = JourneyFixtures.render(try JourneyFixtures.state("springboard"), copy: copy)
    let hint = try #require(TextRenderer.lines(springboard.buffer).first { $0.contains("Enter: open") })
    #expect(hint.contains("Enter: open Daily Grid "))
  }

  @Test(
    "focus marks keep a space from the label on every screen", arguments: ["en", "ko", "ja", "fr", "de"])
  func focusMarksKeepASpace(_ locale: String) throws {
    let copy = try JourneyFixtures.copy(locale)
    var seen = 0
    for entry in JourneyFixtures.gallery {
      for focus in 0..<3 {
        let frame = JourneyFixtures.render(entry.state, copy: copy, focus: focus)
        for line in TextRenderer.lines(frame.buffer) {
          let characters = Array(line)
          for (index, character) in characters.enumerated() {
            if character == "❯", index + 1 < characters.count {
              seen += 1
              // The app icon's mark sits against the icon's border, not a label.
              #expect(characters[index + 1] == " " || characters[index + 1] == "│", "\(entry.name): \(line)")
            }
            if character == "❮", index > 0 {
              #expect(characters[index - 1] == " " || characters[index - 1] == "│", "\(entry.name): \(line)")
            }
          }
        }
      }
    }
    #expect(seen > JourneyFixtures.gallery.count)
  }

  @Test("the notification alert's two short buttons sit side by side with spaced focus marks")
  func sideBySideButtons() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("other-alert"), copy: try JourneyFixtures.copy())
    let row = try #require(TextRenderer.lines(frame.buffer).first { $0.contains("Don’t Allow") })
    #expect(row.contains("❯ Don’t Allow ❮"))
    // Both buttons in one row, split by the divider.
    #expect(row.contains("❯ Don’t Allow ❮│") && row.components(separatedBy: "Allow").count == 3)
  }

  @Test("ATT-14: the global-off confirmation's title is iOS's question, in every locale")
  func globalOffAsksAQuestion() throws {
    let catalog = try JourneyFixtures.catalog.get()
    let key = CopyKey("System", "settings.globalOff.message")
    #expect(catalog.locales.count >= 7)
    for locale in catalog.locales {
      let found = try #require(catalog.lookup(key, in: CopyLayer(locale: locale)))
      #expect(!found.isFallback, "\(locale)")
      let question = found.value.trimmingCharacters(in: .whitespaces)
      #expect(question.hasSuffix("?") || question.hasSuffix("？"), "\(locale): \(question)")
      let frame = JourneyFixtures.render(
        try JourneyFixtures.state("global-off-confirmation"),
        copy: CatalogCopy(catalog: catalog, locale: locale))
      #expect(frame.findings.isEmpty, "\(locale): \(frame.findings.map(\.message))")
      // Drawn as the sheet's title: bold, in the alert title's style.
      let titleCells = frame.buffer.cells.filter { $0.style.role == .systemAlertTitle && $0.style.bold }
      #expect(!titleCells.isEmpty, "\(locale)")
    }
  }

  @Test("ko at AX5: the alert title breaks only at spaces, 추적하도록 stays whole")
  func koreanAtAX5() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("alert"), copy: try JourneyFixtures.copy("ko"), textSize: .ax5,
      scroll: 6)
    let text = TextRenderer.lines(frame.buffer).joined(separator: "\n")
    #expect(text.contains("추적하도록"))
    #expect(!text.contains("추적하도\n"))
  }

  @Test("ja: no title ends on a line holding only か? (kinsoku: the character before comes along)")
  func japaneseTitleKeepsTheQuestionTogether() throws {
    let copy = try JourneyFixtures.copy("ja")
    for size in [TextSize.large, .xxxLarge, .ax3] {
      for scroll in [0, 4, 8, 12, 16] {
        let frame = JourneyFixtures.render(
          try JourneyFixtures.state("alert"), copy: copy, textSize: size, scroll: scroll)
        for line in TextRenderer.lines(frame.buffer) {
          let inner = line.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
          #expect(!inner.contains("か?") && !inner.contains("?"), "\(size): \(line)")
        }
      }
    }
  }

  @Test("the inspector grows with the terminal: at 120×40 an identifier fits one row")
  func inspectorGrows() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("primer"), copy: try JourneyFixtures.copy(), inspector: true,
      size: Size(width: 120, height: 40))
    let lines = TextRenderer.lines(frame.buffer)
    #expect(lines.contains { $0.contains("IDFA     00000000-0000-0000-0000-000000000000") })
    let border = try #require(lines.first { $0.contains("┌") })
    let width = border.split(separator: "┌").last.map { $0.prefix { $0 != "┐" }.count + 2 } ?? 0
    #expect(width == PhoneLayout.maximumInspectorWidth)
  }

  @Test("at 80×24 the inspector keeps findings and cuts with a visible …, never silently")
  func shortInspectorCutsVisibly() throws {
    var chrome = Chrome(showsInspector: true, helpLines: KeyBindings.helpLines)
    chrome.variant = "relevance"
    chrome.pseudo = "accented"
    let findings = (1...3).map {
      LayoutFinding(
        rule: "LAYOUT-overflow", ref: CopyKey("Primer", "primer.title"),
        message: "Primer/primer.title needs \($0) more line(s) than its box has: “a long cut text”")
    }
    chrome.copyFindings = [CopyKey("Primer", "primer.title"): findings]
    chrome.events = try JourneyFixtures.events(of: "primer")
    let frame = JourneyRenderer.render(
      try JourneyFixtures.state("primer"),
      context: ScreenContext(copy: try JourneyFixtures.copy(), textSize: .ax5), chrome: chrome,
      size: Size(width: 80, height: 24))
    let panel = TextRenderer.lines(frame.buffer).map { String($0.dropFirst(46)) }
    let inner = panel.dropFirst().dropLast(2)
    #expect(panel.contains { $0.contains("FINDINGS") })
    #expect(panel.contains { $0.contains("• LAYOUT-overflow") })
    // Identifiers take one row each, cut with …, to leave rows for the findings.
    #expect(panel.contains { $0.contains("IDFA     00000000-0000-0000-") && $0.contains("…") })
    // The latest event stays, on one row: its attributes, if they do not fit, end in ….
    let events = try #require(panel.firstIndex { $0.contains("EVENTS") })
    let findingsRow = try #require(panel.firstIndex { $0.contains("FINDINGS") })
    #expect(findingsRow - events >= 2, "\(panel.joined(separator: "\n"))")
    // Whatever does not fit ends in … on the panel's last row.
    let last = try #require(inner.last)
    #expect(last.contains("…"), "\(panel.joined(separator: "\n"))")
  }
}
