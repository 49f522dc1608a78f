/// An XML element as the exchange readers see it: name, attributes in order, content, position.
public struct XMLElement: Equatable, Sendable {
  /// One attribute.
  public struct Attribute: Equatable, Sendable {
    /// The qualified name, such as `xml:space`.
    public var name: String
    /// The value after entity and character references.
    public var value: String
  }

  /// The qualified name, such as `trans-unit`.
  public var name: String
  /// Attributes in document order.
  public var attributes: [Attribute]
  /// Text and child elements in document order (adjacent text merged).
  public var content: [XMLContent]
  /// The 1-based line of the `<`.
  public var line: Int
  /// The 1-based column of the `<`.
  public var column: Int

  /// The value of the attribute `name`, if present.
  public func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The child elements, in order.
  public var children: [XMLElement] {
    content.compactMap {
      if case .element(let element) = $0 { return element }
      return nil
    }
  }

  /// The child elements named `name`.
  public func children(named name: String) -> [XMLElement] {
    children.filter { $0.name == name }
  }

  /// The text directly inside the element (child elements' text not included).
  public var text: String {
    content.reduce(into: "") { result, part in
      if case .text(let text) = part { result += text }
    }
  }
}

/// A piece of element content.
public enum XMLContent: Equatable, Sendable {
  /// Character data (references resolved, CDATA included).
  case text(String)
  /// A child element.
  case element(XMLElement)
}
