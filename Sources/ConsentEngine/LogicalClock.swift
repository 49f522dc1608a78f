/// The injected clock: a logical tick per event and a calendar day.
public struct LogicalClock: Equatable, Sendable, Hashable {
  /// The last event's tick.
  public var tick = 0
  /// The current day.
  public var day = 0

  /// Creates a clock at tick 0 on the given day.
  public init(day: Int = 0) { self.day = day }
}
