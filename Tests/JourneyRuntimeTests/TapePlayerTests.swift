import ConsentEngine
import JourneyTestSupport
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

@Suite("Tape player")
struct TapePlayerTests {
  private func play(_ text: String, overrides: ScenarioOptions = ScenarioOptions()) throws -> TapePlayer {
    let tape = try TapeParser.parse(text, path: "t.tape")
    var player = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(), overrides: overrides
    )
    try player.play()
    return player
  }

  @Test("First run allow: onboarding, primer, alert, authorized (ATT-3, ATT-11)")
  func firstRunAllow() throws {
    let player = try play(
      """
      Launch
      Press primary 
      Press primary
      Press primary
      Expect screen primer
      Press primary
      Expect screen alert
      Expect app-state inactive
      Press allow
      Expect status authorized
      Expect idfa nonzero
      Expect npa false
      """.replacingOccurrences(of: " \n", with: "\n"))
    #expect(player.session.state.trackingStatus == .authorized)
    #expect(player.frames.count > 3)
  }

  @Test func failedExpectationNamesTheLine() throws {
    #expect {
      _ = try play("Launch\nExpect status authorized")
    } throws: { error in
      (error as? PlaybackFailure)?.description == "t.tape:2: expected status authorized, got notDetermined"
    }
  }

  @Test func pressingAMissingButtonFails() throws {
    #expect {
      _ = try play("Launch\nPress allow")
    } throws: { error in
      (error as? PlaybackFailure)?.description.hasPrefix(
        "t.tape:2: expected a button allow on screen onboarding-1")
        == true
    }
  }

  @Test func unknownLocaleIsATapeErrorBeforeAnythingRuns() throws {
    #expect {
      _ = try play("Set Locale xx\nLaunch")
    } throws: { error in
      (error as? TapeError)?.description.hasPrefix("t.tape:1:12: error: unknown locale 'xx'") == true
    }
  }

  @Test func twoRunsAreByteIdentical() throws {
    let text = "Set Locale ko\nLaunch\nKey Enter 3\nMarker \"primer\"\nPress primary\nSleep 1s\nPress deny\n"
    let first = try play(text)
    let second = try play(text)
    #expect(PlaybackRecording.cast(of: first).text == PlaybackRecording.cast(of: second).text)
    #expect(PlaybackRecording.frames(of: first) == PlaybackRecording.frames(of: second))
    #expect(PlaybackRecording.cast(of: first).lines.contains { $0.contains(#""m", "primer""#) })
  }

  @Test func overridesReplaceTheTapesLocale() throws {
    var overrides = ScenarioOptions()
    overrides.locale = "ja"
    let player = try play("Set Locale ko\nLaunch", overrides: overrides)
    #expect(player.session.view.locale == "ja")
  }

  @Test(
    "a recording keeps at most 4 million cells of distinct frames; --state-json alone keeps none and plays on"
  )
  func keptFramesAreCapped() throws {
    // 40 frames of 500×200 fill the cap: the start, Launch, then every locale switch draws a new frame.
    let tape = try TapeParser.parse("Set Size 500x200\nLaunch\nKey l 60\n", path: "t.tape")
    var recording = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog())
    do {
      try recording.play()
      Issue.record("the recording went past the cap")
    } catch {
      #expect(error.location.line == 3)
      #expect(
        error.description.contains(
          "at most 40 distinct frames at 500×200 for a recording (the cap on its memory)"), "\(error)")
    }
    #expect(recording.frames.count == 40)
    var stateOnly = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(), keepingFrames: false
    )
    try stateOnly.play()
    #expect(stateOnly.frames.count == 1)
  }

  @Test("a screen shown again a moment later is not composed again, and shows the same cells as composing it")
  func screensShownAgainAreNotComposedAgain() throws {
    // `l` cycles the 7 bundled locales: after the first round every screen is one drawn a moment ago.
    let tape = try TapeParser.parse("Set Size 500x200\nLaunch\nKey l 700\nKey tab 300\n", path: "t.tape")
    var player = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(), keepingFrames: false
    )
    try player.play()
    let cells = 500 * 200
    #expect(player.composedCells % cells == 0)
    #expect(player.composedCells / cells <= 2 + 7 + 2, "composed \(player.composedCells / cells) frames")
    #expect(player.session.view.locale == "en")
    #expect(player.frames.last?.buffer == JourneyView.frame(of: player.session).buffer)
  }

  @Test("a tape whose every input shows a new screen stops at the work cap, at the line past it, naming it")
  func newScreensAreCapped() throws {
    // Each Background and Foreground logs events, so every frame is a new screen.
    let text = "Launch\n" + String(repeating: "Background\nForeground\n", count: 10)
    var player = try TapePlayer(
      tape: try TapeParser.parse(text, path: "t.tape"), journey: try BundledCopy.journey(),
      catalog: try BundledCopy.catalog(), keepingFrames: false)
    player.workCap = 12 * 100 * 34
    do {
      try player.play()
      Issue.record("the tape went past the work cap")
    } catch {
      // The start and Launch are two screens; lines 2 to 11 are ten more; line 12 is the thirteenth.
      #expect(error.location.line == 12)
      #expect(
        error.description
          == "t.tape:12: expected at most 12 new screens at 100×34 (the cap on a tape's work: 40800 cells "
          + "composed; a screen shown again a moment later costs none), got a new screen past it; a smaller "
          + "Set Size allows more")
    }
    #expect(player.composedCells == 13 * 100 * 34)
  }

  @Test("the locales of --all-locales and the gallery share the cap on kept frames, and the error says so")
  func allLocalesShareTheKeptFrames() throws {
    // 4 000 000 cells shared by 7 recordings: 571 428 each, 5 frames of 500×200.
    let tape = try TapeParser.parse("Set Size 500x200\nLaunch\nKey l 10\n", path: "t.tape")
    var recording = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(),
      sharingKeptFramesBy: 7)
    do {
      try recording.play()
      Issue.record("the recording went past its share of the cap")
    } catch {
      #expect(
        error.description.contains(
          "at most 5 distinct frames at 500×200 for a recording (the cap on its memory, shared by the 7 "
            + "locales it is played in)"), "\(error)")
    }
    #expect(recording.frames.count == 5)
  }
}
