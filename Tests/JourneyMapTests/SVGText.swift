import Foundation
import TextSafety

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What an SVG holds once parsed by an XML parser: element names, attribute names, and its text.
final class SVGText: NSObject, XMLParserDelegate {
  /// Every element name.
  private(set) var elements: Set<String> = []
  /// Every attribute name.
  private(set) var attributes: Set<String> = []
  /// All character data, concatenated.
  private(set) var text = ""

  /// Parses the document; throws when it is not well-formed XML.
  init(_ svg: String) throws {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    guard parser.parse() else { throw parser.parserError ?? CocoaError(.propertyListReadCorrupt) }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    elements.insert(elementName)
    attributes.formUnion(attributeDict.keys)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }
}

/// The visible form copy takes on every surface: control, bidi and zero-width characters as symbols.
enum ShownText {
  static func of(_ text: String) -> String { ControlCharacters.sanitize(text) }
}
