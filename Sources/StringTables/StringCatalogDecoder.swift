import JSONText
import TextSafety

extension StringCatalog {
  /// Decodes a `.xcstrings` file; invalid JSON or a wrong shape gives an error with line:col and JSON path.
  ///
  /// Unknown states, unknown variation kinds and unknown members decode without failing,
  /// so catalogs written by newer Xcode versions still load.
  public init(bytes: [UInt8], path: String) throws(CopyLoadError) {
    do {
      try self.init(decoding: bytes, path: path)
    } catch {
      throw CopyLoadError(error)
    }
  }

  private init(decoding bytes: [UInt8], path: String) throws(SourceError) {
    let root = try JSONReader.parse(bytes: bytes, path: path)
    self.path = path
    var sourceLanguage: String?
    var strings: [CatalogString] = []
    for (name, node) in try root.object() {
      switch name {
      case "sourceLanguage": sourceLanguage = try node.string()
      case "version": version = try node.string()
      case "strings":
        for (key, entry) in try node.object() {
          strings.append(try Self.decodeString(key: key, node: entry))
        }
      default: continue
      }
    }
    guard let sourceLanguage else { throw root.error("missing \"sourceLanguage\"") }
    self.sourceLanguage = sourceLanguage
    self.strings = strings
  }

  private static func decodeString(key: String, node: JSONNode) throws(SourceError) -> CatalogString {
    var result = CatalogString(
      key: key, comment: nil, extractionState: nil, localizations: [:], location: node.location)
    for (name, member) in try node.object() {
      switch name {
      case "comment": result.comment = try member.string()
      case "extractionState": result.extractionState = try member.string()
      case "shouldTranslate": result.shouldTranslate = try member.bool()
      case "localizations":
        for (language, localization) in try member.object() {
          result.localizations[language] = try decodeLocalization(localization)
        }
      default: continue
      }
    }
    return result
  }

  private static func decodeLocalization(_ node: JSONNode) throws(SourceError) -> CatalogLocalization {
    var result = CatalogLocalization(
      stringUnit: nil, variations: [:], substitutions: [:], location: node.location)
    for (name, member) in try node.object() {
      switch name {
      case "stringUnit": result.stringUnit = try decodeUnit(member)
      case "variations": result.variations = try decodeVariations(member)
      case "substitutions":
        for (substitutionName, substitution) in try member.object() {
          result.substitutions[substitutionName] = try decodeSubstitution(substitution)
        }
      default: continue
      }
    }
    return result
  }

  private static func decodeVariations(_ node: JSONNode) throws(SourceError)
    -> [String: [String: CatalogLocalization]]
  {
    var result: [String: [String: CatalogLocalization]] = [:]
    for (kind, cases) in try node.object() {
      var decoded: [String: CatalogLocalization] = [:]
      for (caseName, value) in try cases.object() {
        decoded[caseName] = try decodeLocalization(value)
      }
      result[kind] = decoded
    }
    return result
  }

  private static func decodeUnit(_ node: JSONNode) throws(SourceError) -> CatalogStringUnit {
    var state = "translated"
    var value: String?
    var location = node.location
    for (name, member) in try node.object() {
      switch name {
      case "state": state = try member.string()
      case "value":
        value = try member.string()
        location = member.location
      default: continue
      }
    }
    guard let value else { throw node.error("stringUnit has no \"value\"") }
    return CatalogStringUnit(state: state, value: value, location: location)
  }

  private static func decodeSubstitution(_ node: JSONNode) throws(SourceError) -> CatalogSubstitution {
    var result = CatalogSubstitution(argumentNumber: nil, formatSpecifier: nil, variations: [:])
    for (name, member) in try node.object() {
      switch name {
      case "argNum": result.argumentNumber = try member.count()
      case "formatSpecifier": result.formatSpecifier = try member.string()
      case "variations": result.variations = try decodeVariations(member)
      default: continue
      }
    }
    return result
  }
}
