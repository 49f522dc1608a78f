/// A `Set` line: how the scenario, copy or recording is configured before the first action.
public enum TapeSetting: Sendable, Hashable {
  case locale(String)
  case variant(String)
  case pseudo(String)
  case device(String)
  case inspector(Bool)
  /// A second phone in this locale beside the first (`--beside`); nil is none.
  case beside(String?)
  case size(width: Int, height: Int)
  case region(String)
  case country(String)
  case os(String)
  case wiring(String)
  case raceWinner(String)
  case explainerPublished(Bool)
  case consentRefresh(String)
  case introSheet(Bool)
  case restricted(String?)
  case trackingRequests(Bool)
  case usageDescription(Bool)
  case typingSpeed(milliseconds: Int)
  case title(String)
  case launchRequest(String)
  case textSize(String)
  case primer(String)
  case explainerOwner(String)

  /// The setting's name as a tape spells it after `Set`.
  public var name: String {
    switch self {
    case .locale: return "Locale"
    case .variant: return "Variant"
    case .pseudo: return "Pseudo"
    case .device: return "Device"
    case .inspector: return "Inspector"
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
