import TextSafety

extension JourneyFile {
  /// Decodes `journey.json`; unknown keys, missing keys and wrong types are errors with JSON path and line:col.
  public init(bytes: [UInt8], path: String) throws(CopyLoadError) {
    let root = try JSONReader.parse(bytes: bytes, path: path)
    var members = try Members(root)
    let app = try Members(try members.required("app"))
    var appMembers = app
    bundleId = try Self.identifier(try appMembers.required("bundleId"), what: "bundle id", allowDots: true)
    try appMembers.finish()
    let steps = try members.required("onboarding").array()
    var seen: Set<String> = []
    onboarding = []
    for step in steps {
      let id = try Self.identifier(step, what: "step id", allowDots: false)
      guard seen.insert(id).inserted else { throw step.error("duplicate onboarding step \"\(id)\"") }
      onboarding.append(id)
    }
    primer = try Self.trigger(try members.required("primer"))
    explainerOwner = try Self.choice(try members.required("explainerOwner"))
    var platform = try Members(try members.required("consentPlatform"))
    consentPlatform = ConsentPlatform(
      wiring: try Self.choice(try platform.required("wiring")),
      introSheet: try platform.required("introSheet").bool(),
      explainerPublished: try platform.required("explainerPublished").bool())
    try platform.finish()
    adProviders = []
    for provider in try members.required("adProviders").array() {
      var fields = try Members(provider)
      adProviders.append(
        AdProvider(
          name: try Self.name(fields.required("name")), readsIDFA: try fields.required("readsIDFA").bool()))
      try fields.finish()
    }
    otherApps = []
    for other in try members.optional("otherApps")?.array() ?? [] {
      var fields = try Members(other)
      otherApps.append(
        OtherApp(name: try Self.name(fields.required("name")), allowed: try fields.required("allowed").bool())
      )
      try fields.finish()
    }
    var requestFields = try Members(try members.required("request"))
    request = Request(
      preferExpandedInterface: try requestFields.required("preferExpandedInterface").bool(),
      additionalInformation: try requestFields.required("additionalInformation").bool())
    try requestFields.finish()
    feature = try Self.identifier(try members.required("feature"), what: "feature id", allowDots: false)
    defaultRegion = try Self.choice(try members.required("defaultRegion"))
    let country = try members.required("defaultCountry")
    defaultCountry = try country.string()
    guard defaultCountry.unicodeScalars.count == 2,
      defaultCountry.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) })
    else {
      throw country.error(
        "expected an ISO 3166 alpha-2 country code such as \"US\", found \"\(defaultCountry)\"")
    }
    try members.finish()
  }

  private static func trigger(_ node: JSONNode) throws(CopyLoadError) -> PrimerTrigger {
    var fields = try Members(node)
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
    case let other:
      throw triggerNode.error(
        "unknown trigger \"\(other)\" (expected atLaunch, afterOnboarding, afterMilestone, afterSessions)")
    }
    try fields.finish()
    return result
  }

  private static func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode) throws(CopyLoadError) -> T
  where T.RawValue == String {
    let text = try node.string()
    guard let value = T(rawValue: text) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw node.error("unknown value \"\(ControlCharacters.sanitize(text))\" (expected one of \(allowed))")
    }
    return value
  }

  private static func name(_ node: JSONNode) throws(CopyLoadError) -> String {
    let text = try node.string()
    guard !text.isEmpty, !text.unicodeScalars.contains(where: { ControlCharacters.isUnsafe($0) }) else {
      throw node.error("expected a non-empty name without control characters")
    }
    return text
  }

  private static func identifier(_ node: JSONNode, what: String, allowDots: Bool) throws(CopyLoadError)
    -> String
  {
    let text = try node.string()
    let valid =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
          || $0 == "_"
          || (allowDots && $0 == ".")
      }
    guard valid else {
      throw node.error(
        "invalid \(what) \"\(ControlCharacters.sanitize(text))\": use letters, digits, '-', '_'\(allowDots ? ", '.'" : "")"
      )
    }
    return text
  }
}

/// The members of a JSON object, consumed one by one so that leftovers can be reported as unknown.
private struct Members {
  private let node: JSONNode
  private var remaining: [(key: String, node: JSONNode)]

  init(_ node: JSONNode) throws(CopyLoadError) {
    self.node = node
    self.remaining = try node.object()
  }

  mutating func optional(_ key: String) -> JSONNode? {
    guard let index = remaining.firstIndex(where: { $0.key == key }) else { return nil }
    return remaining.remove(at: index).node
  }

  mutating func required(_ key: String) throws(CopyLoadError) -> JSONNode {
    guard let found = optional(key) else {
      throw node.error("missing key \"\(key)\"")
    }
    return found
  }

  /// Throws for the first member nobody asked for.
  func finish() throws(CopyLoadError) {
    if let extra = remaining.first {
      throw extra.node.error("unknown key \"\(ControlCharacters.sanitize(extra.key))\"")
    }
  }
}

extension JourneyFile {
  /// Reads and decodes the journey file at `path` (5 MB limit; unreadable files are errors).
  public static func load(path: String) throws(CopyLoadError) -> JourneyFile {
    try JourneyFile(bytes: CopyFiles().read(path), path: path)
  }
}
