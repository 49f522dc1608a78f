import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Identifier for vendor")
struct VendorIdentifierTests {
  @Test("IDFV: seeded and stable, never zero, different from the IDFA, whatever the tracking answer (ATT-11)")
  func stableAndIndependentOfTracking() {
    var state = makeState(quickJourney(), DeviceSettings(idfaSeed: 7))
    let idfv = state.idfv
    #expect(idfv == VendorIdentifier.make(seed: 7, installation: 1))
    #expect(idfv != VendorIdentifier.make(seed: 8, installation: 1))
    #expect(idfv != AdvertisingIdentifier.zero)
    #expect(idfv.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
    #expect(Array(idfv)[14] == "4")
    play(&state, .launch, .continueTapped, .alertAnswered(.deny))
    #expect(state.idfv == idfv)
    #expect(state.idfa == AdvertisingIdentifier.zero)
    var allowed = makeState(quickJourney(), DeviceSettings(idfaSeed: 7))
    play(&allowed, .launch, .continueTapped, .alertAnswered(.allow), .continueTapped, .terminate, .launch)
    #expect(allowed.idfv == idfv)
    #expect(allowed.idfa != idfv)
  }

  @Test("IDFV: a reinstall of the vendor's only app gives a new one (ATT-3 resets tracking alongside)")
  func newAfterReinstall() {
    var state = makeState(quickJourney(), DeviceSettings(idfaSeed: 7))
    let first = state.idfv
    play(&state, .launch, .reinstall)
    #expect(state.installations == 2)
    #expect(state.idfv != first)
    #expect(state.idfv == VendorIdentifier.make(seed: 7, installation: 2))
    play(&state, .reinstall)
    #expect(Set([first, VendorIdentifier.make(seed: 7, installation: 2), state.idfv]).count == 3)
  }
}
