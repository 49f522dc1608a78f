import ConsentEngine

/// A seeded random walk through the engine that checks the invariants after every step.
public struct RandomWalk {
  /// A violation found by a walk, with what it takes to reproduce it.
  public struct Violation: Equatable, Sendable, CustomStringConvertible {
    /// The walk's seed.
    public var seed: UInt64
    /// The step at which it happened.
    public var step: Int
    /// The actions up to and including the step.
    public var actions: [ConsentAction]
    /// What broke.
    public var problems: [String]

    /// A readable summary.
    public var description: String { "seed \(seed) step \(step): \(problems) after \(actions)" }
  }

  /// What a batch of walks did.
  public struct Summary: Sendable {
    /// Steps taken.
    public var steps = 0
    /// Prompts shown.
    public var prompts = 0
    /// Distinct screens seen, by description.
    public var screens: Set<String> = []
    /// Distinct event names seen.
    public var eventNames: Set<String> = []
    /// The first violations (at most ten).
    public var violations: [Violation] = []
  }

  /// Runs `walks` walks of `length` steps, seeds derived from `seed`.
  public static func run(walks: Int, length: Int, seed: UInt64) -> Summary {
    var summary = Summary()
    var seeds = SplitMix64(seed: seed)
    for _ in 0..<walks {
      let walkSeed = seeds.next()
      walk(seed: walkSeed, length: length, into: &summary)
      if summary.violations.count >= 10 { break }
    }
    return summary
  }

  /// One walk from a random scenario.
  static func walk(seed: UInt64, length: Int, into summary: inout Summary) {
    var random = SplitMix64(seed: seed)
    let definition = RandomScenario.definition(&random)
    let device = RandomScenario.device(&random)
    var state = LoggedState(ConsentState(definition: definition, device: device))
    var generator = RandomActionGenerator(seed: random.next())
    var actions: [ConsentAction] = []
    for step in 0..<length {
      let action = generator.nextAction(for: state.state)
      actions.append(action)
      let before = state
      state.send(action)
      let problems = InvariantChecker.violations(before: before, action: action, after: state)
      summary.steps += 1
      summary.screens.insert("\(state.screen)")
      if !problems.isEmpty {
        summary.violations.append(Violation(seed: seed, step: step, actions: actions, problems: problems))
        return
      }
    }
    summary.prompts += state.promptsShown
    for event in state.events { summary.eventNames.insert(event.name) }
  }
}
