import HostSystem
import StringTables
import TextSafety

/// The copy folder's sign-off (`signoff.txt` beside `journey.json`): per locale, layer and key, the hashes
/// of the English source and of the translation someone signed off. A translation whose English source no
/// longer has the recorded hash is stale (COPY-stale-source) until it is signed off again.
///
/// One line per key, sorted: `de base Consent/intro.action 0f1e2d3c4b5a6978 8796a5b4c3d2e1f0` (locale,
/// variant or `base`, `Table/key` with spaces and controls escaped, source hash, translation hash); lines
/// starting with `#` are comments.
public struct SignOff: Sendable, Equatable {
  /// The file's name inside the copy folder.
  public static let fileName = "signoff.txt"
  /// How the base copy is written in the variant column.
  public static let baseVariant = "base"

  /// The records by place.
  public private(set) var records: [SignOffPlace: SignOffRecord]

  /// A sign-off of `records` (a later record of one place wins).
  public init(_ records: [SignOffRecord] = []) {
    var byPlace: [SignOffPlace: SignOffRecord] = [:]
    for record in records { byPlace[SignOffPlace(layer: record.layer, key: record.key)] = record }
    self.records = byPlace
  }

  /// The sign-off file's path in the copy folder `root`.
  public static func path(root: String) -> String {
    (root.hasSuffix("/") ? root : root + "/") + fileName
  }

  /// The copy folder's sign-off, nil when it has no sign-off file.
  public static func load(root: String) throws(CopyLoadError) -> SignOff? {
    let path = path(root: root)
    guard FileStatus.exists(path) else { return nil }
    return try SignOff(bytes: CopyFiles(root: root).read(path), path: path)
  }

  /// The record of `key` in `layer`, if it was signed off.
  public func record(_ key: CopyKey, in layer: CopyLayer) -> SignOffRecord? {
    records[SignOffPlace(layer: layer, key: key)]
  }

  /// True when some key of `locale` was signed off.
  public func signsOff(locale: String) -> Bool {
    records.keys.contains { $0.layer.locale == locale }
  }

  /// This sign-off with every record of `locales` replaced by `fresh`.
  public func replacing(locales: Set<String>, with fresh: [SignOffRecord]) -> SignOff {
    SignOff(records.values.filter { !locales.contains($0.layer.locale) } + fresh)
  }

  /// This sign-off with `added` recorded (each replacing the record of its place).
  public func adding(_ added: [SignOffRecord]) -> SignOff {
    SignOff(Array(records.values) + added)
  }

  /// The file's text: a comment saying what the columns are, then one sorted line per record.
  public var text: String {
    var out =
      "# Translations signed off (att-journey signoff): locale, variant, Table/key, then the FNV-1a 64 hashes\n"
      + "# of the English source and of the translation as signed off. Generated; one line per key.\n"
    for record in records.values.sorted() {
      out +=
        "\(record.layer.locale) \(record.layer.variant ?? Self.baseVariant) "
        + "\(SignOffName.escaped(record.key.description)) \(SignOffHash.hex(record.source)) "
        + "\(SignOffHash.hex(record.translation))\n"
    }
    return out
  }

  /// Reads a sign-off file; a line that does not read is an error at its `file:line:column`.
  public init(bytes: [UInt8], path: String) throws(CopyLoadError) {
    let scalars: [Unicode.Scalar]
    do {
      scalars = try TextDecoding.decode(bytes, path: path)
    } catch {
      throw CopyLoadError(error)
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    var records: [SignOffRecord] = []
    var seen: [SignOffPlace: Int] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = line.hasSuffix("\r") ? line.dropLast() : line
      if line.allSatisfy({ $0 == " " }) || line.first == "#" { continue }
      let record = try Self.record(line, path: path, line: number)
      let place = SignOffPlace(layer: record.layer, key: record.key)
      if let first = seen[place] {
        throw .syntax(
          SourceLocation(file: path, line: number, column: 1),
          "\(ControlCharacters.sanitize(record.key.description)) (\(record.layer)) is signed off twice "
            + "(first at line \(first))")
      }
      seen[place] = number
      records.append(record)
    }
    self.init(records)
  }

  private static func record(_ line: Substring, path: String, line number: Int) throws(CopyLoadError)
    -> SignOffRecord
  {
    var fields: [(text: Substring, column: Int)] = []
    var column = 1
    for field in line.split(separator: " ", omittingEmptySubsequences: false) {
      if !field.isEmpty { fields.append((field, column)) }
      column += field.unicodeScalars.count + 1
    }
    func failure(_ column: Int, _ message: String) -> CopyLoadError {
      .syntax(SourceLocation(file: path, line: number, column: column), message)
    }
    guard fields.count == 5 else {
      throw failure(
        1,
        "expected 5 fields (locale, variant, Table/key, source hash, translation hash), found \(fields.count)"
      )
    }
    guard let name = SignOffName.unescaped(fields[2].text), let slash = name.firstIndex(of: "/"),
      slash != name.startIndex, name.index(after: slash) != name.endIndex
    else {
      throw failure(fields[2].column, "expected Table/key, with \\s for a space and \\\\ for a backslash")
    }
    let key = CopyKey(table: String(name[..<slash]), key: String(name[name.index(after: slash)...]))
    guard let source = SignOffHash.parse(fields[3].text) else {
      throw failure(fields[3].column, "expected the source hash as 16 hex digits")
    }
    guard let translation = SignOffHash.parse(fields[4].text) else {
      throw failure(fields[4].column, "expected the translation hash as 16 hex digits")
    }
    let variant = fields[1].text == baseVariant ? nil : String(fields[1].text)
    return SignOffRecord(
      layer: CopyLayer(locale: String(fields[0].text), variant: variant), key: key, source: source,
      translation: translation)
  }
}

/// `Table/key` as one field of a sign-off line: a backslash, space and control characters escaped.
enum SignOffName {
  /// `name` with `\\`, `\s`, `\t`, `\n`, `\r` and `\u{HEX}` for every other control or space.
  static func escaped(_ name: String) -> String {
    var out = ""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case " ": out += "\\s"
      case "\t": out += "\\t"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      default:
        if scalar.properties.isWhitespace || ControlCharacters.isUnsafe(scalar) {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// The name an escaped field spells, nil for an escape it does not know.
  static func unescaped(_ field: Substring) -> String? {
    var out = ""
    var scalars = field.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\\": out += "\\"
      case "s": out += " "
      case "t": out += "\t"
      case "n": out += "\n"
      case "r": out += "\r"
      case "u":
        guard scalars.next() == "{" else { return nil }
        var digits = ""
        var closed = false
        while let digit = scalars.next() {
          if digit == "}" {
            closed = true
            break
          }
          digits.unicodeScalars.append(digit)
        }
        guard closed, digits.count <= 6, let value = UInt32(digits, radix: 16),
          let decoded = Unicode.Scalar(value)
        else { return nil }
        out.unicodeScalars.append(decoded)
      default: return nil
      }
    }
    return out
  }
}
