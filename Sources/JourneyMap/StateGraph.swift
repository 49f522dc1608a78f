import ConsentEngine
import JourneyRuntime

/// Every engine state the explorer visited and every move from each, state by state: the map's nodes merge
/// states that look alike, this keeps them apart so a front end can step from state to state.
public struct StateGraph: Sendable {
  /// The states in the order first reached; the first is the freshly installed app on the Home Screen.
  public var states: [ExploredState]
  /// Every move tried from every explored state, in the order tried.
  public var ways: [StateWay]
  /// The map drawn from the same exploration.
  public var map: JourneyGraph
}

/// One engine state the explorer reached, with the session that reached it first.
public struct ExploredState: Sendable {
  /// The session as it was on arrival (its state, view options, copy and events so far).
  public var session: JourneySession
  /// The map node it is drawn in (`primer·notDetermined`).
  public var node: String
  /// The way that first led here (an index into `StateGraph.ways`); nil for the first state.
  public var cameBy: Int?
}

/// One move from an explored state: where it led and what the engine logged on the way.
public struct StateWay: Sendable {
  /// The state it leaves (an index into `StateGraph.states`).
  public var from: Int
  /// The move.
  public var move: MapMove
  /// What the session did with it.
  public var end: StateWayEnd
  /// The events the session logged on the way, in order.
  public var events: [Event]
}

/// Where a move ends.
public enum StateWayEnd: Sendable, Equatable {
  /// In an explored state (an index into `StateGraph.states`).
  case state(Int)
  /// In a state the explorer did not explore because a limit (`MapLimits`) was reached.
  case cutOff
}
