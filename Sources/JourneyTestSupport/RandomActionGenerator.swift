import ConsentEngine

/// Picks seeded random actions, mostly ones that make sense on the current screen.
public struct RandomActionGenerator {
  /// The generator's random source.
  public var random: SplitMix64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// Every action the walk may take, whatever the screen.
  public static let everyAction: [ConsentAction] = [
    .launch, .appResignedActive, .appBecameActive, .appBackgrounded, .foreground, .terminate, .reinstall,
    .continueTapped, .alertAnswered(.allow), .alertAnswered(.deny), .additionalInformationTapped,
    .introSheetDismissed, .consentFormAnswered(.consented), .consentFormAnswered(.refused),
    .consentFormAnswered(.partial), .consentOptionsOpened, .consentPurposeToggled(.storage),
    .consentPurposeToggled(.personalizedAds), .consentPurposeToggled(.measurement), .consentOptionsConfirmed,
    .consentOptionsAcceptedAll, .consentOptionsClosed,
    .featureStarted,
    .milestoneReached(RandomScenario.milestone), .milestoneReached("other"), .openSettingsTapped,
    .notNowTapped, .otherPermissionAlertRaised, .otherPermissionAlertAnswered, .settingsOpened,
    .settingsAppToggleTapped, .appToggleConfirmationAnswered(.confirm),
    .appToggleConfirmationAnswered(.cancel), .settingsGlobalToggleTapped,
    .globalToggleOffAnswered(.continueTracking), .globalToggleOffAnswered(.stopTracking),
    .globalToggleOffAnswered(.cancel), .returnToApp, .advanceClock(days: 1), .advanceClock(days: 3),
    .advanceClock(days: 366), .scenario(.restriction(.childAccount)), .scenario(.restriction(nil)),
    .scenario(.allowAppsToRequestToTrack(false)), .scenario(.allowAppsToRequestToTrack(true)),
    .scenario(.region(.eea)), .scenario(.region(.other)), .scenario(.consentRefresh(.fail)),
    .scenario(.consentRefresh(.ok)), .scenario(.osVersion(.iOS27Point2)), .scenario(.deviceCountry("FR")),
    .scenario(.accountCountry("FR")), .scenario(.raceWinner(.consentPlatform)), .scenario(.wiring(.race)),
    .scenario(.wiring(.none)), .scenario(.wiring(.sequential)), .scenario(.consentRefresh(.failOnce)),
  ]

  /// Actions likely to move the flow on from this state.
  public static func likelyActions(in state: ConsentState) -> [ConsentAction] {
    switch state.overlay {
    case .trackingPrompt:
      return [.alertAnswered(.allow), .alertAnswered(.deny), .additionalInformationTapped]
    case .otherPermissionAlert: return [.otherPermissionAlertAnswered]
    case .appToggleConfirmation:
      return [.appToggleConfirmationAnswered(.confirm), .appToggleConfirmationAnswered(.cancel)]
    case .globalToggleOffConfirmation:
      return [
        .globalToggleOffAnswered(.continueTracking), .globalToggleOffAnswered(.stopTracking),
        .globalToggleOffAnswered(.cancel),
      ]
    case nil: break
    }
    switch state.screen {
    case .springboard: return [.launch, .foreground, .settingsOpened]
    case .crashed: return [.launch, .reinstall]
    case .introSheet: return [.continueTapped, .introSheetDismissed]
    case .consentForm:
      return [
        .consentFormAnswered(.consented), .consentFormAnswered(.refused), .consentFormAnswered(.partial),
        .consentOptionsOpened,
      ]
    case .consentOptions:
      return [
        .consentPurposeToggled(.storage), .consentPurposeToggled(.personalizedAds),
        .consentPurposeToggled(.measurement), .consentOptionsConfirmed, .consentOptionsAcceptedAll,
        .consentOptionsClosed,
      ]
    case .home:
      return [.featureStarted, .milestoneReached(RandomScenario.milestone), .terminate, .settingsOpened]
    case .recovery: return [.openSettingsTapped, .notNowTapped]
    case .additionalInformation: return [.continueTapped, .notNowTapped]
    case .settingsTracking, .settingsApp:
      return [.settingsAppToggleTapped, .settingsGlobalToggleTapped, .returnToApp]
    default: return [.continueTapped]
    }
  }

  /// The next action: three times in four a likely one, otherwise any action.
  public mutating func nextAction(for state: ConsentState) -> ConsentAction {
    let likely = Self.likelyActions(in: state)
    if random.next(below: 4) > 0 && !likely.isEmpty { return RandomScenario.pick(likely, &random) }
    return RandomScenario.pick(Self.everyAction, &random)
  }
}
