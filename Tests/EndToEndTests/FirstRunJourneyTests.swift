import Foundation
import Testing

/// Whole journeys walked with the keyboard in a real terminal, checked on what tmux shows.
@Suite(
  "Journeys walked in tmux",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct FirstRunJourneyTests {
  @Test("first run in Korean: primer, system alert in iOS's order (ATT-10), allow gives authorized (ATT-3)")
  func firstRunAllowKorean() throws {
    let session = try TmuxSession.journey(["--locale", "ko"])
    #expect(try session.journeyScreen().text.contains("Daily Grid"), "the springboard shows the app")

    let welcome = try session.press("Enter", expecting: "onboarding-1")
    #expect(welcome.text.contains(try CopyText.value("Onboarding", "onboarding.welcome.title", locale: "ko")))
    #expect(welcome.inspector("copy")?.hasPrefix("ko ") == true)
    try session.press("Enter", expecting: "onboarding-2")
    try session.press("Enter", expecting: "onboarding-3")
    let primer = try session.press("Enter", expecting: "primer")
    #expect(primer.text.contains(try CopyText.value("Primer", "primer.title", locale: "ko")))
    #expect(primer.button("계속")?.focused == true, "the primer's one action has focus")

    let alert = try session.press("Enter", expecting: "alert over primer")
    #expect(alert.text.contains("‘Daily Grid’이(가)"), "the alert's title names the app")
    let deny = try #require(alert.button("앱에 추적 금지 요청"), "deny button drawn")
    let allow = try #require(alert.button("허용"), "allow button drawn")
    #expect(deny.row < allow.row, "ATT-10: Ask App Not to Track above Allow")
    #expect(deny.focused && !allow.focused)
    #expect(alert.inspector("status") == "notDetermined (0)")
    #expect(alert.inspector("app") == "inactive", "the alert makes the app inactive")

    try session.sendKeys("Down")
    try session.waitForFrame("Down: focus on 허용") { $0.button("허용")?.focused == true }
    try session.sendKeys("BTab")
    try session.waitForFrame("Shift-Tab: focus back") { $0.button("앱에 추적 금지 요청")?.focused == true }
    try session.sendKeys("Tab")
    let focused = try session.waitForFrame("Tab: focus on 허용") { $0.button("허용")?.focused == true }
    #expect(focused.button("앱에 추적 금지 요청")?.focused == false)

    let outcome = try session.press("Enter", expecting: "outcome-authorized")
    #expect(outcome.inspector("status") == "authorized (3)")
    #expect(outcome.text.contains(try CopyText.value("Outcome", "outcome.authorized.title", locale: "ko")))
    let idfa = try #require(outcome.inspector("IDFA"))
    #expect(idfa.count == 36 && idfa.filter { $0 == "-" }.count == 4, "a UUID: \(idfa)")
    #expect(idfa != "00000000-0000-0000-0000-000000000000", "ATT-3: the app reads a real IDFA")
    #expect(outcome.text.contains(idfa), "the outcome screen shows the IDFA the inspector reports")
  }

  @Test("deny in French, then the recovery offer, Settings and its confirmation (ATT-12, ATT-13, ATT-17)")
  func denyThenSettingsFrench() throws {
    let denyLabel = try CopyText.value("System", "alert.deny", locale: "fr")
    let allowLabel = try CopyText.value("System", "alert.allow", locale: "fr")
    let session = try TmuxSession.journey(["--locale", "fr"])
    try session.walkToPrimer()
    let alert = try session.press("Enter", expecting: "alert over primer")
    let deny = try #require(alert.button(denyLabel))
    let allow = try #require(alert.button(allowLabel))
    #expect(deny.row < allow.row && deny.focused, "ATT-10 order, focus on the first button")

    let denied = try session.press("Enter", expecting: "outcome-denied")
    #expect(denied.inspector("status") == "denied (2)")
    #expect(
      denied.inspector("IDFA") == "00000000-0000-0000-0000-000000000000", "ATT-4: zeros after a refusal")

    let home = try session.press("Enter", expecting: "home")
    let feature = try CopyText.value("Outcome", "home.feature.action", locale: "fr")
    #expect(home.button(feature)?.focused == false)
    try session.sendKeys("Tab")
    try session.waitForFrame("focus on \(feature)") { $0.button(feature)?.focused == true }

    let recovery = try session.press("Enter", expecting: "recovery")
    let openSettings = try CopyText.value("Settings", "recovery.openSettings.action", locale: "fr")
    #expect(recovery.button(openSettings)?.focused == true)
    #expect(recovery.text.contains(try CopyText.value("Settings", "recovery.title", locale: "fr")))

    let settings = try session.press("Enter", expecting: "settings-app")
    #expect(settings.inspector("app") == "background")
    let toggle = try CopyText.value("System", "settings.app.tracking", locale: "fr")
    let toggleRow = try #require(settings.rows.first { $0.contains(toggle) }, "the app's tracking toggle")
    #expect(toggleRow.contains("❯") && toggleRow.contains("◯"), "focused and off")

    try session.sendKeys("Enter")
    let message = try CopyText.value("System", "settings.appOn.message", locale: "fr")
    let confirmation = try session.waitForFrame("ATT-13 confirmation") {
      $0.inspector("screen") == "app-toggle-confirmation over settings-app"
    }
    #expect(confirmation.text.contains(String(message.prefix(20))), "ATT-13 asks again before allowing")
    #expect(confirmation.inspector("status") == "denied (2)", "nothing changes before confirming")
    let confirm = try CopyText.value("System", "settings.appOn.confirm", locale: "fr")
    #expect(confirmation.button(confirm)?.focused == true)

    let allowed = try session.press("Enter", expecting: "settings-app")
    #expect(allowed.inspector("status") == "authorized (3)")
    #expect(allowed.rows.contains { $0.contains(toggle) && $0.contains("⬤") }, "the toggle is on")

    try session.sendKeys("Tab")
    try session.waitForFrame("focus on the way back to the app") {
      $0.button("◀ Daily Grid")?.focused == true
    }
    // ATT-17: the switch ended the app, so going back is a cold launch to the home screen.
    let back = try session.press("Enter", expecting: "home")
    #expect(back.inspector("app") == "active")
    #expect(back.inspector("status") == "authorized (3)")
    #expect(back.inspector("IDFA") != "00000000-0000-0000-0000-000000000000")
  }
}
