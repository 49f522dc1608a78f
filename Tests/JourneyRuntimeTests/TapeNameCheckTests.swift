import ConsentEngine
import JourneyTestSupport
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

/// A check cannot pass by a typo: events, screens, rule ids, buttons and setting values are checked when
/// the tape is read (exit 65), with "did you mean"; and a line that cannot act fails its line.
@Suite("Tape names are checked when the tape is read")
struct TapeNameCheckTests {
  private func error(_ text: String) -> String {
    do {
      let tape = try TapeParser.parse(text, path: "t.tape")
      _ = try TapePlayer(tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog())
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test("negative checks validate their names: an unknown event or rule id is an error, not a pass")
  func negativeChecks() {
    #expect(
      error("Launch\nExpect no-event bogusEvent")
        .hasPrefix(
          "t.tape:2:17: error: 'Expect no-event' does not take 'bogusEvent'; expected one of "
            + "\(EventKind.names.count) names"))
    #expect(error("Launch\nExpect no-event explainrShown").contains("did you mean 'explainerShown'?"))
    #expect(
      error("Launch\nExpect no-finding HIG-99").hasPrefix(
        "t.tape:2:19: error: 'Expect no-finding' does not take 'HIG-99'"))
    #expect(error("Launch\nExpect finding UMP12").contains("did you mean 'UMP-12'?"))
    #expect(
      error("Launch\nExpect no-event explainerShown\nExpect no-finding UMP-12\nExpect finding HIG-1-allow")
        == "no error")
  }

  @Test("screen names: a misspelt screen is an unknown name, not a failed check")
  func screens() {
    #expect(
      error("Launch\nExpect screen primr").hasPrefix(
        "t.tape:2:15: error: 'Expect screen' does not take 'primr'; did you mean 'primer'?"))
    for name in ["onboarding-3", "outcome-authorized", "globalOffConfirmation", "settings", "sheet"] {
      #expect(error("Expect screen \(name)") == "no error", "\(name)")
    }
    for name in ["onboarding-0", "onboarding-x", "outcome-maybe", "Primer"] {
      #expect(error("Expect screen \(name)").contains("does not take"), "\(name)")
    }
  }

  @Test("buttons: a key no button has is an error before anything plays, with the nearest role or key")
  func buttons() {
    #expect(error("Launch\nPress alow").contains("did you mean 'allow'?"))
    #expect(error("Launch\nPress home.feature.actoin").contains("did you mean 'home.feature.action'?"))
    #expect(error("Launch\nPress banana").hasPrefix("t.tape:2:7: error: 'Press' does not take 'banana'"))
    #expect(error("Launch\nPress CFBundleDisplayName\nPress homeScreen") == "no error")
  }

  @Test("setting values: device, text size, race timing and OS version are checked with a suggestion")
  func settingValues() {
    #expect(error("Set Device iphone-16").contains("did you mean 'iphone-15'?"))
    #expect(error("Set TextSize AX6").hasPrefix("t.tape:1:14: error: 'Set TextSize' does not take 'AX6'"))
    #expect(error("Set RaceWinner app-then-explainr").contains("did you mean 'app-then-explainer'?"))
    #expect(error("Set OS 13.7") == "no error")
    #expect(
      error("Set OS 25").hasPrefix(
        "t.tape:1:8: error: 'Set OS' does not take '25'; expected a modelled iOS version (12–18, 26 or 27"
      ))
  }

  @Test("a line that cannot act fails its line with the reason (ATT-6)")
  func lineThatCannotAct() throws {
    let tape = try TapeParser.parse("OtherAlert\nLaunch", path: "t.tape")
    var player = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog())
    #expect {
      try player.play()
    } throws: { error in
      (error as? PlaybackFailure)?.description
        == "t.tape:1: expected ‘OtherAlert’ to act here, got it cannot: the app is not running · Enter opens it"
    }
  }

  @Test("a key that cannot act is kept, as in the walk")
  func keysNeverFail() throws {
    let tape = try TapeParser.parse("Key a\nKey x\nLaunch\nExpect screen onboarding-1", path: "t.tape")
    var player = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog())
    try player.play()
    #expect(player.session.state.screen == .onboarding(step: 0))
  }
}
