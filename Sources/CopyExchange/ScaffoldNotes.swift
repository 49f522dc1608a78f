import TextSafety

/// The comment of each key a new copy folder holds, written for the app being set up: where the text
/// shows and what it must not say (with the rule ids lint checks), never a word of the bundled sample
/// app. `{app}` is the app's name and `{feature}` the tracking-related feature; facts are listed as
/// `Facts:` and their words live in the folder's glossary (`ScaffoldGlossary`).
enum ScaffoldNotes {
  /// The facts a purpose string or primer states, by key (COPY-facts).
  static let facts: [String: [String]] = [
    "primer.body": ["partners", "other-companies", "uses", "feature", "same-either-way", "settings"],
    "explainer.body": ["partners", "other-companies", "uses", "feature", "same-either-way"],
    "NSUserTrackingUsageDescription": ["partners", "uses", "feature", "same-either-way", "settings"],
    "NSUserTrackingMarkdownUsageDescription": [
      "partners", "other-companies", "uses", "feature", "same-either-way", "settings",
    ],
  ]

  /// What each key is for, without its budget.
  static let notes: [String: String] = [
    // Primer
    "primer.title":
      "{app}'s own screen shown just before the iOS tracking prompt (the primer), title. Neutral; must not read like the system alert's title or contain Allow or a word meaning it (HIG-1, HIG-3).",
    "primer.body":
      "Primer, body. Says that iOS asks next, who uses the data and every use, in the same words as the purpose strings, including {feature}; that {app} works the same either way and that the choice can be changed in Settings. No reward, no pressure, no Allow wording (HIG-1..HIG-4).",
    "primer.action":
      "Primer, its only button: opens the iOS tracking prompt. Means Continue, never Allow; the primer has no skip or cancel button (HIG-1, HIG-2).",
    // Onboarding
    "onboarding.next.action": "Onboarding button on every step but the last: goes to the next step.",
    "onboarding.start.action": "Onboarding button on the last step: ends onboarding (the primer may follow).",
    // Consent
    "intro.title": "{app}'s own sheet before the consent platform's form (UMP-7), title.",
    "intro.body": "Intro sheet, body. Says the consent form comes next; neutral, no pressure.",
    "intro.action": "Intro sheet button: opens the consent form. Means Continue.",
    "intro.dismiss.action":
      "Intro sheet (UMP-7): label of the dimmed area above the sheet; tapping it closes the sheet without opening the form.",
    "form.title": "The consent platform's form (shown in regulated regions), title.",
    "form.body":
      "Consent form, body. The purposes as the consent platform states them; the choice can be changed later.",
    "form.consent.action": "Consent form button: gives consent, in the consent platform's usual word.",
    "form.refuse.action": "Consent form button: refuses consent. As prominent as the consent button.",
    "form.options.action": "Consent form button: opens the detailed choices.",
    "options.title": "The consent platform's options page (opened from the form's options button), title.",
    "options.body":
      "Options page, body. Only the purposes switched on are allowed; the choice can be changed later (UMP-9).",
    "options.purpose.storage": "Options page switch: storing and reading information on the device.",
    "options.purpose.personalizedAds": "Options page switch: personalised ads.",
    "options.purpose.measurement": "Options page switch: measuring how ads perform.",
    "options.confirm.action": "Options page button: confirms the switches as they are set (UMP-9).",
    "options.acceptAll.action":
      "Options page button: turns every purpose on and confirms, like the form's consent.",
    "options.back.action": "Options page, top row: goes back to the consent form without deciding.",
    "explainer.title":
      "The consent platform's explainer shown before the iOS tracking prompt when it is published, title. Same rules as the primer: no Allow wording, nothing like the system alert (HIG-1, HIG-3).",
    "explainer.body":
      "Explainer, body. The same facts as the primer, in the same words; no reward, no pressure (HIG-1..HIG-4).",
    "explainer.action":
      "Explainer, its only button: opens the iOS tracking prompt. Means Continue, never Allow (HIG-1).",
    // Outcome, home and the feature
    "outcome.authorized.title":
      "Screen after tracking was allowed in the iOS prompt, title. Neutral, no thanks for consenting.",
    "outcome.authorized.body":
      "Screen after tracking was allowed, body. What now happens and how to change it in Settings.",
    "outcome.denied.title": "Screen after the person asked {app} not to track, title. Neutral, no guilt.",
    "outcome.denied.body":
      "Screen after tracking was refused, body. {app} works the same; ads, if any, are not personalised.",
    "outcome.restricted.title":
      "Screen when tracking is restricted on the device (child account, managed device, profile) and no prompt was shown, title. Neutral.",
    "outcome.restricted.body":
      "Screen when tracking is restricted, body. No blame and no steps to lift the restriction.",
    "outcome.deniedBySystem.title":
      "Screen when the global switch Allow Apps to Request to Track is off, so {app} could not ask (ATT-18), title.",
    "outcome.deniedBySystem.body":
      "Screen when the global switch is off, body. Says nobody was asked; never says the person chose.",
    "outcome.idfa.label": "Label beside the device's advertising identifier (IDFA) on the outcome screen.",
    "outcome.action": "Outcome screen button: goes on to {app}'s home screen.",
    "home.title": "{app}'s home screen, title.",
    "home.body": "{app}'s home screen, text under the title.",
    "home.play.action":
      "{app}'s home screen, main button: the app's main action, which can count as a milestone that shows the primer (HIG-7).",
    "home.feature.action":
      "{app}'s home screen, second button: opens {feature}, which works with or without tracking (HIG-6). Its name as the feature's screen writes it.",
    "home.ad.personalized": "Home screen, label of the ad area when ads are personalised (UMP-9, UMP-10).",
    "home.ad.nonPersonalized":
      "Home screen, label of the ad area when ads are not personalised (UMP-9, UMP-10). Neutral, no regret.",
    "feature.title": "Screen of {feature}, title. The same name as the home screen's button.",
    "feature.body":
      "Screen of {feature}, body. Says what tracking data adds when it is on and that the feature works without it (no gating, HIG-4).",
    "feature.action": "Screen of {feature}, its only button: back to the home screen.",
    "additionalInfo.title":
      "{app}'s screen after Additional Information was tapped in the iOS 27.2 tracking sheet (X-6), title.",
    "additionalInfo.body":
      "Additional Information screen, body. Plain detail of what tracking does; no reward, no pressure, no Allow wording.",
    "additionalInfo.action":
      "Additional Information screen, first button: shows the iOS tracking prompt again (X-6). Means Continue, never Allow.",
    "additionalInfo.notNow.action":
      "Additional Information screen, second button: goes on without asking again. Allowed here, not on the primer.",
    // Settings
    "recovery.title":
      "Screen shown when someone who refused tracking opens {feature} (HIG-6), title. No pressure.",
    "recovery.body":
      "Recovery screen, body. Explains and offers {app}'s page in Settings; no pressure, nothing locked (HIG-6).",
    "recovery.openSettings.action":
      "Recovery screen button: opens {app}'s page in the Settings app (ATT-12).",
    "recovery.notNow.action": "Recovery screen button: closes it and opens {feature} without tracking.",
    "recovery.globalSwitch.title":
      "Recovery screen when only the global switch Allow Apps to Request to Track is off (ATT-18), title. Never says the person chose.",
    "recovery.globalSwitch.body":
      "Recovery screen (global switch off), body. The path in Settings, in iOS's own names, follows it on screen, so it ends by leading into it.",
    "recovery.globalSwitch.action":
      "Recovery screen (global switch off), its only button: closes it and opens {feature}.",
    // VoiceOver: iOS's own words, which VoiceOver speaks in the phone's language
    "trait.heading":
      "VoiceOver's word after a title (\"Welcome, heading\"). iOS speaks it, not the app: write the word iOS uses in this language.",
    "trait.button":
      "VoiceOver's word after a button (\"Continue, button\"). iOS speaks it, not the app: write the word iOS uses in this language.",
    "trait.image":
      "VoiceOver's word after a picture. iOS speaks it, not the app: write the word iOS uses in this language.",
    "trait.switch":
      "VoiceOver's words after a switch, before its value. iOS speaks them, not the app: write the words iOS uses in this language.",
    "value.on": "VoiceOver's word for a switch that is on, after its trait. iOS's own word in this language.",
    "value.off":
      "VoiceOver's word for a switch that is off, after its trait. iOS's own word in this language.",
    // InfoPlist
    "CFBundleDisplayName": "App name under the icon and in the system prompts (%@ in System text).",
    "NSUserTrackingUsageDescription":
      "Info.plist purpose string, shown by iOS under the tracking alert's title (ATT-10). Names who uses the data and every use, in the primer's words, including {feature}; {app} works the same either way; changeable in Settings. No reward, no pressure.",
    "NSUserTrackingMarkdownUsageDescription":
      "Info.plist Markdown purpose string, shown in the iOS 27.2 full-page tracking sheet (X-3). Markdown subset only: **bold**, *italic*, lines starting with - for bullets, a blank line between paragraphs. The same facts as the plain purpose string. No reward, no pressure.",
  ]

  /// The note for one onboarding step's title or body (`onboarding.ID.title`, `onboarding.ID.body`).
  static func onboarding(_ key: String) -> String? {
    let parts = key.split(separator: ".")
    guard parts.count == 3, parts[0] == "onboarding", parts[2] == "title" || parts[2] == "body" else {
      return nil
    }
    return parts[2] == "title"
      ? "Onboarding step \(parts[1]), title." : "Onboarding step \(parts[1]), text under the title."
  }

  /// The comment for `key`: its note with the names filled in, its facts, and `budget` characters.
  static func comment(for key: String, appName: String, feature: String?, budget: Int) -> String {
    var text = notes[key] ?? onboarding(key) ?? "Text for \(key)."
    let featureWords = feature.map { "the feature \"\($0)\"" } ?? "the feature that uses tracking data"
    // One pass: a name that itself reads `{feature}` is written as it is.
    text = text.split(separator: "{app}", omittingEmptySubsequences: false)
      .map { String($0).replacing("{feature}", with: featureWords) }.joined(separator: appName)
    text += " Budget: \(budget) characters."
    if let listed = facts[key] { text += " Facts: " + listed.joined(separator: ", ") + "." }
    return text
  }
}
