import JSONText

/// JSON text as Xcode writes String Catalogs: members sorted by key, `" : "`, two-space indentation.
public indirect enum JSONValue: Equatable, Sendable {
  case object([String: JSONValue])
  case string(String)

  /// The value as text at `indent` levels, ending without a newline.
  public func text(indent: Int = 0) -> String {
    switch self {
    case .string(let value): return Self.quoted(value)
    case .object(let members):
      guard !members.isEmpty else { return "{\n\n" + String(repeating: "  ", count: indent) + "}" }
      let inner = String(repeating: "  ", count: indent + 1)
      let body = members.keys.sorted().map { key in
        inner + Self.quoted(key) + " : " + (members[key] ?? .string("")).text(indent: indent + 1)
      }
      return "{\n" + body.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
    }
  }

  /// A JSON string (`JSONString.quoted`, the one JSON string writer): quotes, backslashes and every
  /// control, bidi or zero-width character escaped.
  public static func quoted(_ value: String) -> String { JSONString.quoted(value) }
}
