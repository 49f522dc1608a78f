import JourneyRuntime

/// Whether a move is a tap on something drawn on the phone or something that happens to the phone.
public enum MapMoveKind: String, Sendable, Hashable, CaseIterable {
  /// A button, toggle or choice drawn on the screen.
  case tap
  /// The app icon, Settings, the app switcher, another app's alert, the calendar: not a button on the screen.
  case event
}

/// One thing a person can do on a screen: its label, what kind of thing it is, and how the session does it.
public struct MapMove: Sendable, Equatable {
  /// The words a person taps ("Ask App Not to Track", "허용") or the event ("a year passes").
  public var label: String
  /// A tap or an event.
  public var kind: MapMoveKind
  /// What it is, whatever the locale: a button's copy key (`Primer/primer.continue`) or the event's name.
  public var action: String
  /// The session commands that carry it out, in order.
  public var commands: [SessionCommand]
  /// The same move as tape lines (`Press allow`, `Key Tab`, `Advance 366d`).
  public var tapeLines: [String]

  /// Creates a move.
  public init(
    label: String, kind: MapMoveKind, action: String, commands: [SessionCommand], tapeLines: [String]
  ) {
    self.label = label
    self.kind = kind
    self.action = action
    self.commands = commands
    self.tapeLines = tapeLines
  }
}
