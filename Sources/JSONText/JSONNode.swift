import TextSafety

/// A JSON value as read from a file, every node carrying its position and JSON path.
public struct JSONNode: Sendable {
  /// The kinds of JSON value.
  public enum Value: Sendable {
    case object([(key: String, node: JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  /// The value.
  public var value: Value
  /// Where the value starts.
  public var location: SourceLocation
  /// The JSON path of the value, such as `$.adProviders[0].name`.
  public var path: String

  /// A human name of the value's kind, for error messages.
  public var kindName: String {
    switch value {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }

  /// An error at this node naming its JSON path.
  public func error(_ message: String) -> SourceError {
    SourceError(location, "\(path): \(message)")
  }

  /// The members of an object, or an error naming what was found instead.
  public func object() throws(SourceError) -> [(key: String, node: JSONNode)] {
    guard case .object(let members) = value else { throw error("expected an object, found \(kindName)") }
    return members
  }

  /// The elements of an array, or an error.
  public func array() throws(SourceError) -> [JSONNode] {
    guard case .array(let elements) = value else { throw error("expected an array, found \(kindName)") }
    return elements
  }

  /// The elements of an array of at most `cap` elements, or an error naming the count and the cap.
  public func array(atMost cap: Int, of what: String) throws(SourceError) -> [JSONNode] {
    let elements = try array()
    guard elements.count <= cap else {
      throw error("\(elements.count) \(what), over the cap of \(cap)")
    }
    return elements
  }

  /// The string, or an error.
  public func string() throws(SourceError) -> String {
    guard case .string(let text) = value else { throw error("expected a string, found \(kindName)") }
    return text
  }

  /// The boolean, or an error.
  public func bool() throws(SourceError) -> Bool {
    guard case .bool(let flag) = value else { throw error("expected true or false, found \(kindName)") }
    return flag
  }

  /// A non-negative whole number, or an error.
  public func count() throws(SourceError) -> Int {
    guard case .number(let number) = value, number >= 0, number <= 1_000_000, number.rounded() == number
    else { throw error("expected a whole number ≥ 0, found \(kindName)") }
    return Int(number)
  }

  /// JSON path of member `key` below `path`; a key that is not a plain name is quoted as a JSON
  /// string (`$["a\nb"]`), so a path is always one printable line.
  public static func memberPath(_ path: String, _ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
      }
    if plain { return path + "." + key }
    return path + "[" + JSONString.quoted(key) + "]"
  }
}
