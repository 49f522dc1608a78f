import ConsentEngine
import JourneyRuntime
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

  /// Reads the settings of a tape, checking its locales and variant against the copy (the parser checked the
  /// rest).
  public init(_ tape: Tape, catalog: CopyCatalog) throws(TapeError) {
    for line in tape.settings {
      try apply(line.setting, at: line.location, catalog: catalog)
    }
  }

  /// Settings with nothing set.
  public init() {}

  /// The size a recording is made at: a presented phone's own (two with `Set Beside`), whatever `Set Size`
  /// says (it sizes the working view's terminal); else the tape's size or the default.
  public var recordingSize: Size {
    guard scenario.presentation?.showsPhoneAlone == true else { return size }
    let phone = Presentation.frameSize(for: scenario.device.flatMap(Device.named) ?? .standard)
    guard scenario.besideLocale != nil else { return phone }
    return Size(width: phone.width * 2, height: phone.height)
  }

  private mutating func apply(_ setting: TapeSetting, at location: SourceLocation, catalog: CopyCatalog)
    throws(TapeError)
  {
    switch setting {
    case .locale(let locale): scenario.locale = try Self.checkLocale(locale, at: location, catalog: catalog)
    case .variant(let variant):
      scenario.variant = try Self.checkVariant(variant, at: location, catalog: catalog)
    case .pseudo(let pseudo): scenario.pseudo = pseudo
    case .device(let device): scenario.device = device.id
    case .inspector(let shown): scenario.showsInspector = shown
    case .present(let on): scenario.presentation = on ? .picture : .tool
    case .beside(let locale):
      scenario.besideLocale = try locale.map { (locale) throws(TapeError) in
        try Self.checkLocale(locale, at: location, catalog: catalog)
      }
    case .size(let width, let height): size = Size(width: width, height: height)
    case .region(let region): scenario.region = region
    case .country(let code): scenario.country = code
    case .os(let version): scenario.osVersion = version
    case .wiring(let wiring): scenario.wiring = wiring
    case .raceWinner(let winner): scenario.raceWinner = winner
    case .explainerPublished(let published): scenario.explainerPublished = published
    case .consentRefresh(let refresh): scenario.consentRefresh = refresh
    case .introSheet(let shown): scenario.introSheet = shown
    case .restricted(let reason): scenario.restriction = .some(reason)
    case .trackingRequests(let on): scenario.allowAppsToRequestToTrack = on
    case .usageDescription(let present): scenario.hasUsageDescription = present
    case .typingSpeed(let milliseconds): typingSpeed = milliseconds
    case .title(let text): title = text
    case .textSize(let size): scenario.textSize = size
    case .launchRequest(let request): scenario.launchRequest = request
    case .requestGuard(let check): scenario.requestGuard = check
    case .primer(let trigger): scenario.primerTrigger = trigger
    case .explainerOwner(let owner): scenario.explainerOwner = owner
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
