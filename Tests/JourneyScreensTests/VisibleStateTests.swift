import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// Every simulated state shows on the phone, and a key that cannot act says why: Control Centre, the
/// app in the background, another app's alert, the keys to list keys and to quit, help's close key.
@Suite("Visible states and the status line")
struct VisibleStateTests {
  /// A walk on the shipped copy in a terminal of `size`, with or without the inspector.
  static func session(size: Size, inspector: Bool = true, locale: String? = nil) throws -> JourneySession {
    var options = ScenarioOptions()
    options.showsInspector = inspector
    options.locale = locale
    let file = try JourneyFile.load(path: JourneyFixtures.copyDirectory + "/journey.json")
    return JourneySetup.session(
      file, catalog: try JourneyFixtures.catalog.get(), options: options, size: size)
  }

  /// The frame's rows as text.
  static func rows(_ session: JourneySession) -> [String] {
    TextRenderer.lines(JourneyView.frame(of: session).buffer)
  }

  /// The frame's text.
  static func text(_ session: JourneySession) -> String {
    TextRenderer.text(JourneyView.frame(of: session).buffer)
  }

  @Test(
    "the first frame names ? for the keys and q to quit",
    arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 100, height: 30)])
  func firstFrameNamesHelpAndQuit(_ size: Size) throws {
    let session = try Self.session(size: size)
    #expect(session.state.screen == .springboard)
    let hint = try #require(Self.rows(session).first { $0.contains(PrototypeText.keysHint) })
    #expect(hint.contains("? keys") && hint.contains("q quit"))
    // The keys it names are the ones bound to help and quit.
    #expect(KeyBindings.command(for: .character("?")) == .toggleHelp)
    #expect(KeyBindings.command(for: .character("q")) == .quit)
  }

  @Test("the help overlay names the keys that close it, and they close it")
  func helpNamesItsCloseKey() throws {
    var session = try Self.session(size: Size(width: 80, height: 24))
    session.handlePerforming(.character("?"))
    #expect(session.view.showsHelp)
    #expect(Self.text(session).contains("Keys · Esc or ? closes"))
    session.handlePerforming(.escape)
    #expect(!session.view.showsHelp)
    session.handlePerforming(.character("?"))
    session.handlePerforming(.character("?"))
    #expect(!session.view.showsHelp)
  }

  @Test(
    "ATT-4: Control Centre is drawn over the top of the app, and a press under it says the app is inactive")
  func controlCentreIsVisible() throws {
    var session = try Self.session(size: Size(width: 44, height: 30), inspector: false)
    session.applyPerforming(.launch)
    let before = Self.text(session)
    session.handlePerforming(.character("c"))
    #expect(session.state.appState == .inactive && session.state.overlay == nil)
    let down = Self.text(session)
    #expect(down != before)
    let rows = Self.rows(session)
    let titleRow = try #require(rows.firstIndex { $0.contains("Control Centre") && !$0.contains("inactive") })
    #expect(titleRow <= 3, "Control Centre hangs from the top of the screen")
    #expect(session.status == "the app is inactive: Control Centre is down · c puts it away")
    let pressed = session.handlePerforming(.enter)
    #expect(pressed.refusal == "the app is inactive: Control Centre is down · c puts it away")
    #expect(Self.rows(session).last?.contains("Control Centre is down") == true)
    session.handlePerforming(.character("c"))
    #expect(session.state.appState == .active)
    #expect(!Self.text(session).contains("Control Centre"))
  }

  @Test("b sends the app to the background and shows the home screen; b again brings it back")
  func backgroundShowsHomeScreen() throws {
    var session = try Self.session(size: Size(width: 44, height: 30), inspector: false)
    session.applyPerforming(.launch)
    let screen = session.state.screen
    session.handlePerforming(.character("b"))
    #expect(session.state.appState == .background)
    #expect(session.state.screen == .springboard)
    #expect(Self.text(session).contains("Enter: bring Daily Grid back"))
    #expect(session.status == "the app is in the background · b or Enter brings it back")
    session.handlePerforming(.character("b"))
    #expect(session.state.appState == .active)
    #expect(session.state.screen == screen)
  }

  @Test("ATT-6: another app's permission alert is drawn over the app")
  func otherAlertIsVisible() throws {
    var session = try Self.session(size: Size(width: 80, height: 24))
    session.applyPerforming(.launch)
    session.handlePerforming(.character("a"))
    #expect(session.state.overlay == .otherPermissionAlert)
    let text = Self.text(session)
    #expect(text.contains("“Daily Grid” Would Like to") && text.contains("Send You Notifications"))
    #expect(text.contains("❯ Don’t Allow ❮"))
  }

  @Test("] scrolls the alert on top, never the screen behind it")
  func scrollMovesOnlyTheTopLayer() throws {
    var session = try Self.session(size: Size(width: 80, height: 24))
    session.applyPerforming(.launch)
    session.applyPerforming(.setTextSize(.ax5))
    for _ in 0..<4 where session.state.overlay == nil { session.applyPerforming(.pressFocused) }
    #expect(session.state.overlay == .trackingPrompt(.classicAlert))
    let before = Self.rows(session)
    #expect(session.handlePerforming(.character("]")).refusal == nil)
    let after = Self.rows(session)
    #expect(before != after)
    // The alert is the middle of the phone; the columns of the screen behind it left of the box stay.
    let behind = { (rows: [String]) in rows.map { String($0.prefix(6)) } }
    #expect(behind(before) == behind(after))
  }
}

/// The home screen's ad area: what the ad SDK started with this launch (UMP-9, UMP-10).
@Suite("The ad area shows the ad SDK's npa")
struct AdAreaTests {
  @Test("UMP-10: non-personalised after the first launch, personalised after a launch with tracking allowed")
  func adAreaFollowsTheSDK() throws {
    let copy = try JourneyFixtures.copy()
    let first = JourneyFixtures.text(JourneyFixtures.render(try JourneyFixtures.state("home"), copy: copy))
    #expect(first.contains("Ad · Not personalized"))
    #expect(!first.contains("Ad · Personalized"))
    let later = JourneyFixtures.text(
      JourneyFixtures.render(try JourneyFixtures.state("home-personalized"), copy: copy))
    #expect(later.contains("Ad · Personalized"))
    #expect(!later.contains("Not personalized"))
  }

  @Test("UMP-10: before the driver reports the ad SDK started, the ad area shows nothing")
  func noAdAreaBeforeTheSDKStarted() throws {
    let copy = try JourneyFixtures.copy()
    var state = try JourneyFixtures.state("home")
    state.flow.adSDKNPA = nil
    let text = JourneyFixtures.text(JourneyFixtures.render(state, copy: copy))
    #expect(text.contains("Today’s Grid"))
    #expect(!text.contains("Ad · "))
    _ = reduce(into: &state, .adSDKStarted(npa: false))
    #expect(JourneyFixtures.text(JourneyFixtures.render(state, copy: copy)).contains("Ad · Personalized"))
  }

  @Test("UMP-10: every locale words the ad area in its own language")
  func adAreaTranslated() throws {
    let english = try JourneyFixtures.copy().catalog
    for locale in english.locales where locale != "en" {
      let copy = try JourneyFixtures.copy(locale)
      for key in ["home.ad.personalized", "home.ad.nonPersonalized"] {
        let text = copy.text(CopyKey("Outcome", key), arguments: [])
        #expect(!text.fellBack && !text.isMissing, "\(locale): Outcome/\(key)")
      }
    }
  }
}
