import ConsentEngine

/// Random but seeded journeys and devices, to walk many configurations.
public enum RandomScenario {
  /// The milestone name random journeys use.
  public static let milestone = "itemSaved"

  /// A random journey definition.
  public static func definition(_ random: inout SplitMix64) -> JourneyDefinition {
    let triggers: [PrimerTrigger] = [
      .atLaunch, .afterOnboarding, .afterMilestone(milestone), .afterSessions(2),
    ]
    let steps = [[], ["welcome"], ["welcome", "features", "ready"]]
    var definition = JourneyDefinition(
      onboardingStepIDs: pick(steps, &random), primerTrigger: pick(triggers, &random),
      explainerOwner: pick(ExplainerOwner.allCases, &random), wiring: pick(Wiring.allCases, &random),
      introSheet: flip(&random), explainerPublished: flip(&random),
      adProviders: [AdProvider(name: "Ads", readsIDFA: random.next(below: 5) > 0)],
      otherApps: [OtherApp(name: "Other", allowed: flip(&random))],
      preferExpandedInterface: flip(&random), additionalInformation: flip(&random),
      hasUsageDescription: random.next(below: 8) > 0, hasMarkdownUsageDescription: flip(&random),
      trackingFeature: "feature", requestsInDidFinishLaunching: random.next(below: 4) == 0,
      retriesOnBecomeActive: flip(&random), primerChecksStatus: random.next(below: 4) > 0,
      recoveryPolicy: pick(RecoveryPolicy.allCases, &random),
      attAfterConsentRefusal: pick(ATTAfterConsentRefusal.allCases, &random))
    // The app's request wiring: either guard, sometimes asked on the feature or once active (ATT-3, ATT-4, HIG-7).
    definition.requestGuard = pick(RequestGuard.allCases, &random)
    if random.next(below: 6) == 0 { definition.primerTrigger = .onFeature }
    if random.next(below: 6) == 0 { definition.launchRequest = .whenActive }
    return definition
  }

  /// A random device.
  public static func device(_ random: inout SplitMix64) -> DeviceSettings {
    let countries = ["FR", "DE", "NL", "US", "GB", "PL", "JP"]
    let restrictions: [RestrictionReason?] = [nil, nil, nil, nil, .childAccount, .newAppleAccount]
    return DeviceSettings(
      osVersion: flip(&random) ? .iOS26 : .iOS27Point2, deviceCountry: pick(countries, &random),
      accountCountry: pick(countries, &random), region: pick(ConsentRegion.allCases, &random),
      restriction: pick(restrictions, &random), allowAppsToRequestToTrack: random.next(below: 5) > 0,
      consentRefresh: pick([.ok, .ok, .ok, .fail, .failOnce], &random),
      raceWinner: pick(RaceWinner.allCases, &random), idfaSeed: random.next())
  }

  /// A random element of a non-empty array.
  public static func pick<T>(_ items: [T], _ random: inout SplitMix64) -> T {
    items[random.next(below: items.count)]
  }

  /// A random Boolean.
  public static func flip(_ random: inout SplitMix64) -> Bool { random.next(below: 2) == 1 }
}
