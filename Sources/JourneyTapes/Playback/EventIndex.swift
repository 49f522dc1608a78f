import ConsentEngine

/// The walk's event names and finding rules so far, brought up to date from the new events only, so a
/// tape's `Expect event` and `Expect finding` lines cost the same however long the walk has been.
struct EventIndex {
  /// Every event name seen.
  private(set) var names: Set<String> = []
  /// The rules of the engine's findings, in the order they came.
  private(set) var findingRules: [String] = []
  /// The same rules, to look one up.
  private(set) var findingRuleSet: Set<String> = []
  /// The last few event names, for a failed check's message.
  private(set) var recent: [String] = []
  private var indexed = 0

  /// Takes in the events past those already seen (the log only grows).
  mutating func update(from events: [Event]) {
    guard events.count > indexed else { return }
    for event in events[indexed...] {
      names.insert(event.name)
      if case .finding(let finding) = event.kind {
        findingRules.append(finding.rule)
        findingRuleSet.insert(finding.rule)
      }
    }
    recent = events.suffix(5).map(\.name)
    indexed = events.count
  }
}
