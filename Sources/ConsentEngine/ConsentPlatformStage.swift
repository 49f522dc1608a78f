/// Where the consent platform's flow is in this launch; a finished flow says how it ended.
public enum ConsentPlatformStage: Equatable, Sendable, Hashable {
  /// Not started this launch.
  case notStarted
  /// The app's intro sheet is on screen, before the form (UMP-7).
  case introSheet
  /// The consent form, or its options page, is on screen.
  case form
  /// The IDFA explainer is on screen, or its request is on screen (UMP-3).
  case explainer
  /// The flow is over for this launch.
  case finished(ConsentFlowEnd)
}

/// How the consent platform's flow ended this launch.
public enum ConsentFlowEnd: String, Sendable, Hashable, CaseIterable {
  /// It ran to its end: the gate for the app's own request ("umpFlowRan", UMP-4, UMP-7).
  case ran
  /// The consent refresh failed; nothing more this launch (UMP-6).
  case refreshFailed
  /// The person dismissed the intro sheet (UMP-7).
  case introSheetDismissed
  /// The app has no consent platform, or no provider reads the IDFA (UMP-8).
  case notUsed
}
