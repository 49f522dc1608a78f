/// A value of an event attribute: a string or an integer.
public enum EventValue: Equatable, Sendable, Hashable, CustomStringConvertible {
  /// A string value.
  case string(String)
  /// An integer value.
  case int(Int)

  /// The value as text (no quotes).
  public var description: String {
    switch self {
    case .string(let text): return text
    case .int(let number): return String(number)
    }
  }
}

/// One transition's record, with a logical timestamp; the public event contract.
public struct Event: Equatable, Sendable, Hashable, Encodable {
  /// The logical tick: 1 for the first event, one more for each event after it.
  public var time: Int
  /// The logical calendar day, moved only by `advanceClock`.
  public var day: Int
  /// What happened.
  public var kind: EventKind

  /// Creates an event.
  public init(time: Int, day: Int, kind: EventKind) {
    self.time = time
    self.day = day
    self.kind = kind
  }

  /// The event's name, for example "trackingAnswered".
  public var name: String { kind.name }

  /// All fields in their stable print order: time, day, event, then the kind's attributes.
  public var fields: [(String, EventValue)] {
    [("time", .int(time)), ("day", .int(day)), ("event", .string(name))] + kind.attributes
  }

  /// Encodes the same keys as `fields`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    for (key, value) in fields {
      switch value {
      case .string(let text): try container.encode(text, forKey: FieldKey(key))
      case .int(let number): try container.encode(number, forKey: FieldKey(key))
      }
    }
  }

  /// A coding key made from a field name.
  private struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension Sequence<Event> {
  /// The findings among these events, in order: a finding is an event, there is no second record.
  public var findings: [Finding] {
    compactMap { event in
      if case .finding(let finding) = event.kind { return finding }
      return nil
    }
  }
}
