import ConsentEngine
import TextSafety

/// An engine event as one line of the inspector's list: its name and attributes (`trackingAnswered
/// status=authorized`), control characters made visible.
enum EventText {
  /// The event's line.
  static func line(_ event: Event) -> String {
    let attributes = event.kind.attributes.map { "\($0.0)=\($0.1)" }
    return ControlCharacters.sanitize(([event.name] + attributes).joined(separator: " "))
  }
}
