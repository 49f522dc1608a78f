/// Applies one action, then reports each returned effect back as performed: the one way to run effects.
///
/// Tests, explorers and the runtime call this so the event log shows every effect the same way.
@discardableResult
public func reduceAndPerform(into state: inout ConsentState, _ action: ConsentAction) -> [Effect] {
  let effects = reduce(into: &state, action)
  for effect in effects { _ = reduce(into: &state, .effectPerformed(effect)) }
  return effects
}
