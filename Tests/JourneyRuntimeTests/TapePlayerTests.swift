import ConsentEngine
import JourneyTestSupport
import Testing

@testable import JourneyRuntime

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
}
