import ConsentEngine
import JourneyMap
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import Testing

/// The one table of screen names: every name it lists is taken by every command that takes a screen name,
/// and every screen the engine reaches (in the gallery and in the map of every demo tape's scenario) has
/// exactly one name in it.
@Suite("Screen names")
struct ScreenNameTableTests {
  static let steps = 3
  static let definition = JourneySetup.definition(
    MapFixtures.journey, catalog: MapFixtures.catalog, options: ScenarioOptions())
  static let gallery = ScreenGallery.entries(definition: definition)

  @Test("the bundled journey has three onboarding steps, as these tests assume")
  func steps() {
    #expect(Self.definition.onboardingStepIDs.count == Self.steps)
  }

  @Test("no name or alias stands for two entries, and every name is file-name safe")
  func unique() {
    let names = ScreenNames.acceptedNames(onboardingSteps: Self.steps)
    #expect(Set(names).count == names.count, "\(names.sorted())")
    for name in names {
      #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }, "\(name)")
    }
  }

  @Test("every name and alias is taken by Expect screen, review --screens and map --focus")
  func everyCommandTakesEveryName() throws {
    let map = [MapPanel(graph: MapFixtures.defaultMap)]
    for name in ScreenNames.acceptedNames(onboardingSteps: Self.steps) {
      #expect(throws: Never.self, "Expect screen \(name)") {
        _ = try TapeParser.parse("Launch\nExpect screen \(name)\n", path: "t.tape")
      }
      #expect(throws: Never.self, "review --screens \(name)") {
        _ = try ScreenGallery.entries(named: [name], in: Self.gallery, definition: Self.definition)
      }
      do {
        _ = try MapView(focus: name).apply(to: map)
      } catch {
        if case .unknownScreen = error { Issue.record("map --focus \(name): \(error)") }
      }
    }
  }

  @Test("a name the table lacks is refused by each command, one line naming the nearest names")
  func unknownNames() throws {
    #expect(throws: TapeError.self) { _ = try TapeParser.parse("Expect screen primr\n", path: "t.tape") }
    #expect(throws: UnknownScreenName("primr", onboardingSteps: Self.steps)) {
      _ = try ScreenGallery.entries(
        named: ["primer", "primr"], in: Self.gallery, definition: Self.definition)
    }
    #expect(throws: MapViewError.unknownScreen(UnknownScreenName("primr", onboardingSteps: Self.steps))) {
      _ = try MapView(focus: "primr").apply(to: [MapPanel(graph: MapFixtures.defaultMap)])
    }
    let error = UnknownScreenName("settings-trackng", onboardingSteps: Self.steps)
    #expect(error.nearest.first == "settings-tracking")
    #expect(!error.description.contains("\n") && error.description.contains("settings-tracking"))
  }

  @Test("old names still work: each alias means its screen in tapes, the review and the map")
  func aliases() throws {
    let alert = try #require(Self.gallery.first { $0.name == "alert" })
    for old in ["alert-classic", "systemAlert", "system-alert", "primer"] {
      #expect(ScreenName.matches(alert.state, old), "Expect screen \(old) on the alert")
    }
    #expect(!ScreenName.matches(alert.state, "sheet"))
    #expect(ScreenNames.canonical("alert-classic", onboardingSteps: Self.steps) == "alert")
    #expect(ScreenNames.canonical("settingsTracking", onboardingSteps: Self.steps) == "settings-tracking")
    #expect(ScreenNames.canonical("home-personalized", onboardingSteps: Self.steps) == "home")
    #expect(ScreenNames.canonical("settings", onboardingSteps: Self.steps) == nil, "a group is no one screen")
    let old = try ScreenGallery.entries(
      named: ["alert-classic"], in: Self.gallery, definition: Self.definition)
    #expect(old.map(\.name) == ["alert"])
    let focused = try MapView(focus: "settingsTracking").apply(to: [MapPanel(graph: MapFixtures.defaultMap)])
    let centre = focused[0].graph.nodes.filter(focused[0].isFocus).map(\.screen)
    #expect(!centre.isEmpty && Set(centre) == ["settings-tracking"])
  }

  @Test("every gallery entry is named after its screen: the screen's name, or an alias of it with a detail")
  func galleryNames() {
    for entry in Self.gallery {
      #expect(ScreenNames.canonical(entry.name, onboardingSteps: Self.steps) == entry.screen, "\(entry.name)")
    }
  }

  @Test("every screen the gallery and the demo scenarios' maps reach has a name in the table, and no more")
  func noneMissingNoneExtra() {
    let table = Set(ScreenNames.screens(onboardingSteps: Self.steps).map(\.name))
    var reached = Set(Self.gallery.flatMap { ScreenNames.shown($0.state) })
    for scenario in MapFixtures.tapeScenarios {
      reached.formUnion(MapFixtures.map(scenario).nodes.map(\.screen))
    }
    #expect(
      reached.subtracting(table).isEmpty, "reached without a name: \(reached.subtracting(table).sorted())")
    #expect(
      table.subtracting(reached).isEmpty, "named but never reached: \(table.subtracting(reached).sorted())")
  }
}
