/// Applies one action, then answers each effect it returned with `.effectPerformed`, as the runtime does.
///
/// The one way to run the engine without a session (engine tests, explorers): the result
/// holds the action's events followed by each answer's, and the action's effects.
@discardableResult
public func reduceAndPerform(into state: inout ConsentState, _ action: ConsentAction) -> Transition {
  var transition = reduce(into: &state, action)
  for effect in transition.effects {
    transition.events += reduce(into: &state, .effectPerformed(effect)).events
  }
  return transition
}
