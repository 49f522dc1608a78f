import ConsentEngine

/// Checks the engine's invariants after each step; returns a description of every violation.
public enum InvariantChecker {
  /// The violations of one step from `before` through `action` to `after`; `after`'s log extends `before`'s.
  public static func violations(before: LoggedState, action: ConsentAction, after: LoggedState) -> [String] {
    var problems: [String] = []
    let fresh = Array(after.events.dropFirst(before.events.count))
    problems += promptRules(before: before, after: after, fresh: fresh)
    problems += valueRules(after.state)
    if !StatusTransitions.allows(before.trackingStatus, after.trackingStatus, by: action) {
      problems.append("status \(before.trackingStatus.name) → \(after.trackingStatus.name) by \(action)")
    }
    problems += bookkeeping(before: before.state, after: after.state, fresh: fresh)
    return problems
  }

  /// No prompt unless notDetermined, active, nothing pending, not restricted, global toggle on (ATT-3 … ATT-8).
  static func promptRules(before: LoggedState, after: LoggedState, fresh: [Event]) -> [String] {
    var problems: [String] = []
    let all = after.events
    let offset = before.events.count
    for (index, event) in fresh.enumerated() where event.name == "systemAlertShown" {
      let position = offset + index
      if position == 0 || all[position - 1].name != "trackingRequested" {
        problems.append("systemAlertShown without trackingRequested just before")
      }
      if lifecycle(before: position - 1, in: all) != "appBecameActive" {
        problems.append("prompt shown while the app was not active (ATT-4)")
      }
      if before.overlay == .otherPermissionAlert || before.flow.otherAlertPending {
        problems.append("prompt shown while another alert was pending (ATT-6)")
      }
    }
    if case .trackingPrompt = after.overlay {
      if after.trackingStatus != .notDetermined {
        problems.append("prompt while \(after.trackingStatus.name)")
      }
      if after.device.restriction != nil { problems.append("prompt on a restricted device (ATT-7)") }
      if !after.device.allowAppsToRequestToTrack {
        problems.append("prompt with the global toggle off (ATT-8)")
      }
      if after.appState != .inactive { problems.append("app not inactive under the prompt (ATT-5)") }
      if after.flow.pendingRequest == nil { problems.append("prompt without a pending request") }
    } else if after.flow.pendingRequest != nil {
      problems.append("pending request without a prompt")
    }
    for (index, event) in fresh.enumerated() where event.name == "trackingRequested" {
      let next = index + 1 < fresh.count ? fresh[index + 1].name : "none"
      if !["systemAlertShown", "trackingRequestCompleted", "appCrashed"].contains(next) {
        problems.append("trackingRequested followed by \(next)")
      }
    }
    return problems
  }

  /// The last lifecycle event at or before `index`.
  static func lifecycle(before index: Int, in events: [Event]) -> String {
    let names: Set<String> = [
      "appLaunched", "appBecameActive", "appResignedActive", "appBackgrounded", "appCrashed",
    ]
    var cursor = index
    while cursor >= 0 {
      if names.contains(events[cursor].name) { return events[cursor].name }
      cursor -= 1
    }
    return "none"
  }

  /// The IDFA (ATT-11, X-8) and `npa` (UMP-9) follow the status and the consent.
  static func valueRules(_ state: ConsentState) -> [String] {
    var problems: [String] = []
    let zero = "00000000-0000-0000-0000-000000000000"
    if (state.trackingStatus == .authorized) == (state.idfa == zero) {
      problems.append("idfa \(state.idfa) while \(state.trackingStatus.name) (ATT-11)")
    }
    let platform = state.definition.wiring != .none && state.definition.adProviders.contains { $0.readsIDFA }
    let consented =
      !platform || state.consentStatus == .notRequired
      || (state.consentStatus == .obtained && state.consentChoice == .consented)
    if state.npa != (state.trackingStatus != .authorized || !consented) {
      problems.append("npa \(state.npa) breaks the union rule (UMP-9)")
    }
    return problems
  }

  /// Clock, counters and screens stay consistent.
  static func bookkeeping(before: ConsentState, after: ConsentState, fresh: [Event]) -> [String] {
    var problems: [String] = []
    var tick = before.clock.tick
    for event in fresh {
      if event.time != tick + 1 { problems.append("event time \(event.time) after \(tick)") }
      tick = event.time
    }
    let toggled =
      before.device.allowAppsToRequestToTrack != after.device.allowAppsToRequestToTrack
      || fresh.contains {
        if case .settingsChanged(.appTracking, _) = $0.kind { return true } else { return false }
      }
    if toggled && before.isAppRunning && after.isAppRunning {
      problems.append("a privacy switch changed but the running app was not terminated (ATT-17)")
    }
    let shown = fresh.filter { $0.name == "systemAlertShown" }.count
    if after.promptsShown != before.promptsShown + shown { problems.append("promptsShown miscounted") }
    let outside = after.screen == .springboard || after.screen.isSettings
    var crashed = false
    if case .crashed = after.screen { crashed = true }
    switch after.appState {
    case .active, .inactive:
      if outside || crashed { problems.append("app in the foreground behind \(after.screen)") }
    case .background:
      if !outside { problems.append("app in the background but screen \(after.screen)") }
    case .notRunning:
      if !outside && !crashed { problems.append("app not running but screen \(after.screen)") }
    }
    let newHIG5 = fresh.contains {
      if case .finding(let finding) = $0.kind { return finding.rule == "HIG-5" }
      return false
    }
    let primerShown = fresh.contains { $0.name == "primerShown" }
    if primerShown && after.trackingStatus != .notDetermined && !newHIG5 {
      problems.append("primer shown while \(after.trackingStatus.name) without a HIG-5 finding")
    }
    return problems
  }
}
