import TextSafety

/// The members of a JSON object, taken one by one so that leftovers are reported as unknown keys.
public struct JSONMembers {
  private let node: JSONNode
  private var remaining: [(key: String, node: JSONNode)]

  /// The members of `node`, or an error when it is not an object.
  public init(_ node: JSONNode) throws(SourceError) {
    self.node = node
    self.remaining = try node.object()
  }

  /// Takes member `key` when present.
  public mutating func optional(_ key: String) -> JSONNode? {
    guard let index = remaining.firstIndex(where: { $0.key == key }) else { return nil }
    return remaining.remove(at: index).node
  }

  /// Takes member `key`, or an error naming the missing key.
  public mutating func required(_ key: String) throws(SourceError) -> JSONNode {
    guard let found = optional(key) else {
      throw node.error("missing key \"\(key)\"")
    }
    return found
  }

  /// Throws for the first member nobody took.
  public func finish() throws(SourceError) {
    if let extra = remaining.first {
      throw extra.node.error("unknown key \"\(ControlCharacters.sanitize(extra.key))\"")
    }
  }
}
