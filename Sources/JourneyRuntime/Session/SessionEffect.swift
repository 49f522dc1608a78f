import ConsentEngine
import CopyLint
import StringTables

/// Something the session's update asks its driver to do, since the update itself does no input or output.
public enum SessionEffect: Sendable, Equatable {
  /// An effect of the engine (start the ad SDK, open the app's Settings page, …); `MockPhone.perform`
  /// answers it on the mock.
  case engine(Effect)
  /// Read the tables of a locale from the copy folder: the first time the walk shows it.
  case readLocaleTables(String)
  /// Read lint's reference folders (iOS's own texts, the glossary): the first time the walk lints copy.
  case readLintRules
  /// Read the copy folder's saved files again (live copy): `journey.json` and the tables of the locales read
  /// so far.
  case reloadCopy([String])
}

/// What a driver gives back to the session (`JourneySession.receive`) once it performed a `SessionEffect`.
public enum SessionResult: Sendable {
  /// The engine's answer to one of its effects (`.adSDKStarted(npa:)`, `.appSettingsURLOpened`, …).
  case engine(ConsentAction)
  /// A locale's tables were read: the catalog that holds them.
  case localeTablesRead(CopyCatalog)
  /// A locale's tables could not be read: the locale and the error, with its file, line and column.
  case localeTablesFailed(locale: String, message: String)
  /// Lint's rules, with their reference folders read.
  case lintRulesRead(LayerRules)
  /// The saved files of the copy folder, read again.
  case copyReloaded(CopyReload)
}

/// What reading saved copy files again gave (live copy): new tables, a journey for the next launch, or the
/// error of a save that does not read.
public struct CopyReload: Sendable {
  /// A `journey.json` that read: its flow starts at the next cold launch.
  public var journey: JourneyDefinition?
  /// The copy, read again, when its tables read.
  public var catalog: CopyCatalog?
  /// What changed, in words for the status line.
  public var said: [String] = []
  /// The error of a saved file that does not read (with its `file:line:col`); the last good copy stays.
  public var problem: String?
  /// The file of `problem`.
  public var problemFile: String?

  /// A reload's result.
  public init(
    journey: JourneyDefinition? = nil, catalog: CopyCatalog? = nil, said: [String] = [],
    problem: String? = nil,
    problemFile: String? = nil
  ) {
    self.journey = journey
    self.catalog = catalog
    self.said = said
    self.problem = problem
    self.problemFile = problemFile
  }
}
