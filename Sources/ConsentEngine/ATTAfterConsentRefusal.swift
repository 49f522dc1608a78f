/// The app's policy for the tracking request after the person refused the consent form (UMP-11).
public enum ATTAfterConsentRefusal: String, Sendable, Hashable, CaseIterable {
  /// Ask anyway once the consent flow ran; the npa union keeps ads non-personalised (the default).
  case ask
  /// Skip the explainer and the request for the rest of the flow (a team's choice, never the default).
  case skip
}
