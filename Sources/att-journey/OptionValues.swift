import ConsentEngine
import CopyExchange
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit

extension TextSize: OptionValue {
  var argument: String { description }

  init?(argument: String) { self.init(name: argument) }

  /// `xSmall … xxxLarge, AX1 … AX5`: the first and last of the sizes and of the accessibility sizes.
  static var helpList: String {
    [allCases.filter { !$0.isAccessibilitySize }, allCases.filter(\.isAccessibilitySize)].compactMap {
      sizes in
      guard let first = sizes.first, let last = sizes.last else { return nil }
      return "\(first) … \(last)"
    }.joined(separator: ", ")
  }
}

extension Device: OptionValue {
  static var allowedValues: [Device] { all }
  static var defaultValue: Device? { standard }
  var argument: String { id }
}

/// `--pseudo`: a pseudo-locale over the copy, or none.
enum PseudoChoice: OptionValue, Equatable {
  /// The copy as written (`none`).
  case plain
  /// The copy pseudo-localized.
  case locale(PseudoLocale)

  static var allowedValues: [PseudoChoice] { PseudoLocale.allCases.map(PseudoChoice.locale) + [.plain] }

  var argument: String {
    switch self {
    case .plain: return "none"
    case .locale(let locale): return locale.rawValue
    }
  }

  /// The pseudo-locale, nil for none.
  var pseudoLocale: PseudoLocale? {
    guard case .locale(let locale) = self else { return nil }
    return locale
  }
}

extension ConsentRegion: OptionValue {
  var argument: String { tapeName }
}

extension Wiring: OptionValue {
  var argument: String { rawValue }
}

extension RaceWinner: OptionValue {
  static var defaultValue: RaceWinner? { DeviceSettings().raceWinner }
  var argument: String { tapeName }
}

extension RequestGuard: OptionValue {
  static var defaultValue: RequestGuard? { JourneyDefinition().requestGuard }
  var argument: String { tapeName }
}

extension LaunchRequest: OptionValue {
  static var defaultValue: LaunchRequest? { JourneyDefinition().launchRequest }
  var argument: String { tapeName }
}

extension RestrictionReason: OptionValue {
  /// What `--restricted` without a reason means.
  static var defaultValue: RestrictionReason? { .childAccount }
  var argument: String { tapeName }
}

extension TranslationStatus: OptionValue {
  var argument: String { rawValue }
}

/// `--explainer`: whether the consent platform's IDFA explainer is published.
enum ExplainerState: String, OptionValue, CaseIterable {
  /// Published: the consent platform shows it.
  case published
  /// Not published.
  case unpublished

  var argument: String { rawValue }
}

/// `--tracking-requests`: the Settings toggle "Allow Apps to Request to Track".
enum TrackingRequests: String, OptionValue, CaseIterable {
  /// Apps may ask.
  case on
  /// No app may ask.
  case off

  var argument: String { rawValue }
}

extension PictureAppearance: OptionValue {
  static var helpStyle: OptionValueList { .alternatives }
  var argument: String { rawValue }
}
