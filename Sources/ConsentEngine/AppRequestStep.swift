/// How far the app's own primer-and-request step got this launch (HIG-5, HIG-7).
public enum AppRequestStep: String, Sendable, Hashable, CaseIterable {
  /// Not reached yet.
  case notReached
  /// It ran without showing the primer.
  case ran
  /// It ran and showed the primer.
  case ranWithPrimer
}
