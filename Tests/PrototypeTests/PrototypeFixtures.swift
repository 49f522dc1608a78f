import ConsentEngine
import Foundation
import JourneyMap
import JourneyRuntime
import JourneyTestSupport
import StringTables

@testable import Prototype

/// The prototype of the bundled copy in English and Korean, base copy and one variant, built once.
enum PrototypeFixtures {
  static let bundled: PrototypeDocument = {
    let catalog = try! BundledCopy.catalog()
    return PrototypeBuilder.build(
      journey: try! BundledCopy.journey(), catalog: catalog, options: ScenarioOptions(),
      locales: ["en", "ko"],
      variants: [nil, "relevance"])
  }()

  /// The JSON data inside a page's `<script type="application/json" id="data">`.
  static func data(of page: String) throws -> [String: Any] {
    let open = "<script type=\"application/json\" id=\"data\">"
    guard let start = page.range(of: open),
      let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
    else { throw PageError.missing("the data element") }
    let json = String(page[start.upperBound..<end.lowerBound])
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
      throw PageError.missing("a JSON object")
    }
    return object
  }

  /// The text between `<tag>` (exactly) and `</tag>`.
  static func element(_ open: String, close: String, in page: String) throws -> String {
    guard let start = page.range(of: open),
      let end = page.range(of: close, range: start.upperBound..<page.endIndex)
    else { throw PageError.missing(open) }
    return String(page[start.upperBound..<end.lowerBound])
  }

  enum PageError: Error { case missing(String) }
}
