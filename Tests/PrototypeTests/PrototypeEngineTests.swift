import ConsentEngine
import JourneyMap
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

@testable import Prototype

/// The prototype holds the engine's graph: every state reachable from the Home Screen, the phone as
/// `play --present` draws it, the ways the session takes.
@Suite("Prototype states and frames")
struct PrototypeEngineTests {
  let document = PrototypeFixtures.bundled

  @Test("every state is reachable from the Home Screen by the page's moves")
  func everyStateReachable() {
    var seen: Set<Int> = [0]
    var queue = [0]
    while let state = queue.popLast() {
      for move in document.states[state].moves {
        if let target = move.target, seen.insert(target).inserted { queue.append(target) }
      }
    }
    #expect(document.stateCount > 400, "the bundled journey has hundreds of engine states")
    #expect(seen.count == document.stateCount)
    #expect(document.lines(state: 0, locale: 0, variant: 0).joined().contains("Daily Grid"))
  }

  @Test(
    "the first run, pressed as a tape presses it, shows the frames play --present draws (ATT-3, ATT-10, ATT-11)"
  )
  func framesEqualPresentedPlayback() throws {
    let catalog = try BundledCopy.catalog()
    var options = ScenarioOptions()
    options.presentation = .picture
    var session = JourneySetup.session(
      try BundledCopy.journey(), catalog: catalog, options: options,
      size: Presentation.frameSize(for: .standard))
    let steps: [SessionCommand] = [
      .launch, .press(.primary), .press(.primary), .press(.primary), .press(.primary), .press(.allow),
      .press(.primary),
    ]
    var state = 0
    var screens: [String] = []
    for step in steps {
      let before = state
      #expect(SessionPerformer.apply(step, to: &session).refusal == nil)
      guard let reached = document.keys.firstIndex(of: session.state.futureKey) else {
        Issue.record("no state of the page for \(step)")
        return
      }
      let ways = document.states[before].moves.compactMap(\.target)
      #expect(ways.contains(reached), "a move of the page leads where \(step) leads")
      state = reached
      for (locale, name) in document.locales.enumerated() {
        var shown = session
        SessionPerformer.apply(.setLocale(name), to: &shown)
        let played = TextRenderer.lines(JourneyView.frame(of: shown).buffer)
        #expect(document.lines(state: state, locale: locale, variant: 0) == played, "\(step) in \(name)")
      }
      screens.append(String(document.store.strings[document.states[state].node]))
    }
    #expect(screens.first == "onboarding-1·notDetermined")
    #expect(screens.contains("alert·notDetermined") && screens.last == "home·authorized")
  }

  @Test("identical frames are stored once, across states, locales and variants")
  func framesShared() {
    let store = document.store
    #expect(Set(store.frames).count == store.frames.count)
    #expect(Set(store.rows).count == store.rows.count)
    #expect(
      document.uniqueFrameCount * 4 < document.frameCount,
      "\(document.uniqueFrameCount) of \(document.frameCount)")
    // The variant changes the primer only: the Home Screen is one frame in both variants.
    let home = document.states[0].views
    #expect(home[0].frame == home[1].frame)
  }

  @Test(
    "each tap of the explorer is one button on the phone, in every locale; a button without one is refused")
  func buttonsFollowMoves() {
    var refused = 0
    for state in document.states.indices {
      let english = document.buttons(state: state, locale: 0, variant: 0)
      let korean = document.buttons(state: state, locale: 1, variant: 0)
      #expect(english.map(\.target) == korean.map(\.target), "state \(state)")
      let set = document.store.buttonSets[document.states[state].views[0].buttons]
      let taps = document.states[state].moves.indices.filter { document.states[state].moves[$0].kind == .tap }
      #expect(set.map(\.move).filter { $0 >= 0 } == taps, "state \(state): every tap is a button, in order")
      refused += set.filter { $0.move < 0 }.count
    }
    // With Control Centre down the app's buttons show but the session refuses a press (ATT-4: inactive).
    #expect(refused > 0)
  }

  @Test("a capped exploration says so, and the ways it cut lead nowhere")
  func cutOffShown() throws {
    let document = PrototypeBuilder.build(
      journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(), options: ScenarioOptions(),
      locales: ["en"], variants: [nil], limits: MapLimits(states: 12))
    #expect(document.isCut && document.cutOff.hasPrefix("cut off:"))
    #expect(document.states.contains { $0.moves.contains { $0.target == nil } })
    let page = PrototypePage.html(document, appearance: .light)
    let data = try PrototypeFixtures.data(of: page)
    #expect((data["cut"] as? String) == document.cutOff)
    #expect(PrototypeFixtures.bundled.isCut == false)
  }
}
