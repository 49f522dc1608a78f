import ConsentEngine
import JourneyMap
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit

/// Builds a prototype from the engine: explores the journey's states through the session, then draws every
/// state's presented frame in every locale and variant asked for.
public enum PrototypeBuilder {
  /// The prototype of `journey` with `catalog`'s copy in the scenario `options` describe, drawn in `locales`
  /// and `variants` (nil for the base copy).
  ///
  /// The phone is drawn as `play --present` draws it (`Presentation.picture`, the presented frame's size).
  public static func build(
    journey: JourneyFile, catalog: CopyCatalog, options: ScenarioOptions, locales: [String],
    variants: [String?], limits: MapLimits = MapLimits()
  ) -> PrototypeDocument {
    var scenario = options
    scenario.presentation = .picture
    let graph = MapExplorer.states(
      journey: journey, catalog: catalog, options: scenario, limits: limits, extraMoves: PrototypeMoves.extra)
    var store = PrototypeStore()
    var movesOf = [[StateWay]](repeating: [], count: graph.states.count)
    // Where each way sits among its state's moves.
    var position: [Int] = []
    for way in graph.ways {
      position.append(movesOf[way.from].count)
      movesOf[way.from].append(way)
    }
    var states: [PrototypeState] = []
    for (index, explored) in graph.states.enumerated() {
      let moves = movesOf[index].map { way in
        PrototypeMove(
          label: store.string(way.move.label), kind: way.move.kind, action: way.move.action,
          target: way.end.state, events: way.events.map { store.string(EventText.line($0)) })
      }
      var views: [(frame: Int, buttons: Int)] = []
      for locale in locales {
        for variant in variants {
          views.append(view(of: explored.session, locale: locale, variant: variant, moves: moves, &store))
        }
      }
      let cameFrom = explored.cameBy.map { way in (state: graph.ways[way].from, move: position[way]) }
      states.append(
        PrototypeState(
          node: store.string(explored.node), views: views, moves: moves, cameFrom: cameFrom,
          facts: facts(explored.session.state).map { store.string($0) }))
    }
    var screens: [(name: Int, state: Int)] = []
    var listed: Set<String> = []
    for (index, explored) in graph.states.enumerated() where listed.insert(explored.node).inserted {
      screens.append((store.string(explored.node), index))
    }
    let start = (
      locale: locales.firstIndex(of: graph.map.locale) ?? 0,
      variant: variants.firstIndex(of: graph.map.variant) ?? 0
    )
    return PrototypeDocument(
      locales: locales, variants: variants.map { $0 ?? "base" }, start: start, scenario: graph.map.scenario,
      states: states, screens: screens, store: store, cutOff: graph.map.cutOff.summary,
      isCut: !graph.map.cutOff.isEmpty, keys: graph.states.map(\.session.state.futureKey))
  }

  /// The state's presented frame and buttons in one locale and variant: a session of the same engine state
  /// with the copy switched, drawn by `JourneyView` as every front end draws it.
  static func view(
    of session: JourneySession, locale: String, variant: String?, moves: [PrototypeMove],
    _ store: inout PrototypeStore
  ) -> (frame: Int, buttons: Int) {
    var options = session.view
    options.locale = locale
    options.variant = variant
    options.focus = 0
    options.scroll = nil
    let shown = JourneySession(
      state: session.state, view: options, catalog: session.catalog, size: session.size)
    let frame = JourneyView.frame(of: shown)
    // Each button takes the tap move with its copy key, the first for the first such button, and so on.
    var taken: [String: Int] = [:]
    let buttons = frame.buttons.map { button in
      let action = button.ref.description
      let occurrence = taken[action, default: 0]
      taken[action] = occurrence + 1
      let matching = moves.indices.filter { moves[$0].kind == .tap && moves[$0].action == action }
      let move = occurrence < matching.count ? matching[occurrence] : -1
      return StoredButton(label: store.string(ButtonLabel.text(of: button, copy: shown.copy)), move: move)
    }
    return (store.frame(frame.buffer, buttons: frame.buttons.map(\.frame)), store.buttonSet(buttons))
  }

  /// The inspector's facts for a state: tracking status, app state, IDFA, npa.
  static func facts(_ state: ConsentState) -> [String] {
    [
      "\(state.trackingStatus.name) (\(state.trackingStatus.rawValue))", state.appState.rawValue, state.idfa,
      state.npa ? "1 (non-personalised)" : "0",
    ]
  }
}

extension StateWayEnd {
  /// The state it ends in; nil when cut off.
  var state: Int? {
    if case .state(let index) = self { return index }
    return nil
  }
}
