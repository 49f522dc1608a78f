/// The demo tape `att-journey init` writes into a new copy folder, printed by `TapePrinter`.
public enum ScaffoldDemo {
  /// A first run through onboarding and the primer to the tracking alert, answered "Ask App Not to Track".
  public static func firstRun(appName: String, onboardingSteps: [String]) -> String {
    let commands: [TapeCommand] =
      [.launch, .expect(.screen("onboarding-1"))]
      + onboardingSteps.map { _ in .press(.primary) }
      + [
        .expect(.screen("primer")), .press(.primary), .expect(.screen("alert")), .marker("system alert"),
        .sleep(milliseconds: 1_000), .press(.deny), .expect(.status("denied")),
        .expect(.screen("outcome-denied")),
      ]
    return TapePrinter.text(
      comment:
        "First run of \(appName): onboarding, the primer, the tracking alert (ATT-10), asked not to track.",
      settings: [.title("\(appName): first run")], commands: commands)
  }
}
