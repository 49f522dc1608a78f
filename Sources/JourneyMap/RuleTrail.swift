import ConsentEngine

/// The rule ids an engine event exercises, so a path can say which rules it walks through.
public enum RuleTrail {
  /// The rules behind one event; most lifecycle events name none.
  public static func rules(for kind: EventKind) -> [String] {
    switch kind {
    case .systemAlertShown(.classic): return ["ATT-3", "ATT-10"]
    case .systemAlertShown(.expanded): return ["ATT-3", "X-4"]
    case .trackingAnswered(.notDetermined): return ["X-6"]
    case .trackingAnswered: return ["ATT-11"]
    case .trackingRequestCompleted(_, let reason): return [completionRule(reason)]
    case .primerShown: return ["HIG-1"]
    case .consentRefreshed: return ["UMP-2"]
    case .consentRefreshFailed: return ["UMP-6"]
    case .consentFormShown: return ["UMP-2"]
    case .consentFormAnswered, .consentOptionsShown, .consentPurposeSwitched: return ["UMP-9"]
    case .explainerShown: return ["UMP-3"]
    case .introSheetShown, .introSheetDismissed: return ["UMP-7"]
    case .settingsOpened: return ["ATT-12"]
    case .settingsChanged(let change, _): return settingsRules(change)
    case .recoveryOffered: return ["HIG-6", "ATT-18"]
    case .appTerminated: return ["ATT-17"]
    case .appCrashed: return ["ATT-9"]
    case .adSDKStarted: return ["UMP-10"]
    case .additionalInformationActionRun: return ["X-6"]
    case .appReinstalled: return ["ATT-3"]
    case .finding(let finding): return [finding.rule]
    case .appLaunched, .appBecameActive, .appResignedActive, .appBackgrounded, .onboardingStepShown,
      .primerContinued, .trackingRequested, .appSettingsURLOpened, .crashReported:
      return []
    }
  }

  /// The rules behind a run of events, each once, in the order first exercised.
  public static func rules(for events: some Sequence<Event>) -> [String] {
    var seen = Set<String>()
    return events.flatMap { rules(for: $0.kind) }.filter { seen.insert($0).inserted }
  }

  /// The rule of a status that decides by itself, whether or not the app called: a guarded app makes no
  /// call on a restricted device (ATT-7) or with the global switch off (ATT-8), so no event names them.
  public static func rules(forDecided state: ConsentState) -> [String] {
    switch state.statusReason {
    case .restricted: return ["ATT-7"]
    case .globalSwitch: return ["ATT-8"]
    case .notAnswered, .userChoice: return []
    }
  }

  private static func completionRule(_ reason: CompletionReason) -> String {
    switch reason {
    case .alreadyDetermined: return "ATT-3"
    case .appNotActive: return "ATT-4"
    case .alertPending: return "ATT-6"
    case .restricted: return "ATT-7"
    case .globalToggleOff: return "ATT-8"
    }
  }

  private static func settingsRules(_ change: SettingsChange) -> [String] {
    switch change {
    case .appTracking: return ["ATT-13"]
    case .allowAppsToRequestToTrack: return ["ATT-14"]
    case .trackingAnswerExpired: return ["X-7"]
    case .restriction: return ["ATT-7"]
    case .scenario: return []
    }
  }
}
