import JSONText
import TextSafety

extension JourneyFile {
  /// The most onboarding steps, ad providers and other apps journey.json may list: each multiplies the
  /// screens and states every walk, map and review goes through.
  public static let caps = (onboardingSteps: 12, adProviders: 24, otherApps: 24)

  /// Decodes `journey.json`; unknown keys, missing keys and wrong types are errors with JSON path and line:col.
  public init(bytes: [UInt8], path: String) throws(SourceError) {
    let root = try JSONReader.parse(bytes: bytes, path: path)
    var members = try JSONMembers(root)
    var app = try JSONMembers(try members.required("app"))
    bundleId = try Self.identifier(try app.required("bundleId"), what: "bundle id", allowDots: true)
    try app.finish()
    var definition = JourneyDefinition()
    definition.onboardingStepIDs = try Self.steps(try members.required("onboarding"))
    definition.primerTrigger = try Self.trigger(try members.required("primer"))
    definition.explainerOwner = try Self.choice(try members.required("explainerOwner"))
    var platform = try JSONMembers(try members.required("consentPlatform"))
    definition.wiring = try Self.choice(try platform.required("wiring"))
    definition.introSheet = try platform.required("introSheet").bool()
    definition.explainerPublished = try platform.required("explainerPublished").bool()
    if let policy = platform.optional("attAfterRefusal") {
      definition.attAfterConsentRefusal = try Self.choice(policy)
    }
    var raceWinner = RaceWinner.appThenExplainer
    if let timing = platform.optional("raceWinner") { raceWinner = try Self.choice(timing) }
    try platform.finish()
    definition.adProviders = try Self.adProviders(try members.required("adProviders"))
    definition.otherApps = try Self.otherApps(members.optional("otherApps"))
    var request = try JSONMembers(try members.required("request"))
    definition.preferExpandedInterface = try request.required("preferExpandedInterface").bool()
    definition.additionalInformation = try request.required("additionalInformation").bool()
    if let check = request.optional("requestGuard") { definition.requestGuard = try Self.choice(check) }
    if let timing = request.optional("launchRequest") { definition.launchRequest = try Self.choice(timing) }
    try request.finish()
    definition.trackingFeature = try Self.identifier(
      try members.required("feature"), what: "feature id", allowDots: false)
    self.definition = definition
    defaultRegion = try Self.region(try members.required("defaultRegion"))
    defaultCountry = try Self.country(try members.required("defaultCountry"))
    defaultRaceWinner = raceWinner
    try members.finish()
  }

  private static func steps(_ node: JSONNode) throws(SourceError) -> [String] {
    var seen: Set<String> = []
    var steps: [String] = []
    for step in try node.array(atMost: caps.onboardingSteps, of: "onboarding steps") {
      let id = try identifier(step, what: "step id", allowDots: false)
      guard seen.insert(id).inserted else { throw step.error("duplicate onboarding step \"\(id)\"") }
      steps.append(id)
    }
    return steps
  }

  private static func adProviders(_ node: JSONNode) throws(SourceError) -> [AdProvider] {
    var providers: [AdProvider] = []
    for provider in try node.array(atMost: caps.adProviders, of: "ad providers") {
      var fields = try JSONMembers(provider)
      providers.append(
        AdProvider(
          name: try name(fields.required("name")), readsIDFA: try fields.required("readsIDFA").bool()))
      try fields.finish()
    }
    return providers
  }

  private static func otherApps(_ node: JSONNode?) throws(SourceError) -> [OtherApp] {
    var apps: [OtherApp] = []
    for other in try node?.array(atMost: caps.otherApps, of: "other apps") ?? [] {
      var fields = try JSONMembers(other)
      apps.append(
        OtherApp(name: try name(fields.required("name")), allowed: try fields.required("allowed").bool()))
      try fields.finish()
    }
    return apps
  }

  private static func trigger(_ node: JSONNode) throws(SourceError) -> PrimerTrigger {
    var fields = try JSONMembers(node)
    let triggerNode = try fields.required("trigger")
    let result: PrimerTrigger
    switch try triggerNode.string() {
    case "atLaunch": result = .atLaunch
    case "afterOnboarding": result = .afterOnboarding
    case "afterMilestone":
      result = .afterMilestone(
        try identifier(try fields.required("milestone"), what: "milestone", allowDots: false))
    case "afterSessions":
      let sessions = try fields.required("sessions")
      let count = try sessions.count()
      guard count >= 1 else { throw sessions.error("expected at least 1 session") }
      result = .afterSessions(count)
    case "onFeature": result = .onFeature
    case let other:
      throw triggerNode.error(
        "unknown trigger \"\(ControlCharacters.sanitize(other))\" (expected atLaunch, afterOnboarding, afterMilestone, afterSessions, onFeature)"
      )
    }
    try fields.finish()
    return result
  }

  /// The file spells the regulated US states `us-regulated`, as the command line and tapes do.
  private static func region(_ node: JSONNode) throws(SourceError) -> ConsentRegion {
    let text = try node.string()
    let spelling = { (region: ConsentRegion) in region == .usRegulated ? "us-regulated" : region.rawValue }
    guard let region = ConsentRegion.allCases.first(where: { spelling($0) == text }) else {
      let allowed = ConsentRegion.allCases.map(spelling).joined(separator: ", ")
      throw node.error("unknown value \"\(ControlCharacters.sanitize(text))\" (expected one of \(allowed))")
    }
    return region
  }

  private static func country(_ node: JSONNode) throws(SourceError) -> String {
    let country = try node.string()
    guard country.unicodeScalars.count == 2, country.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) })
    else {
      throw node.error(
        "expected an ISO 3166 alpha-2 country code such as \"US\", found \"\(ControlCharacters.sanitize(country))\""
      )
    }
    return country
  }

  private static func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode) throws(SourceError) -> T
  where T.RawValue == String {
    let text = try node.string()
    guard let value = T(rawValue: text) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw node.error("unknown value \"\(ControlCharacters.sanitize(text))\" (expected one of \(allowed))")
    }
    return value
  }

  private static func name(_ node: JSONNode) throws(SourceError) -> String {
    let text = try node.string()
    guard !text.isEmpty, !text.unicodeScalars.contains(where: { ControlCharacters.isUnsafe($0) }) else {
      throw node.error("expected a non-empty name without control characters")
    }
    return text
  }

  private static func identifier(_ node: JSONNode, what: String, allowDots: Bool) throws(SourceError)
    -> String
  {
    let text = try node.string()
    let valid =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
          || $0 == "_" || (allowDots && $0 == ".")
      }
    guard valid else {
      throw node.error(
        "invalid \(what) \"\(ControlCharacters.sanitize(text))\": use letters, digits, '-', '_'\(allowDots ? ", '.'" : "")"
      )
    }
    return text
  }
}
