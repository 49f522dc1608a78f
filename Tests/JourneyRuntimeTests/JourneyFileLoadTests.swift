import ConsentEngine
import JourneyRuntime
import JourneyTestSupport
import StringTables
import Testing

@Suite("journey.json files")
struct JourneyFileLoadTests {
  static let valid = """
    {
      "app": { "bundleId": "com.example.dailygrid" },
      "onboarding": ["welcome"],
      "primer": { "trigger": "afterOnboarding" },
      "explainerOwner": "app",
      "consentPlatform": { "wiring": "sequential", "introSheet": false, "explainerPublished": false },
      "adProviders": [ { "name": "GridAds", "readsIDFA": true } ],
      "request": { "preferExpandedInterface": false, "additionalInformation": true },
      "feature": "picks",
      "defaultRegion": "other",
      "defaultCountry": "US"
    }
    """

  @Test func loadsFromDiskAndReportsUnreadableFiles() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("journey.json", Self.valid)
    #expect(try JourneyFile.load(path: tree.root + "/journey.json").definition.trackingFeature == "picks")
    #expect(
      throws: CopyLoadError.file(tree.root + "/absent.json", "cannot read file: No such file or directory")
    ) {
      try JourneyFile.load(path: tree.root + "/absent.json")
    }
  }
}
