import JSONText
import TerminalKit

/// The page's data as JSON: the tables and the states, written to sit inside a
/// `<script type="application/json">` element (every `<`, `>` and `&` escaped, so no copy can end it).
enum PrototypeJSON {
  /// The document's data.
  static func data(_ document: PrototypeDocument) -> String {
    let store = document.store
    var out = "{"
    out += "\"locales\":" + strings(document.locales)
    out += ",\"variants\":" + strings(document.variants)
    out += ",\"start\":[\(document.start.locale),\(document.start.variant)]"
    out += ",\"cut\":" + JSONString.quoted(document.isCut ? document.cutOff : "")
    out += ",\"strings\":" + strings(store.strings)
    out += ",\"styles\":" + strings(store.styles.map(StyleClasses.classes))
    out +=
      ",\"rows\":["
      + store.rows.map { row in
        "[" + row.map { "\($0.text),\($0.style),\($0.button),\($0.columns)" }.joined(separator: ",") + "]"
      }.joined(separator: ",") + "]"
    out += ",\"frames\":[" + store.frames.map { ints($0) }.joined(separator: ",") + "]"
    out +=
      ",\"buttons\":["
      + store.buttonSets.map { set in
        ints(set.flatMap { [$0.label, $0.move] })
      }.joined(separator: ",") + "]"
    out += ",\"screens\":[" + document.screens.map { "[\($0.name),\($0.state)]" }.joined(separator: ",") + "]"
    out += ",\"states\":[" + document.states.map(state).joined(separator: ",\n") + "]"
    return escapedForScript(out + "}")
  }

  /// One state: node, views (frame and buttons per locale and variant), moves, where it was first reached
  /// from, facts.
  private static func state(_ state: PrototypeState) -> String {
    let moves = state.moves.map { move in
      "[\(move.label),\(move.kind == .tap ? 0 : 1),\(move.target ?? -1),\(ints(move.events))]"
    }
    let from = state.cameFrom.map { "[\($0.state),\($0.move)]" } ?? "null"
    return "{\"n\":\(state.node),\"v\":\(ints(state.views.flatMap { [$0.frame, $0.buttons] })),"
      + "\"m\":[\(moves.joined(separator: ","))],\"p\":\(from),\"f\":\(ints(state.facts))}"
  }

  private static func strings(_ values: [String]) -> String {
    "[" + values.map(JSONString.quoted).joined(separator: ",") + "]"
  }

  private static func ints(_ values: [Int]) -> String {
    "[" + values.map(String.init).joined(separator: ",") + "]"
  }

  /// JSON that cannot end or open an element: `<`, `>` and `&` as `\u` escapes (they occur only inside
  /// strings, where the escape means the same character).
  static func escapedForScript(_ json: String) -> String {
    var out = ""
    out.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

/// The CSS classes of a style on the page: its role's (`r-primaryButton`), then `b`, `i`, `u` for emphasis.
enum StyleClasses {
  /// The class names, space-separated.
  static func classes(_ style: Style) -> String {
    var names = [roleClass(style.role)]
    if style.bold { names.append("b") }
    if style.italic { names.append("i") }
    if style.underline { names.append("u") }
    return names.joined(separator: " ")
  }

  /// A role's class: `r-` and the role's name, keeping only ASCII letters and digits.
  static func roleClass(_ role: StyleRole) -> String {
    "r-"
      + String(
        role.rawValue.unicodeScalars.filter {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }.map(Character.init))
  }
}
