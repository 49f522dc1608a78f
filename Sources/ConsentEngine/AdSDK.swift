extension ConsentState {
  /// The ad SDK started for this launch, personalised or not (UMP-10); the log shows it.
  mutating func adSDKStarted(npa: Bool) {
    flow.adSDKNPA = npa
    emit(.adSDKStarted(npa: npa))
  }
}
