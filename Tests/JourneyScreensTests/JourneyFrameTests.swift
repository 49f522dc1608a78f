import ConsentEngine
import CopyLint
import Foundation
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit
import Testing

/// The frame around the screens: focus, overlays, overflow, keys, missing copy, size, inspector, help.
@Suite("Journey frame")
struct JourneyFrameTests {
  @Test("text too long for the screen ends in a visible … and a LAYOUT-overflow finding")
  func overflow() throws {
    let long = Array(repeating: "Words that keep going.", count: 80).joined(separator: " ")
    let copy = DictionaryCopy([
      CopyKey("Primer", "primer.title"): "Title", CopyKey("Primer", "primer.body"): long,
      CopyKey("Primer", "primer.action"): "Continue",
    ])
    let frame = JourneyFixtures.render(try JourneyFixtures.state("primer"), copy: copy)
    let finding = try #require(frame.findings.first)
    #expect(finding.rule == "LAYOUT-overflow")
    #expect(finding.ref == CopyKey("Primer", "primer.body"))
    #expect(JourneyFixtures.text(frame).contains("…"))
  }

  @Test("ATT-10: an overlong purpose string overflows inside the alert box, marked and reported")
  func alertOverflow() throws {
    let long = Array(repeating: "Purpose.", count: 200).joined(separator: " ")
    let copy = DictionaryCopy([
      CopyKey("InfoPlist", "CFBundleDisplayName"): "App", CopyKey("System", "alert.title"): "Track “%@”?",
      CopyKey("InfoPlist", "NSUserTrackingUsageDescription"): long,
      CopyKey("System", "alert.deny"): "Ask App Not to Track", CopyKey("System", "alert.allow"): "Allow",
    ])
    let frame = JourneyFixtures.render(try JourneyFixtures.state("alert"), copy: copy)
    let overflow = frame.findings.filter { $0.rule == "LAYOUT-overflow" }
    #expect(overflow.map(\.ref) == [CopyKey("InfoPlist", "NSUserTrackingUsageDescription")])
    #expect(frame.buttons.count == 2)
    let lines = TextRenderer.lines(frame.buffer)
    #expect(lines.contains { $0.contains("…") && $0.contains("│") })
  }

  @Test("showing keys replaces every text by its Table/key")
  func showsKeys() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("primer"), copy: try JourneyFixtures.copy(), showsKeys: true)
    let text = JourneyFixtures.text(frame)
    #expect(text.contains("Primer/primer.title"))
    #expect(text.contains("Primer/primer.action"))
    #expect(!text.contains("A Quick Word About Ads"))
  }

  @Test("a key no table has gives COPY-missing and shows the key")
  func missingKey() throws {
    let copy = DictionaryCopy([
      CopyKey("Primer", "primer.body"): "Body", CopyKey("Primer", "primer.action"): "Go",
    ])
    let frame = JourneyFixtures.render(try JourneyFixtures.state("primer"), copy: copy)
    #expect(frame.findings.map(\.rule) == ["COPY-missing"])
    #expect(frame.findings.first?.ref == CopyKey("Primer", "primer.title"))
    #expect(JourneyFixtures.text(frame).contains("⟦Primer/primer.title⟧"))
  }

  @Test("focus wraps modulo the number of buttons and is drawn on the focused one")
  func focusWraps() throws {
    let state = try JourneyFixtures.state("recovery")
    let copy = try JourneyFixtures.copy()
    #expect(JourneyFixtures.render(state, copy: copy, focus: 2).focus == 0)
    #expect(JourneyFixtures.render(state, copy: copy, focus: 3).focus == 1)
    let last = JourneyFixtures.render(state, copy: copy, focus: -1)
    #expect(last.focus == 1)
    #expect(last.focusedButton?.action == .notNowTapped)
    let row = try #require(last.focusedButton?.frame.y)
    #expect(TextRenderer.lines(last.buffer)[row].contains("❯"))
  }

  @Test("ATT-5: while an overlay is up only its buttons can be pressed; the app behind is dimmed")
  func overlayButtonsOnly() throws {
    let state = try JourneyFixtures.state("alert")
    let frame = JourneyFixtures.render(state, copy: try JourneyFixtures.copy(), focus: 5)
    #expect(frame.buttons.allSatisfy { if case .alertAnswered = $0.action { true } else { false } })
    #expect(!JourneyFixtures.text(frame).contains("❯               Continue"))
    let content = try #require(Device.standard.layoutPhone(in: JourneyFixtures.phoneSize)).content
    #expect(frame.buffer[content.x, content.y].style.role == .dimmedBackdrop)
  }

  @Test("below the compact phone: requiredSize and an enlarge message naming this size and both sizes")
  func tooSmall() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("primer"), copy: try JourneyFixtures.copy(), size: Size(width: 40, height: 12)
    )
    #expect(frame.requiredSize == PhoneLayout.compactMinimumSize(for: .standard))
    #expect(frame.buttons.isEmpty)
    let text = JourneyFixtures.text(frame).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    .joined(separator: " ")
    #expect(text.contains("enlarge the terminal to at least 44×18"))
    #expect(text.contains("this is 40×12"))
    #expect(text.contains("80×30 shows the full layout"))
  }

  @Test("ATT-1, UMP-9: the inspector shows status with raw value, IDFA, npa and findings with rule ids")
  func inspector() throws {
    let state = try JourneyFixtures.state("crashed")
    let frame = JourneyFixtures.render(
      state, copy: try JourneyFixtures.copy(), inspector: true,
      events: try JourneyFixtures.events(of: "crashed"))
    let text = JourneyFixtures.text(frame)
    #expect(text.contains("notDetermined (0)"))
    #expect(text.contains("00000000-0000-0000-"))
    #expect(text.contains("npa      1"))
    #expect(text.contains("ATT-9"))
    #expect(text.contains("crashReported"))
    #expect(text.contains("reason=missingUsage"))  // broken between words: the panel is 31 columns
    #expect(text.contains("NSUserTrackingUsageDescription"))
    let authorized = JourneyFixtures.text(
      JourneyFixtures.render(
        try JourneyFixtures.state("outcome-authorized"), copy: try JourneyFixtures.copy(), inspector: true))
    #expect(authorized.contains("authorized (3)"))
  }

  @Test("the inspector lists this frame's layout findings")
  func inspectorLayoutFindings() throws {
    let copy = DictionaryCopy([
      CopyKey("Primer", "primer.body"): "Body", CopyKey("Primer", "primer.action"): "Go",
    ])
    let frame = JourneyFixtures.render(try JourneyFixtures.state("primer"), copy: copy, inspector: true)
    let panel = try #require(
      Device.standard.layoutPhone(in: JourneyFixtures.wideSize, showsInspector: true)?.inspector)
    let text = (panel.y..<panel.maxY).map { y in
      (panel.x..<panel.maxX).map { frame.buffer[$0, y].grapheme }.joined()
    }.joined(separator: "\n")
    #expect(text.contains("COPY-missing"))
    #expect(text.contains("Primer/primer.title"))
  }

  @Test("help lists every key of the front end")
  func help() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("primer"), copy: try JourneyFixtures.copy(), help: true)
    let rows = TextRenderer.lines(frame.buffer).map { $0.trimmingPrefix(while: { $0 == " " }) }
    for key in KeyBindings.all.map({ (binding: KeyBinding) in binding.label }) {
      #expect(rows.contains { $0.hasPrefix("│ " + key) }, "help has no row for \(key)")
    }
  }

  @Test("the gallery covers every screen and overlay, and uses every English key")
  func galleryCoverage() throws {
    let states = JourneyFixtures.gallery.map(\.state)
    #expect(Set(JourneyFixtures.gallery.map(\.name)).count == states.count)
    for overlay: SystemOverlay in [
      .trackingPrompt(.classicAlert), .otherPermissionAlert, .appToggleConfirmation,
      .globalToggleOffConfirmation,
    ] {
      #expect(states.contains { $0.overlay == overlay }, "no gallery state shows \(overlay)")
    }
    for screen: PhoneScreen in [
      .springboard, .introSheet, .consentForm, .consentOptions, .explainer, .primer, .home, .feature,
      .recovery,
      .outcome(.authorized),
      .outcome(.denied), .outcome(.restricted), .additionalInformation, .settingsTracking, .settingsApp,
      .crashed(.missingUsageDescription),
    ] {
      #expect(states.contains { $0.screen == screen }, "no gallery state shows \(screen)")
    }
    let used = ScreenGallery.usedKeys(
      definition: try JourneyFixtures.definition.get(), catalog: try JourneyFixtures.catalog.get())
    // The Demos table's captions are shown by the demo tapes, not by a screen (DemoCaptionPlaybackTests).
    let unused = try JourneyFixtures.catalog.get().developmentKeys.subtracting(used).filter {
      $0.table != "Demos"
    }
    #expect(unused.isEmpty, "keys no screen shows: \(unused.sorted())")
  }

  @Test("every locale has every key the screens show, and no key goes unshown")
  func copyLintsClean() throws {
    let catalog = try JourneyFixtures.catalog.get()
    let used = ScreenGallery.usedKeys(
      definition: try JourneyFixtures.definition.get(), catalog: try JourneyFixtures.catalog.get())
    let findings = CopyLinter.lint(catalog, usedKeys: used)
    let keyRules: Set<String> = [
      "COPY-missing", "COPY-unused", "COPY-extra", "COPY-placeholder", "COPY-control",
    ]
    let problems = findings.filter { keyRules.contains($0.ruleID) && $0.table != "Demos" }
    #expect(problems.isEmpty, "\(problems.map { "\($0.ruleID) \($0.file):\($0.line) \($0.key ?? "")" })")
  }
}
