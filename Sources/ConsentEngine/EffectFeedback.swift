extension ConsentState {
  /// Logs an effect the runtime carried out, so the event log shows it (UMP-10, ATT-12, X-6).
  mutating func effectPerformed(_ effect: Effect) {
    switch effect {
    case .startAdSDK(let npa):
      flow.adSDKNPA = npa
      emit(.adSDKStarted(npa: npa))
    case .openAppSettings: emit(.appSettingsURLOpened)
    case .runAdditionalInformationAction: emit(.additionalInformationActionRun)
    case .crash(let reason): emit(.crashReported(reason: reason))
    }
  }
}
