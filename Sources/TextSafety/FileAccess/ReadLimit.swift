/// The one table of how large an input file may be; every reader asks `SafeFile` with one of these.
///
/// The table is documented in docs/tapes.md ("Input limits"); a refusal names the file, its size and
/// the limit.
public enum ReadLimit: String, Sendable, CaseIterable {
  /// A `.strings` table in the copy folder, a glossary or System text reference, an Xcode project's table.
  case table
  /// A String Catalog (`.xcstrings`) in the copy folder or an Xcode project.
  case catalog
  /// A translation file given to `import` (`.xliff`, `.csv`, `.xcstrings`).
  case translation
  /// An `import --mapping` file.
  case mapping
  /// A tape (`.tape`), given to `play` or found in the demos folder.
  case tape
  /// A journey description (`journey.json`).
  case journey
  /// A small file the tool itself wrote before (the gallery's marker, a README template).
  case own

  /// The largest size accepted, in bytes.
  public var bytes: Int {
    switch self {
    case .table, .catalog, .translation, .mapping: return 5 * 1024 * 1024
    case .tape, .journey, .own: return 1024 * 1024
    }
  }

  /// What kind of file it is, for messages ("tape", "translation file").
  public var kind: String {
    switch self {
    case .table: return "strings table"
    case .catalog: return "String Catalog"
    case .translation: return "translation file"
    case .mapping: return "mapping file"
    case .tape: return "tape"
    case .journey: return "journey file"
    case .own: return "file"
    }
  }

  /// The limit as people say it: "5 MB", "1 MB".
  public var shown: String { "\(bytes / (1024 * 1024)) MB" }
}
