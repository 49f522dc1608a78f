import ConsentEngine
import Testing

@Test func smoke() {
  var state = ConsentState(definition: JourneyDefinition(), device: DeviceSettings())
  _ = reduce(into: &state, .launch)
  #expect(state.screen == .onboarding(step: 0))
}
