import ConsentEngine
import JourneyMap

/// What the prototype page holds: the engine's states and ways, and each state's frame and buttons in every
/// locale and variant, every repeated string, row and frame stored once.
public struct PrototypeDocument: Sendable {
  /// The locales offered, in the copy's order.
  public var locales: [String]
  /// The variants offered (`base` for the base copy).
  public var variants: [String]
  /// The locale and variant the page opens in (indexes into `locales` and `variants`).
  public var start: (locale: Int, variant: Int)
  /// The scenario's settings, as the map lists them.
  public var scenario: [MapSetting]
  /// The states, the first being the freshly installed app on the Home Screen.
  var states: [PrototypeState]
  /// The screens to jump to: each map node's name and the first state drawn in it.
  var screens: [(name: Int, state: Int)]
  /// The shared tables.
  var store: PrototypeStore
  /// What the exploration cut off, in one line.
  public var cutOff: String
  /// Whether anything was cut off.
  public var isCut: Bool

  /// Each state's engine state as the explorer keyed it (`ConsentState.futureKey`), for checks.
  var keys: [ConsentState]

  /// How many engine states the page holds.
  public var stateCount: Int { states.count }
  /// How many frames the page holds after sharing identical ones.
  public var uniqueFrameCount: Int { store.frames.count }
  /// How many frames there are counting every state, locale and variant.
  public var frameCount: Int { store.framesOffered }
  /// How many distinct rows the frames are made of.
  public var uniqueRowCount: Int { store.rows.count }
  /// How many screens the menu lists.
  public var screenCount: Int { screens.count }
}

/// One engine state as the page holds it.
struct PrototypeState: Sendable {
  /// Its map node's name (a string index).
  var node: Int
  /// For each locale and variant (locale-major), the frame and the button set.
  var views: [(frame: Int, buttons: Int)]
  /// Every move from it: taps first, in the map's order, then events.
  var moves: [PrototypeMove]
  /// The state and move that first led here; nil for the first state.
  var cameFrom: (state: Int, move: Int)?
  /// The inspector's facts: status, app, IDFA, npa (string indexes).
  var facts: [Int]
}

/// One move from a state.
struct PrototypeMove: Sendable {
  /// Its label (a string index): the button's words in the explored locale, or the event's name.
  var label: Int
  /// Whether it is a tap on the phone or an event around it.
  var kind: MapMoveKind
  /// The copy key of the button it presses, or the event's name.
  var action: String
  /// The state it leads to; nil when the explorer's limits cut it off.
  var target: Int?
  /// The engine's events on the way (string indexes).
  var events: [Int]
}

extension PrototypeDocument {
  /// The phone's lines for a state in a locale and variant (indexes), as the page shows them.
  func lines(state: Int, locale: Int, variant: Int) -> [String] {
    let frame = store.frames[states[state].views[locale * variants.count + variant].frame]
    return frame.map { row in store.rows[row].map { store.strings[$0.text] }.joined() }
  }

  /// The labels of the phone's buttons for a state in a locale and variant, and the state each leads to.
  func buttons(state: Int, locale: Int, variant: Int) -> [(label: String, target: Int?)] {
    let set = store.buttonSets[states[state].views[locale * variants.count + variant].buttons]
    return set.map { button in
      (store.strings[button.label], button.move < 0 ? nil : states[state].moves[button.move].target)
    }
  }

  /// The moves around the phone from a state: each event's label and the state it leads to.
  func events(state: Int) -> [(label: String, target: Int?)] {
    states[state].moves.filter { $0.kind == .event }.map { (store.strings[$0.label], $0.target) }
  }
}
