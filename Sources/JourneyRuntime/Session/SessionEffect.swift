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
}
