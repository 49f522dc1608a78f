/// The mock phone's ad SDK, Settings and app process: what carrying out each effect gives back.
///
/// The mock has nothing to call, so every effect succeeds at once; a driver sends the answer back to `reduce`.
public enum MockPhone {
  /// The action that reports `effect` carried out.
  public static func perform(_ effect: Effect) -> ConsentAction {
    switch effect {
    case .startAdSDK(let npa): return .adSDKStarted(npa: npa)
    case .openAppSettings: return .appSettingsURLOpened
    case .runAdditionalInformationAction: return .additionalInformationActionRan
    case .crash(let reason): return .crashReported(reason)
    }
  }
}
