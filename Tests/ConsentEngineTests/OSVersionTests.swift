import ConsentEngine
import JourneyTestSupport
import Testing

/// The iOS versions the engine models: before ATT (OS-1), the 14.0–14.4 IDFA (OS-2), and the reader shared
/// by `--os` and `Set OS`.
@Suite("iOS versions (OS-1, OS-2, ATT-11, X-1)")
struct OSVersionTests {
  @Test("the one reader takes the modelled versions and refuses the rest, naming what is modelled")
  func reader() throws {
    #expect(try OSVersion(modelled: "26") == .iOS26)
    #expect(try OSVersion(modelled: "27.2") == .iOS27Point2)
    #expect(try OSVersion(modelled: "14.4.2") == OSVersion(14, 4))
    #expect(try OSVersion(modelled: "13.7") == OSVersion(13, 7))
    for bad in ["", "27.x", "11", "19", "25", "28", "14.10", "14..1", "1.2.3.4", "+14", "２６", "14.5.1000"] {
      #expect(throws: OSVersionError.self, "\(bad)") { try OSVersion(modelled: bad) }
    }
    #expect(OSVersionError(text: "25").expected.contains("12–18, 26 or 27"))
  }

  @Test("OS-1: before iOS 14 there is no prompt, no primer and no explainer; the IDFA is readable")
  func beforeATT() {
    var state = makeState(
      JourneyDefinition(onboardingStepIDs: [], explainerPublished: true),
      DeviceSettings(osVersion: OSVersion(13, 7), region: .eea))
    play(&state, .launch)
    if state.screen == .consentForm { play(&state, .consentFormAnswered(.consented)) }
    #expect(state.screen == .home)
    #expect(state.promptsShown == 0)
    #expect(
      !state.events.contains { ["primerShown", "explainerShown", "trackingRequested"].contains($0.name) })
    #expect(state.trackingStatus == .notDetermined)
    #expect(state.idfa != AdvertisingIdentifier.zero)
  }

  @Test(
    "OS-2: on 14.0–14.4 the prompt exists, and an app that has not asked still reads the IDFA (ATT-11 from 14.5)"
  )
  func beforeFourteenFive() {
    for (version, readsUndecided) in [
      (OSVersion(14, 0), true), (OSVersion(14, 4), true), (.iOS14Point5, false),
    ] {
      var state = makeState(JourneyDefinition(onboardingStepIDs: []), DeviceSettings(osVersion: version))
      play(&state, .launch)
      #expect(state.screen == .primer, "\(version)")
      #expect(state.trackingStatus == .notDetermined)
      #expect((state.idfa != AdvertisingIdentifier.zero) == readsUndecided, "\(version)")
      play(&state, .continueTapped)
      #expect(state.promptsShown == 1, "\(version): the prompt exists")
      play(&state, .alertAnswered(.deny))
      #expect(state.idfa == AdvertisingIdentifier.zero, "\(version): a refusal zeroes it (ATT-11)")
    }
  }

  @Test("ATT-11, X-1: 26 and 27.2 keep today's rules: zeros until authorized; the sheet only from 27.2")
  func currentVersions() {
    for version in [OSVersion.iOS26, .iOS27Point2] {
      let state = makeState(JourneyDefinition(onboardingStepIDs: []), DeviceSettings(osVersion: version))
      #expect(state.idfa == AdvertisingIdentifier.zero)
      #expect(version.hasTrackingFramework && version.zeroesUndecidedIDFA)
    }
    #expect(!OSVersion.iOS26.supportsExpandedInterface && OSVersion.iOS27Point2.supportsExpandedInterface)
  }
}
