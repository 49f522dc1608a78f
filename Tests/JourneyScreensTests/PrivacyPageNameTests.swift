import ConsentEngine
import Foundation
import JourneyScreens
import StringTables
import Testing

/// iOS 14 and 15 call the page above Tracking "Privacy", iOS 16 on "Privacy & Security" (OS-3): the Settings
/// page and the recovery's path name it the same way in every locale.
@Suite("The Privacy page's name by iOS version")
struct PrivacyPageNameTests {
  static let locales = ["en", "ko", "ja", "zh-Hans", "fr", "de", "es"]

  /// The System text of a key in a locale, as the phone shows it.
  static func system(_ key: String, _ locale: String) throws -> String {
    try JourneyFixtures.copy(locale).text(CopyKey("System", key), arguments: []).text
  }

  @Test(
    "OS-3: Settings › Tracking and the recovery path agree on the page's name, iOS 15 and 27.2",
    arguments: locales)
  func settingsAndRecoveryAgree(locale: String) throws {
    let copy = try JourneyFixtures.copy(locale)
    let shipped = try JourneyFixtures.catalog.get().locales
    #expect(shipped.contains(locale), "\(locale) is a shipped locale")
    for (os, key) in [(OSVersion(15, 0), "settings.privacy.ios14"), (.iOS27Point2, "settings.privacy")] {
      var settings = try JourneyFixtures.state("settings-tracking")
      settings.device.osVersion = os
      let page = JourneyFixtures.render(settings, copy: copy)
      #expect(page.shownKeys.contains(CopyKey("System", key)), "\(locale) iOS \(os)")
      var recovery = try JourneyFixtures.state("recovery-global-switch")
      recovery.device.osVersion = os
      let route = JourneyFixtures.render(recovery, copy: copy)
      #expect(route.shownKeys.contains(CopyKey("System", key)), "\(locale) iOS \(os)")
      let name = try Self.system(key, locale)
      #expect(
        JourneyFixtures.text(page).contains("‹ " + name.prefix(12)), "\(locale) iOS \(os): the way back")
      let routeText = JourneyFixtures.text(route).split(separator: "\n").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
      }.joined(separator: " ")
      #expect(
        routeText.contains(name + " › "), "\(locale) iOS \(os): the recovery's path starts with \(name)")
    }
    #expect(try JourneyFixtures.state("settings-tracking-ios15").device.osVersion.major == 15)
  }

  @Test("OS-3: only English has an iOS 14 and 15 name; the other locales say so and keep their iOS 16 name")
  func referenceGaps() throws {
    #expect(try Self.system("settings.privacy.ios14", "en") == "Privacy")
    #expect(try Self.system("settings.privacy", "en") == "Privacy & Security")
    for locale in Self.locales where locale != "en" {
      let stand = try Self.system("settings.privacy.ios14", locale)
      #expect(stand == (try Self.system("settings.privacy", locale)), "\(locale): the iOS 16 name stands in")
      let path = JourneyFixtures.copyDirectory + "/\(locale).lproj/System.strings"
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let entry = try #require(text.range(of: "\"settings.privacy.ios14\""), "\(locale) has the key")
      let comment = text[..<entry.lowerBound].components(separatedBy: "/*").last ?? ""
      #expect(comment.contains("Status: unverified"), "\(locale): marked unverified")
      #expect(comment.contains("no source gives the iOS 14 and 15 name"), "\(locale): says why")
    }
  }
}
