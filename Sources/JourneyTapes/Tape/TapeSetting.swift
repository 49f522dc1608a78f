import ConsentEngine
import JourneyScreens
import StringTables

/// A `Set` line: how the scenario, copy or recording is configured before the first action.
public enum TapeSetting: Sendable, Hashable {
  /// The locale shown; checked against the copy when the tape is played.
  case locale(String)
  /// The copy variant (`base` for none); checked against the copy when the tape is played.
  case variant(String)
  /// A pseudo-locale over the copy; nil is none.
  case pseudo(PseudoLocale?)
  case device(Device)
  case inspector(Bool)
  /// The phone alone, as pictures show it (`Set Present on`).
  case present(Bool)
  /// A second phone in this locale beside the first (`--beside`); nil is none.
  case beside(String?)
  case size(width: Int, height: Int)
  case region(ConsentRegion)
  case country(String)
  case os(OSVersion)
  case wiring(Wiring)
  case raceWinner(RaceWinner)
  case explainerPublished(Bool)
  case consentRefresh(ConsentRefresh)
  case introSheet(Bool)
  /// The device's restriction (ATT-7); nil is none.
  case restricted(RestrictionReason?)
  case trackingRequests(Bool)
  case usageDescription(Bool)
  case typingSpeed(milliseconds: Int)
  case title(String)
  /// Whether and how the app asks as it launches (ATT-4): `none`, `lost`, `retried`, `whenActive`.
  case launchRequest(LaunchRequest)
  /// Whether the app reads the status before its own request (ATT-3, ATT-7): `statusCheck`, `none`.
  case requestGuard(RequestGuard)
  case textSize(TextSize)
  case primer(PrimerTrigger)
  case explainerOwner(ExplainerOwner)

  /// The setting's name as a tape spells it after `Set`.
  public var name: String {
    switch self {
    case .locale: return "Locale"
    case .variant: return "Variant"
    case .pseudo: return "Pseudo"
    case .device: return "Device"
    case .inspector: return "Inspector"
    case .present: return "Present"
    case .beside: return "Beside"
    case .size: return "Size"
    case .region: return "Region"
    case .country: return "Country"
    case .os: return "OS"
    case .wiring: return "Wiring"
    case .raceWinner: return "RaceWinner"
    case .explainerPublished: return "Explainer"
    case .consentRefresh: return "ConsentRefresh"
    case .introSheet: return "IntroSheet"
    case .restricted: return "Restricted"
    case .trackingRequests: return "TrackingRequests"
    case .usageDescription: return "UsageDescription"
    case .typingSpeed: return "TypingSpeed"
    case .title: return "Title"
    case .launchRequest: return "LaunchRequest"
    case .requestGuard: return "RequestGuard"
    case .textSize: return "TextSize"
    case .primer: return "Primer"
    case .explainerOwner: return "ExplainerOwner"
    }
  }

  /// The argument as a tape writes it after the name; `TapeParser` reads it back to the same setting.
  public var argument: String { TapePrinter.argument(of: self) }

  /// The whole line: `Set Name argument`.
  public var line: String { TapePrinter.line(self) }
}
