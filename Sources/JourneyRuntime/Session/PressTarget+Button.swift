import JourneyScreens
import TerminalKit

extension ScreenButton {
  /// Whether this button is the one a `Press` target names.
  public func matches(_ target: PressTarget) -> Bool {
    switch target {
    case .primary: return role == .primary
    case .allow: return role == .allow
    case .deny: return role == .deny
    case .additionalInformation: return role == .additionalInformation
    case .key(let key): return ref.key == key
    }
  }

  /// How a tape presses this button: by role where it has one, else by its copy key.
  public var pressTarget: PressTarget {
    switch role {
    case .primary: return .primary
    case .allow: return .allow
    case .deny: return .deny
    case .additionalInformation: return .additionalInformation
    default: return .key(ref.key)
    }
  }
}

extension PressTarget {
  /// The target as a tape spells it after `Press`.
  public var name: String {
    switch self {
    case .primary: return "primary"
    case .allow: return "allow"
    case .deny: return "deny"
    case .additionalInformation: return "additional-information"
    case .key(let key): return key
    }
  }
}
