import ConsentEngine
import Foundation
import JourneyTestSupport
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

/// `TapePrinter` is the parser's exact inverse: what it prints parses back to the same command, and a line in
/// the printer's own form prints back to itself.
@Suite("Tape printer")
struct TapePrinterTests {
  static let keys: [KeyPress] =
    KeyPress.namedKeys
    + ["l", "?", "#", "\"", "\\", "5", "한", "é", "\u{A0}", "\u{1F600}"].map { KeyPress(typed: $0) }

  static let texts = [
    "허용", "two words", "# not a comment", "say \"hi\"\tnow", "back\\slash", "line\nbreak", "",
  ]

  static let expectations: [TapeExpectation] =
    [
      .screen("primer"), .screen("onboarding-2"), .screen("outcome-denied"), .status("authorized"),
      .npa(true), .npa(false), .finding("UMP-12"), .noFinding("HIG-1-allow"), .event("systemAlertShown"),
      .noEvent("explainerShown"), .appState("inactive"), .consent("obtained"), .consentChoice("refused"),
      .idfa(zero: true), .idfa(zero: false), .idfv(changed: true), .idfv(changed: false),
    ] + texts.flatMap { [TapeExpectation.text($0), .noText($0)] }

  /// One value or more of every command.
  static let commands: [TapeCommand] =
    [
      .launch, .terminate, .background, .foreground, .otherAlert, .interruption(begins: true),
      .interruption(begins: false), .settingsOpen, .settingsApp(on: true), .settingsApp(on: false),
      .settingsGlobalOn, .reinstall, .advance(seconds: 366 * 86_400), .advance(seconds: 90),
      .milestone("firstPuzzleSolved"), .locale("zh-Hans"), .variant("base"), .variant("relevance"),
      .sleep(milliseconds: 1_500), .sleep(milliseconds: 0), .screenshot("primer-ko"),
      .press(.primary), .press(.allow), .press(.deny), .press(.additionalInformation),
      .press(.key("home.feature.action")), .press(.key("CFBundleDisplayName")), .press(.key("homeScreen")),
    ] + GlobalToggleOffChoice.allCases.map { .settingsGlobalOff($0) }
    + keys.flatMap { [TapeCommand.key($0, count: 1), .key($0, count: 3)] }
    + texts.flatMap { [TapeCommand.type($0), .marker($0)] } + expectations.map { .expect($0) }

  /// One value or more of every setting.
  static let settings: [TapeSetting] =
    [
      .locale("ko"), .variant("base"), .pseudo(.accented), .pseudo(nil), .device(.iPhoneSE),
      .inspector(false),
      .inspector(true), .size(width: 100, height: 34), .region(.usRegulated), .country("FR"),
      .os(OSVersion(14, 4)),
      .os(.iOS26), .wiring(.race), .explainerPublished(true), .explainerPublished(false),
      .consentRefresh(.failOnce), .introSheet(true), .restricted(nil), .restricted(.schoolManaged),
      .trackingRequests(false), .usageDescription(false), .usageDescription(true),
      .typingSpeed(milliseconds: 80),
      .title("First run: \"allow\" # 1"),
      .textSize(.ax3), .primer(.afterMilestone("firstPuzzleSolved")), .primer(.afterSessions(3)),
      .primer(.atLaunch), .primer(.onFeature), .explainerOwner(.consentPlatform),
    ] + RaceWinner.allCases.map { .raceWinner($0) } + LaunchRequest.allCases.map { .launchRequest($0) }
    + RequestGuard.allCases.map { .requestGuard($0) }

  @Test("parse(print(c)) == c for every command value")
  func commandsRoundTrip() throws {
    #expect(Self.commands.count > 60)
    for command in Self.commands {
      let line = TapePrinter.line(command)
      let tape = try TapeParser.parse("Launch\n" + line, path: "t.tape")
      #expect(tape.steps.last?.command == command, "\(line)")
      #expect(tape.steps.count == 2, "\(line)")
    }
  }

  @Test("parse(print(s)) == s for every setting, and print(parse(x)) == x for the printed line")
  func settingsRoundTrip() throws {
    for setting in Self.settings {
      let line = TapePrinter.line(setting)
      let tape = try TapeParser.parse(line, path: "t.tape")
      #expect(tape.settings.map(\.setting) == [setting], "\(line)")
      #expect(tape.settings.first.map { TapePrinter.line($0.setting) } == line)
    }
  }

  @Test("print(parse(x)) == x for a line in the printer's form, for every command")
  func linesRoundTrip() throws {
    let lines = Self.commands.map(TapePrinter.line)
    for line in lines {
      let tape = try TapeParser.parse("Launch\n" + line, path: "t.tape")
      #expect(tape.steps.last.map { TapePrinter.line($0.command) } == line)
    }
    #expect(
      lines.contains("Press CFBundleDisplayName") && lines.contains("Key \"#\"")
        && lines.contains("Key Enter 3"))
  }

  @Test("every bundled demo printed again reads back to the same tape")
  func demosReprint() throws {
    let directory = BundledCopy.directory + "/demos"
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
      $0.hasSuffix(".tape")
    }
    #expect(names.count >= 14)
    for name in names {
      let tape = try TapeParser.parse(
        try String(contentsOfFile: directory + "/" + name, encoding: .utf8), path: name)
      let printed = TapePrinter.text(
        settings: tape.settings.map(\.setting), commands: tape.steps.map(\.command))
      let again = try TapeParser.parse(printed, path: name)
      #expect(again.settings.map(\.setting) == tape.settings.map(\.setting), "\(name)")
      #expect(again.steps.map(\.command) == tape.steps.map(\.command), "\(name)")
    }
  }
}
