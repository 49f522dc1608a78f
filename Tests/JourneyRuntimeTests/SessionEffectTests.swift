import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// The session's update only decides: what needs doing outside comes back as effects, and nothing changes
/// until a driver gives back the result.
@Suite("The session's effects, performed by a driver")
struct SessionEffectTests {
  /// A session of a freshly installed app on a copy of the bundled copy, read lazily, in its own folder.
  static func lazySession(in tree: TemporaryTree) throws -> JourneySession {
    let files = FileManager.default
    for name in try files.contentsOfDirectory(atPath: BundledCopy.directory) {
      try files.copyItem(atPath: BundledCopy.directory + "/" + name, toPath: tree.root + "/" + name)
    }
    return try LocaleSwitchTests.session(copy: tree.root)
  }

  /// A session that walked a gallery entry's script through the test driver, which records every effect.
  static func driven(_ name: String) throws -> SessionTestDriver {
    let journey = try BundledCopy.journey()
    let catalog = try BundledCopy.catalog()
    let fresh = JourneySetup.session(
      journey, catalog: catalog, options: ScenarioOptions(), size: Size(width: 100, height: 34))
    let entry = try #require(
      ScreenGallery.entries(definition: fresh.state.definition).first { $0.name == name })
    var view = fresh.view
    view.lintsCopy = false
    var driver = SessionTestDriver(
      JourneySession(state: entry.start, view: view, catalog: catalog, size: fresh.size))
    for command in entry.script { #expect(driver.apply(command).refusal == nil, "\(name): \(command)") }
    return driver
  }

  @Test("a locale switch asks for its tables and changes nothing until the driver gives them back")
  func localeSwitchWaitsForItsTables() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    var session = try Self.lazySession(in: tree)
    let spanish = try session.catalog.reading(locale: "es")
    // With the folder gone, an update that read a file would fail: this one reads none.
    tree.remove()
    let before = session
    let outcome = session.apply(.nextLocale)
    #expect(outcome == CommandOutcome(effects: [.readLocaleTables("de")]))
    #expect(session.view == before.view)
    #expect(session.catalog == before.catalog)
    #expect(session.status == nil)

    let failed = session.receive(
      .localeTablesFailed(locale: "de", message: "de.lproj/Primer.strings:1:25: error: gone"))
    #expect(failed == CommandOutcome(effects: [.readLocaleTables("es")]))
    #expect(session.view.locale == "en")

    let read = session.receive(.localeTablesRead(spanish))
    #expect(read.effects.isEmpty)
    #expect(session.view.locale == "es")
    #expect(session.status == "de.lproj/Primer.strings:1:25: error: gone (de skipped)")
    #expect(!session.catalog.unreadLocales.contains("es"))
  }

  @Test("a locale whose tables are read shows at once, without an effect")
  func aReadLocaleNeedsNoEffect() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    var session = try Self.lazySession(in: tree)
    session.applyPerforming(.setLocale("ja"))
    #expect(session.view.locale == "ja")
    let back = session.apply(.setLocale("en"))
    #expect(back.effects.isEmpty)
    #expect(session.view.locale == "en")
  }

  @Test("when no locale reads, the last result refuses and the walk stays in its locale")
  func noLocaleReads() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    var session = try Self.lazySession(in: tree)
    #expect(session.apply(.setLocale("fr")).effects == [.readLocaleTables("fr")])
    let failed = session.receive(
      .localeTablesFailed(locale: "fr", message: "fr.lproj/Outcome.strings:2:1: error"))
    #expect(failed.effects.isEmpty)
    #expect(failed.refusal == "fr.lproj/Outcome.strings:2:1: error (fr skipped) · staying in en")
    #expect(session.status == failed.refusal)
    #expect(session.view.locale == "en")
  }

  @Test("a result nobody asked for changes nothing")
  func unaskedResultIgnored() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    var session = try Self.lazySession(in: tree)
    let before = session
    let read = try session.catalog.reading(locale: "ko")
    #expect(session.receive(.localeTablesRead(read)) == CommandOutcome())
    #expect(session.receive(.localeTablesFailed(locale: "ko", message: "x")) == CommandOutcome())
    #expect(session.view == before.view)
    #expect(session.catalog == before.catalog)
  }

  @Test("ATT-12: Open Settings asks for the app's Settings URL; the page shows when the driver opened it")
  func settingsPageComesFromTheDriver() throws {
    var session = try Self.driven("recovery").session
    #expect(session.state.screen == .recovery)
    let eventsBefore = session.events.count
    let tap = session.apply(.press(.primary))
    #expect(tap == CommandOutcome(effects: [.engine(.openAppSettings)]))
    #expect(session.state.screen == .recovery)
    #expect(session.events.count == eventsBefore)
    #expect(session.status == nil)
    let opened = session.receive(.engine(MockPhone.perform(.openAppSettings)))
    #expect(opened.effects.isEmpty)
    #expect(session.state.screen == .settingsApp)
    #expect(session.sentActions == [.openSettingsTapped])
    #expect(
      EngineTranscript.lines(Array(session.events.dropFirst(eventsBefore))) == [
        "appResignedActive", "appBackgrounded", "settingsOpened{page=app}", "appSettingsURLOpened",
      ])
  }

  @Test("the test driver records the effects of first runs: UMP-10, ATT-12, X-6 and ATT-9")
  func firstRunEffectsRecorded() throws {
    var denied = try Self.driven("recovery")
    denied.apply(.press(.primary))
    #expect(denied.performed == [.engine(.startAdSDK(npa: true)), .engine(.openAppSettings)])
    #expect(denied.session.state.screen == .settingsApp)
    #expect(
      denied.session.events.filter { $0.name == "adSDKStarted" }.map(\.kind) == [.adSDKStarted(npa: true)])

    let personalised = try Self.driven("home-personalized")
    #expect(personalised.performed == [.engine(.startAdSDK(npa: true)), .engine(.startAdSDK(npa: false))])
    #expect(personalised.session.state.adSDKNPA == false)

    let information = try Self.driven("additional-information")
    #expect(information.performed.last == .engine(.runAdditionalInformationAction))
    #expect(information.session.events.last?.kind == .additionalInformationActionRun)

    let crashed = try Self.driven("crashed")
    #expect(crashed.performed.last == .engine(.crash(.missingUsageDescription)))
    #expect(crashed.session.events.last?.kind == .crashReported(reason: .missingUsageDescription))
  }

  @Test("lint's reference folders are read by the driver once, the first time the walk shows copy")
  func lintRulesReadByTheDriver() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    // A catalog of its own folder is a new revision: no other session has linted it.
    var driver = SessionTestDriver(try Self.lazySession(in: tree))
    driver.apply(.toggleInspector)
    driver.apply(.toggleInspector)
    #expect(!driver.performed.contains(.readLintRules), "the Home Screen is not linted")
    driver.apply(.launch)
    #expect(driver.performed.filter { $0 == .readLintRules }.count == 1)
    driver.apply(.pressFocused)
    driver.apply(.setLocale("ja"))
    #expect(driver.performed.filter { $0 == .readLintRules }.count == 1)
    #expect(driver.performed.contains(.readLocaleTables("ja")))
  }

  @Test("saved copy files are read again by the driver; the session takes the result")
  func copyReloadedByTheDriver() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    var session = try Self.lazySession(in: tree)
    let saved = [tree.root + "/en.lproj/Primer.strings"]
    let before = session
    #expect(session.copySaved(saved) == CommandOutcome(effects: [.reloadCopy(saved)]))
    #expect(session.catalog == before.catalog)
    #expect(session.status == nil)

    let broken = session.receive(
      .copyReloaded(CopyReload(problem: "en.lproj/Primer.strings:3:1: error: x", problemFile: saved[0])))
    #expect(broken.refusal == "en.lproj/Primer.strings:3:1: error: x")
    #expect(session.copyProblem?.rule == "COPY-syntax")
    #expect(session.catalog == before.catalog)

    let live = LiveCopy(
      directory: tree.root, catalog: session.catalog, options: ScenarioOptions(), polling: true)
    try tree.write("en.lproj/Primer.strings", "\"primer.title\" = \"Saved\";\n")
    let reload = live.read(changed: saved, for: session)
    #expect(reload.problem == nil)
    let fixed = session.receive(.copyReloaded(reload))
    #expect(fixed.refusal == nil)
    #expect(session.copyProblem == nil)
    #expect(session.status == "copy reloaded: Primer.strings")
    #expect(session.copy.text(CopyKey("Primer", "primer.title"), arguments: []).text == "Saved")
  }
}
