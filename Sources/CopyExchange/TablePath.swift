import StringTables

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The path of a table inside a copy folder, such as `variants/relevance/ko.lproj/Primer.strings`,
/// read from untrusted files only after every component is checked.
public struct TablePath: Hashable, Sendable, CustomStringConvertible {
  /// The layer.
  public var layer: CopyLayer
  /// The table name.
  public var table: String

  /// Creates a path.
  public init(layer: CopyLayer, table: String) {
    self.layer = layer
    self.table = table
  }

  /// The path relative to the copy folder.
  public var relative: String {
    (layer.variant.map { "variants/\($0)/" } ?? "") + "\(layer.locale).lproj/\(table).strings"
  }

  /// The relative path.
  public var description: String { relative }

  /// Reads a relative path written by an export (`[variants/V/]L.lproj/T.strings`); anything else,
  /// including absolute paths and `..`, is refused with the reason.
  public static func parse(_ text: String) throws(ExchangeError) -> TablePath {
    let shown = ExchangeError.shown(text)
    guard !text.hasPrefix("/") else { throw .unsafePath(shown, "absolute paths are refused") }
    let parts = ContainedPath.components(text)
    guard !parts.contains(".."), !parts.contains("."), !parts.contains("") else {
      throw .unsafePath(shown, "'..', '.' and empty components are refused")
    }
    var variant: String?
    var rest = parts[...]
    if parts.count == 4 && parts[0] == "variants" {
      variant = parts[1]
      rest = parts[2...]
    }
    guard rest.count == 2, let lproj = rest.first, lproj.hasSuffix(".lproj"), let file = rest.last,
      file.hasSuffix(".strings")
    else {
      throw .unsafePath(shown, "expected [variants/NAME/]LOCALE.lproj/TABLE.strings")
    }
    let locale = String(lproj.dropLast(6))
    let table = String(file.dropLast(8))
    guard !table.unicodeScalars.contains("/"), !table.unicodeScalars.contains("\0") else {
      throw .unsafePath(shown, "a table name cannot hold '/' or NUL")
    }
    do {
      try CopyNames.validateLocale(locale, path: text)
      if let variant { try CopyNames.validateVariant(variant, path: text) }
      try CopyNames.validateComponent(table, kind: "table", path: text)
    } catch {
      throw .unsafePath(shown, error.message)
    }
    return TablePath(layer: CopyLayer(locale: locale, variant: variant), table: table)
  }

  /// The absolute file path inside `root`, refused when a symbolic link on the way leads out of it.
  public func resolved(in root: String) throws(ExchangeError) -> String {
    try ContainedPath.resolve(relative, in: root)
  }
}

/// Paths that must stay inside a folder, symbolic links included.
public enum ContainedPath {
  /// `root/relative`, after checking that the deepest existing part of it resolves inside `root`.
  public static func resolve(_ relative: String, in root: String) throws(ExchangeError) -> String {
    let shown = ExchangeError.shown(relative)
    guard !relative.hasPrefix("/"), !components(relative).contains("..") else {
      throw .unsafePath(shown, "the path leaves the copy folder")
    }
    guard let realRoot = realPath(root) else { throw .unsafePath(root, "the copy folder does not exist") }
    let full = root + "/" + relative
    var probe = full
    while realPath(probe) == nil && probe.count > root.count {
      let parent = parent(of: probe)
      if parent == probe { break }
      probe = parent
    }
    guard let real = realPath(probe), real == realRoot || real.hasPrefix(realRoot + "/") else {
      throw .unsafePath(shown, "a symbolic link leads out of the copy folder")
    }
    return full
  }

  /// The folder a path is in, by its text alone: `a/b` → `a`, `o` → `.`, `/x` → `/`, `a/b/` → `a`,
  /// `.` → `.`, `/` → `/`; the parent of a parent eventually stops changing.
  public static func parent(of path: String) -> String {
    var scalars = Array(path.unicodeScalars)
    while scalars.count > 1, scalars.last == "/" { scalars.removeLast() }
    guard let slash = scalars.lastIndex(of: "/") else { return "." }
    var folder = Array(scalars[..<slash])
    while folder.count > 1, folder.last == "/" { folder.removeLast() }
    if folder.isEmpty { return "/" }
    return String(String.UnicodeScalarView(folder))
  }

  /// The components between `/` scalars (scalar by scalar, so no grapheme cluster can hide a `/`).
  static func components(_ path: String) -> [String] {
    path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map {
      String(String.UnicodeScalarView($0))
    }
  }

  /// The canonical absolute path (symbolic links resolved), nil when it does not exist.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
