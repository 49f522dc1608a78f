import ConsentEngine
import Testing
import TextSafety

@Suite("journey.json")
struct JourneyFileTests {
  static let valid = """
    {
      "app": { "bundleId": "com.example.dailygrid" },
      "onboarding": ["welcome", "daily", "streaks"],
      "primer": { "trigger": "afterOnboarding" },
      "explainerOwner": "app",
      "consentPlatform": { "wiring": "sequential", "introSheet": false, "explainerPublished": false },
      "adProviders": [ { "name": "GridAds", "readsIDFA": true } ],
      "otherApps": [ { "name": "Photo Lab", "allowed": true }, { "name": "Weather Now", "allowed": false } ],
      "request": { "preferExpandedInterface": false, "additionalInformation": true },
      "feature": "picks",
      "defaultRegion": "other",
      "defaultCountry": "US"
    }
    """

  static func decode(_ text: String) throws(SourceError) -> JourneyFile {
    try JourneyFile(bytes: Array(text.utf8), path: "journey.json")
  }

  static func error(_ text: String) -> String? {
    do {
      _ = try decode(text)
      return nil
    } catch { return error.description }
  }

  static func replacing(_ old: String, _ new: String) -> String {
    valid.replacingOccurrences(of: old, with: new)
  }

  @Test func decodesTheContractExample() throws {
    let journey = try Self.decode(Self.valid)
    #expect(journey.bundleId == "com.example.dailygrid")
    let definition = journey.definition
    #expect(definition.onboardingStepIDs == ["welcome", "daily", "streaks"])
    #expect(definition.primerTrigger == .afterOnboarding)
    #expect(definition.explainerOwner == .app)
    #expect(definition.wiring == .sequential && !definition.introSheet && !definition.explainerPublished)
    #expect(definition.attAfterConsentRefusal == .ask)
    #expect(definition.adProviders == [AdProvider(name: "GridAds", readsIDFA: true)])
    #expect(
      definition.otherApps == [
        OtherApp(name: "Photo Lab", allowed: true), OtherApp(name: "Weather Now", allowed: false),
      ])
    #expect(!definition.preferExpandedInterface && definition.additionalInformation)
    #expect(definition.trackingFeature == "picks")
    #expect(journey.defaultRegion == .other)
    #expect(journey.defaultCountry == "US")
  }

  @Test(
    "UMP-12: consentPlatform.raceWinner sets the race timing; app-then-explainer when absent; others refused")
  func raceTiming() throws {
    #expect(try Self.decode(Self.valid).defaultRaceWinner == .appThenExplainer)
    for timing in RaceWinner.allCases {
      let text = Self.replacing(
        #""explainerPublished": false }"#,
        #""explainerPublished": false, "raceWinner": "\#(timing.rawValue)" }"#)
      #expect(try Self.decode(text).defaultRaceWinner == timing)
    }
    let bad = Self.replacing(
      #""explainerPublished": false }"#, #""explainerPublished": false, "raceWinner": "app-first" }"#)
    #expect(
      Self.error(bad)?.contains(
        "unknown value \"app-first\" (expected one of app, app-then-explainer, consentPlatform)") == true)
  }

  @Test("ATT-3, ATT-4: request.requestGuard and request.launchRequest are optional; others refused")
  func requestWiring() throws {
    let plain = try Self.decode(Self.valid).definition
    #expect(plain.requestGuard == .statusCheck && plain.launchRequest == LaunchRequest.none)
    for guarding in RequestGuard.allCases {
      for launch in LaunchRequest.allCases {
        let text = Self.replacing(
          #""additionalInformation": true }"#,
          #""additionalInformation": true, "requestGuard": "\#(guarding.rawValue)", "launchRequest": "\#(launch.rawValue)" }"#
        )
        let definition = try Self.decode(text).definition
        #expect(definition.requestGuard == guarding && definition.launchRequest == launch)
      }
    }
    let bad = Self.replacing(
      #""additionalInformation": true }"#, #""additionalInformation": true, "requestGuard": "always" }"#)
    #expect(Self.error(bad)?.contains("unknown value \"always\" (expected one of statusCheck, none)") == true)
  }

  @Test("HIG-7: the onFeature trigger reads, and the feature it waits for is journey.json's feature")
  func onFeatureTrigger() throws {
    let text = Self.replacing(#"{ "trigger": "afterOnboarding" }"#, #"{ "trigger": "onFeature" }"#)
    let definition = try Self.decode(text).definition
    #expect(definition.primerTrigger == .onFeature)
    #expect(definition.trackingFeature == "picks")
    let unknown = Self.replacing(#"{ "trigger": "afterOnboarding" }"#, #"{ "trigger": "onFeatures" }"#)
    #expect(Self.error(unknown)?.contains("afterSessions, onFeature)") == true)
  }

  @Test func triggersWithParameters() throws {
    let milestone = Self.replacing(
      #"{ "trigger": "afterOnboarding" }"#,
      #"{ "trigger": "afterMilestone", "milestone": "firstPuzzleSolved" }"#)
    #expect(try Self.decode(milestone).definition.primerTrigger == .afterMilestone("firstPuzzleSolved"))
    let sessions = Self.replacing(
      #"{ "trigger": "afterOnboarding" }"#, #"{ "trigger": "afterSessions", "sessions": 3 }"#)
    #expect(try Self.decode(sessions).definition.primerTrigger == .afterSessions(3))
    let region = Self.replacing(#""other","#, #""us-regulated","#)
    #expect(try Self.decode(region).defaultRegion == .usRegulated)
  }

  /// UMP-11: skipping the request after a refused form is the app's choice, written in the file.
  @Test func attAfterRefusalPolicyIsOptionalAndChecked() throws {
    let skip = Self.replacing(
      #""explainerPublished": false }"#, #""explainerPublished": false, "attAfterRefusal": "skip" }"#)
    #expect(try Self.decode(skip).definition.attAfterConsentRefusal == .skip)
    let bad = Self.replacing(
      #""explainerPublished": false }"#, #""explainerPublished": false, "attAfterRefusal": "never" }"#)
    #expect(
      Self.error(bad)?.contains(
        "$.consentPlatform.attAfterRefusal: unknown value \"never\" (expected one of ask, skip)") == true)
  }

  /// Found by the journey fuzz target: a backslash before a line break put the raw line break into
  /// the message, so the one-line error became two lines on the terminal.
  @Test func badEscapeBeforeALineBreakStaysOneLine() {
    let message = Self.error("{\"app\": {\"bundleId\": \"a\\\nb\"}}")
    #expect(message == "journey.json:1:24: error: invalid JSON: bad escape '\\' followed by U+000A")
  }

  /// Found by the journey fuzz target: a member name with a line break put the raw line break into
  /// the JSON path of the message.
  @Test func aMemberNameWithALineBreakIsEscapedInThePath() {
    let message = Self.error("{\"app\": {\"a\\nb\": ~}}")
    #expect(message == "journey.json:1:18: error: invalid JSON at $.app[\"a\\nb\"]: unexpected '~'")
  }

  @Test func unknownKeyHasPathAndPosition() {
    let text = Self.replacing(#""feature": "picks","#, #""feature": "picks", "colour": 1,"#)
    #expect(Self.error(text) == "journey.json:10:33: error: $.colour: unknown key \"colour\"")
  }

  @Test func wrongTypeHasPathAndPosition() {
    let text = Self.replacing(#""readsIDFA": true"#, #""readsIDFA": "yes""#)
    #expect(
      Self.error(text)
        == "journey.json:7:54: error: $.adProviders[0].readsIDFA: expected true or false, found a string")
  }

  @Test func badValues() {
    #expect(
      Self.error(Self.replacing(#""sequential""#, #""parallel""#))
        == "journey.json:6:34: error: $.consentPlatform.wiring: unknown value \"parallel\" (expected one of sequential, race, none)"
    )
    #expect(
      Self.error(Self.replacing(#""US""#, #""usa""#))
        == "journey.json:12:21: error: $.defaultCountry: expected an ISO 3166 alpha-2 country code such as \"US\", found \"usa\""
    )
    #expect(
      Self.error(Self.replacing(#""daily", "streaks""#, #""daily", "daily""#))
        == "journey.json:3:38: error: $.onboarding[2]: duplicate onboarding step \"daily\"")
    #expect(
      Self.error(Self.replacing(#"{ "trigger": "afterOnboarding" }"#, #"{ "trigger": "afterSessions" }"#))
        == "journey.json:4:13: error: $.primer: missing key \"sessions\"")
  }

  @Test func missingKeyAndInvalidJSON() {
    #expect(
      Self.error(Self.replacing(#""feature": "picks","#, ""))?.hasSuffix("error: $: missing key \"feature\"")
        == true)
    #expect(
      Self.error("{ \"app\": { \"bundleId\": \"x\" }, }")
        == "journey.json:1:31: error: invalid JSON: expected a quoted member name, found '}'"
        .replacingOccurrences(of: "invalid JSON: expected", with: "invalid JSON at $: expected"))
    #expect(Self.error("{\n  \"app\": tru }") == "journey.json:2:10: error: invalid JSON: expected 'true'")
  }

  @Test("lists are capped: 12 onboarding steps, 24 ad providers, 24 other apps; one more names the count")
  func listsAreCapped() throws {
    let steps = (0..<12).map { "\"s\($0)\"" }
    let twelve = Self.replacing(
      #"["welcome", "daily", "streaks"]"#, "[" + steps.joined(separator: ", ") + "]")
    #expect(try Self.decode(twelve).definition.onboardingStepIDs.count == 12)
    let thirteen = Self.replacing(
      #"["welcome", "daily", "streaks"]"#, "[" + (steps + ["\"s12\""]).joined(separator: ", ") + "]")
    #expect(
      Self.error(thirteen)
        == "journey.json:3:17: error: $.onboarding: 13 onboarding steps, over the cap of 12")
    let app = #"{ "name": "Other", "allowed": false }"#
    let apps = Array(repeating: app, count: 25).joined(separator: ", ")
    let shipped =
      #"[ { "name": "Photo Lab", "allowed": true }, { "name": "Weather Now", "allowed": false } ]"#
    let many = Self.replacing(shipped, "[\(apps)]")
    #expect(Self.error(many)?.hasSuffix("error: $.otherApps: 25 other apps, over the cap of 24") == true)
    let allowed = Array(repeating: app, count: 24).joined(separator: ", ")
    #expect(
      try Self.decode(Self.replacing(shipped, "[\(allowed)]")).definition.otherApps.count == 24)
  }
}
