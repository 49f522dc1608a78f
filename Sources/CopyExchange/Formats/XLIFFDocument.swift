/// An XLIFF 1.2 document in the shape Xcode exports: `<file>`s of `<trans-unit>`s with source, target and note.
public struct XLIFFDocument: Equatable, Sendable {
  /// One `<file>`: one string table in one target language.
  public struct File: Equatable, Sendable {
    /// `original`: the source table's path, such as `en.lproj/Primer.strings`.
    public var original: String
    /// `source-language`.
    public var sourceLanguage: String
    /// `target-language` (nil in a source-only file).
    public var targetLanguage: String?
    /// The units in order.
    public var units: [Unit]
    /// The line of `<file>` (0 for a file built in memory).
    public var line: Int = 0

    /// Creates a file.
    public init(
      original: String, sourceLanguage: String, targetLanguage: String?, units: [Unit], line: Int = 0
    ) {
      self.original = original
      self.sourceLanguage = sourceLanguage
      self.targetLanguage = targetLanguage
      self.units = units
      self.line = line
    }
  }

  /// One `<trans-unit>`.
  public struct Unit: Equatable, Sendable {
    /// `id`: the key.
    public var id: String
    /// The source-language text.
    public var source: String
    /// The translation, nil when there is none.
    public var target: String?
    /// The translator note.
    public var note: String?
    /// The target's `state` (`translated`, `needs-translation`, `needs-review-translation`, …), as written.
    public var state: String?
    /// The line and column of `<trans-unit>` (0 for a unit built in memory).
    public var line: Int = 0
    public var column: Int = 0
    /// `approved` on `<trans-unit>` as written (`yes`, `no`), nil when absent.
    public var approved: String? = nil
    /// `restype` on `<trans-unit>` (`x-gettext-domain-header` for the PO header po2xliff carries over).
    public var restype: String? = nil

    /// Creates a unit.
    public init(
      id: String, source: String, target: String?, note: String?, state: String? = nil, line: Int = 0,
      column: Int = 0
    ) {
      self.id = id
      self.source = source
      self.target = target
      self.note = note
      self.state = state
      self.line = line
      self.column = column
    }
  }

  /// The files in order.
  public var files: [File]

  /// Creates a document.
  public init(files: [File]) { self.files = files }

  /// The `ctype` of the inline element that carries a character XML 1.0 cannot hold.
  public static let controlCharacterType = "x-control-character"

  /// The `state` values XLIFF 1.2 calls final; a unit written with one is also marked `approved="yes"`,
  /// which is what CAT tools (translate-toolkit's `pocount`, say) count as translated.
  public static let finalStates: Set<String> = ["translated", "signed-off", "final"]
}

extension XLIFFDocument {
  /// Reads an XLIFF 1.2 document; anything outside the subset is an error with its line and column.
  public init(bytes: [UInt8], limits: FormatLimits = .standard) throws(FormatError) {
    let root = try XMLReader.parse(bytes, limits: limits)
    guard root.name == "xliff" else {
      throw FormatError(
        line: root.line, column: root.column, message: "expected <xliff>, found <\(root.name)>")
    }
    if let file = root.children(named: "file").first(where: {
      Self.isFromPO($0.attribute("original")) && Self.holdsTranslations($0)
    }) {
      throw Self.error(
        at: file,
        "<file original=\"\(file.attribute("original") ?? "")\"> was made by po2xliff from a PO file, which keeps no keys: its units carry numbers for ids, not the copy's keys; translate the .xliff that export wrote, not a PO copy of it"
      )
    }
    if let version = root.attribute("version"), version != "1.2" {
      throw FormatError(
        line: root.line, column: root.column, message: "XLIFF version \(version) is not supported (1.2 only)")
    }
    var files: [File] = []
    var doubled: [XMLElement] = []
    for element in root.children(named: "file") {
      guard let original = element.attribute("original"), !original.isEmpty else {
        throw Self.error(at: element, "<file> has no original attribute")
      }
      guard let source = element.attribute("source-language") else {
        throw Self.error(at: element, "<file> has no source-language attribute")
      }
      var units: [Unit] = []
      for body in element.children(named: "body") {
        try Self.collectUnits(in: body, into: &units, doubled: &doubled)
      }
      files.append(
        File(
          original: original, sourceLanguage: source, targetLanguage: element.attribute("target-language"),
          units: units, line: element.line))
    }
    if let first = doubled.first {
      let named = doubled.map { "\($0.attribute("id") ?? "?") (line \($0.line))" }
      throw Self.error(
        at: first,
        "a second <target> in \(named.joined(separator: ", ")): the copy keeps one value per key; keep one <target> in each"
      )
    }
    self.files = files
  }

  /// Whether `original` names a PO file (`ko.po`): a `<file>` po2xliff wrote from one.
  static func isFromPO(_ original: String?) -> Bool {
    guard let original else { return false }
    let lower = original.lowercased()
    return lower.hasSuffix(".po") || lower.hasSuffix(".pot")
  }

  /// Whether an element holds a `<trans-unit>` other than a PO header.
  static func holdsTranslations(_ element: XMLElement) -> Bool {
    element.children.contains {
      $0.name == "trans-unit" ? $0.attribute("restype") != poHeaderType : holdsTranslations($0)
    }
  }

  /// The `restype` of the PO header po2xliff carries over as a unit: not a translation.
  public static let poHeaderType = "x-gettext-domain-header"

  private static func collectUnits(
    in element: XMLElement, into units: inout [Unit], doubled: inout [XMLElement]
  ) throws(FormatError) {
    for child in element.children {
      switch child.name {
      case "group": try collectUnits(in: child, into: &units, doubled: &doubled)
      case "trans-unit":
        guard let id = child.attribute("id") else { throw error(at: child, "<trans-unit> has no id") }
        guard let source = child.children(named: "source").first else {
          throw error(at: child, "<trans-unit id=\"\(id)\"> has no <source>")
        }
        let targets = child.children(named: "target")
        if targets.count > 1 { doubled.append(child) }
        let target = targets.first
        var unit = Unit(
          id: id, source: try inlineText(source), target: try target.map(inlineText),
          note: child.children(named: "note").first?.text, state: target?.attribute("state"),
          line: child.line, column: child.column)
        unit.approved = child.attribute("approved")
        unit.restype = child.attribute("restype")
        units.append(unit)
      default: continue
      }
    }
  }

  /// The text of `<source>` or `<target>`, with control-character elements turned back into characters.
  private static func inlineText(_ element: XMLElement) throws(FormatError) -> String {
    var text = ""
    for part in element.content {
      switch part {
      case .text(let run): text += run
      case .element(let inline):
        guard inline.name == "x", inline.attribute("ctype") == controlCharacterType,
          let equiv = inline.attribute("equiv-text"), equiv.hasPrefix("U+"),
          let value = UInt32(equiv.dropFirst(2), radix: 16), equiv.count <= 8,
          let scalar = Unicode.Scalar(value)
        else {
          throw error(
            at: inline,
            "unsupported inline element <\(inline.name)> in <\(element.name)> (only <x ctype=\"\(controlCharacterType)\" equiv-text=\"U+XXXX\"/>)"
          )
        }
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  private static func error(at element: XMLElement, _ message: String) -> FormatError {
    FormatError(line: element.line, column: element.column, message: message)
  }
}

extension XLIFFDocument {
  /// The document as XML, laid out as Xcode lays out its exports (two-space indentation, LF line ends).
  public func xml(toolID: String = "att-journey") -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
    for file in files {
      out +=
        "  <file original=\"\(Self.attribute(file.original))\" source-language=\"\(Self.attribute(file.sourceLanguage))\""
      if let target = file.targetLanguage { out += " target-language=\"\(Self.attribute(target))\"" }
      out += " datatype=\"plaintext\">\n"
      out +=
        "    <header>\n      <tool tool-id=\"\(Self.attribute(toolID))\" tool-name=\"\(Self.attribute(toolID))\"/>\n    </header>\n"
      out += "    <body>\n"
      for unit in file.units {
        let approved = unit.state.map { Self.finalStates.contains($0) } == true ? " approved=\"yes\"" : ""
        out += "      <trans-unit id=\"\(Self.attribute(unit.id))\" xml:space=\"preserve\"\(approved)>\n"
        out += "        <source>\(Self.inline(unit.source))</source>\n"
        let state = unit.state.map { " state=\"\(Self.attribute($0))\"" } ?? ""
        if let target = unit.target, !target.isEmpty {
          out += "        <target\(state)>\(Self.inline(target))</target>\n"
        } else if unit.target != nil || unit.state != nil {
          out += "        <target\(state)/>\n"
        }
        if let note = unit.note {
          out += "        <note>\(XMLEscaping.text(note, replacement: Self.visible))</note>\n"
        }
        out += "      </trans-unit>\n"
      }
      out += "    </body>\n  </file>\n"
    }
    out += "</xliff>\n"
    return out
  }

  /// Translatable text: escaped, with each character XML cannot carry as an `<x/>` element.
  static func inline(_ text: String) -> String {
    var out = ""
    var count = 0
    for segment in XMLEscaping.segments(text) {
      if let escaped = segment.escaped {
        out += escaped
      } else if let scalar = segment.scalar {
        count += 1
        out +=
          "<x id=\"c\(count)\" ctype=\"\(controlCharacterType)\" equiv-text=\"U+\(XMLEscaping.hex(scalar.value))\"/>"
      }
    }
    return out
  }

  /// Attribute text; a character XML cannot carry shows as its code point (ids and paths never need one).
  static func attribute(_ text: String) -> String { XMLEscaping.attribute(text, replacement: visible) }

  /// The visible stand-in for a character XML cannot carry, in notes and attributes: `[U+001B]`.
  static func visible(_ scalar: Unicode.Scalar) -> String { "[U+" + XMLEscaping.hex(scalar.value) + "]" }
}
