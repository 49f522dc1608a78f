import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit
import TextSafety

/// A tape's `Set` lines read into scenario options and recording settings.
public struct PlaybackSettings: Sendable, Equatable {
  /// The scenario.
  public var scenario = ScenarioOptions()
  /// The recording's terminal size when the tape sets none.
  public static let defaultSize = Size(width: 100, height: 34)
  /// Terminal size of the recording.
  public var size = defaultSize
  /// Time each typed key or action takes, in milliseconds.
  public var typingSpeed = 60
  /// The recording's title.
  public var title: String?

  /// Reads the settings of a tape, checking locale, variant and device against the copy.
  public init(_ tape: Tape, catalog: CopyCatalog) throws(TapeError) {
    for line in tape.settings {
      try apply(line.setting, at: line.location, catalog: catalog)
    }
  }

  /// Settings with nothing set.
  public init() {}

  private mutating func apply(_ setting: TapeSetting, at location: SourceLocation, catalog: CopyCatalog)
    throws(TapeError)
  {
    switch setting {
    case .locale(let locale): scenario.locale = try Self.checkLocale(locale, at: location, catalog: catalog)
    case .variant(let variant):
      scenario.variant = try Self.checkVariant(variant, at: location, catalog: catalog)
    case .pseudo(let name): scenario.pseudo = PseudoLocale(rawValue: name)
    case .device(let id):
      guard Device.named(id) != nil else {
        throw .invalidArgument(
          location, command: "Set Device", got: id, expected: Device.all.map(\.id).joined(separator: ", "))
      }
      scenario.device = id
    case .inspector(let shown): scenario.showsInspector = shown
    case .beside(let locale):
      scenario.besideLocale = try locale.map { (locale) throws(TapeError) in
        try Self.checkLocale(locale, at: location, catalog: catalog)
      }
    case .size(let width, let height): size = Size(width: width, height: height)
    case .region(let name):
      scenario.region = ConsentRegion(tapeName: name)
    case .country(let code): scenario.country = code
    case .os(let text):
      do {
        scenario.osVersion = try OSVersion(modelled: text)
      } catch {
        throw .invalidArgument(location, command: "Set OS", got: text, expected: error.expected)
      }
    case .wiring(let name): scenario.wiring = Wiring(rawValue: name)
    case .raceWinner(let name): scenario.raceWinner = RaceWinner(tapeName: name)
    case .explainerPublished(let published): scenario.explainerPublished = published
    case .consentRefresh(let name): scenario.consentRefresh = ConsentRefresh(tapeName: name)
    case .introSheet(let shown): scenario.introSheet = shown
    case .restricted(let reason):
      scenario.restriction = .some(reason.flatMap(RestrictionReason.init(tapeName:)))
    case .trackingRequests(let on): scenario.allowAppsToRequestToTrack = on
    case .usageDescription(let present): scenario.hasUsageDescription = present
    case .typingSpeed(let milliseconds): typingSpeed = milliseconds
    case .title(let text): title = text
    case .textSize(let name):
      guard let size = TextSize(name: name) else {
        throw .invalidArgument(
          location, command: "Set TextSize", got: name,
          expected: TextSize.allCases.map(\.description).joined(separator: ", "))
      }
      scenario.textSize = size
    case .launchRequest(let kind):
      scenario.launchRequestRetried = .some(kind == "none" ? nil : kind == "retried")
    case .primer(let text): scenario.primerTrigger = PrimerTrigger(tapeName: text)
    case .explainerOwner(let name): scenario.explainerOwner = ExplainerOwner(rawValue: name)
    }
  }

  /// The locale when the copy ships it.
  public static func checkLocale(_ locale: String, at location: SourceLocation, catalog: CopyCatalog)
    throws(TapeError) -> String
  {
    guard catalog.locales.contains(locale) else {
      throw .unknownLocale(location, locale, known: catalog.locales)
    }
    return locale
  }

  /// The variant when the copy has it; `base` means none.
  public static func checkVariant(_ variant: String, at location: SourceLocation, catalog: CopyCatalog)
    throws(TapeError) -> String?
  {
    if variant == "base" { return nil }
    guard catalog.variants.contains(variant) else {
      throw .unknownVariant(location, variant, known: catalog.variants)
    }
    return variant
  }
}
