import Foundation
import Testing

@testable import CopyLint
@testable import StringTables

/// What native reviewers found in the bundled copy, each pinned so the old wording fails.
@Suite("The bundled copy keeps the native reviewers' fixes")
struct NativeReviewTests {
  static let variants: [String?] = [nil, "personalization", "relevance", "measurement"]

  /// The bundled copy, loaded once per test.
  static func catalog() throws -> CopyCatalog {
    try CopyCatalog.load(directory: BundledCopyLintTests.directory)
  }

  /// The text a person sees for a key: the variant's overlay, else the locale's base table.
  static func text(
    _ catalog: CopyCatalog, _ table: String, _ key: String, _ locale: String, variant: String? = nil
  ) throws -> String {
    if let variant,
      let value = catalog.table(table, in: CopyLayer(locale: locale, variant: variant))?.entries[key]?.value
    {
      return value
    }
    return try #require(
      catalog.table(table, in: CopyLayer(locale: locale))?.entries[key]?.value, "\(locale) \(key)")
  }

  /// The primer body in the base copy and every variant, then the explainer body.
  static func primersAndExplainer(_ catalog: CopyCatalog, _ locale: String) throws -> [String] {
    try variants.map { try text(catalog, "Primer", "primer.body", locale, variant: $0) }
      + [text(catalog, "Consent", "explainer.body", locale)]
  }

  /// Every value of a locale's app tables (System is iOS's own text) in the base copy and every variant.
  static func appValues(_ catalog: CopyCatalog, _ locale: String) -> [String] {
    variants.flatMap { variant in
      (catalog.layers[CopyLayer(locale: locale, variant: variant)] ?? [:]).values.filter {
        $0.name != "System"
      }
      .flatMap { $0.entries.values.map(\.value) }
    }
  }

  @Test(
    "zh-Hans: iOS asks you whether our ad partners may use your activity, in every variant and the explainer")
  func chineseAsksYou() throws {
    let catalog = try Self.catalog()
    for body in try Self.primersAndExplainer(catalog, "zh-Hans") {
      #expect(body.contains("iOS 会问你是否愿意让我们的广告合作伙伴"), "\(body)")
      #expect(!body.contains("询问我们的广告合作伙伴"), "the partners are not the ones asked: \(body)")
    }
    let info = try Self.text(catalog, "Outcome", "additionalInfo.body", "zh-Hans")
    #expect(!info.contains("，用于"), "将…用于 is one clause, with no comma before 用于: \(info)")
    #expect(info.contains("活动数据用于"))
  }

  @Test("ja: iOS is the topic that asks and the ad partners the one subject that uses, in every variant")
  func japaneseSubjects() throws {
    let catalog = try Self.catalog()
    for body in try Self.primersAndExplainer(catalog, "ja") {
      #expect(body.hasPrefix("次にiOSは、"), "\(body)")
      #expect(!body.contains("iOSが"), "iOS is not a second が subject: \(body)")
      #expect(body.components(separatedBy: "が").count == 2, "one が, the ad partners': \(body)")
      #expect(body.contains("使ってよいか尋ねます"))
    }
    let intro = try Self.text(catalog, "Consent", "intro.body", "ja")
    #expect(intro.contains("使ってよいか"), "asks how the data may be used: \(intro)")
    #expect(!intro.contains("どう使うかを"), "not how we use it: \(intro)")
    let form = try Self.text(catalog, "Consent", "form.body", "ja")
    #expect(form.contains("広告効果の測定") && !form.contains("広告の測定"))
  }

  @Test("ko: 광고 성과 측정 as the glossary says, a polite ask, and no repeated 알림 in the notification alert")
  func korean() throws {
    let catalog = try Self.catalog()
    for key in ["intro.body", "form.body"] {
      let value = try Self.text(catalog, "Consent", key, "ko")
      #expect(value.contains("광고 성과 측정") && !value.contains("광고 측정"), "\(key): \(value)")
    }
    #expect(try !Self.text(catalog, "Consent", "intro.body", "ko").contains("여쭤봐요"))
    let notifications = try Self.text(catalog, "System", "permission.notifications.body", "ko")
    #expect(notifications.components(separatedBy: "알림").count == 2, "알림 once: \(notifications)")
  }

  @Test(
    "fr: the intro points to the app's own Confidentialité; the form and Additional Information keep their facts"
  )
  func french() throws {
    let catalog = try Self.catalog()
    let intro = try Self.text(catalog, "Consent", "intro.body", "fr")
    #expect(intro.contains("dans l’app, sous Confidentialité"), "\(intro)")
    let form = try Self.text(catalog, "Consent", "form.body", "fr")
    #expect(form.contains("à tout moment dans l’app"), "\(form)")
    let info = try Self.text(catalog, "Outcome", "additionalInfo.body", "fr")
    #expect(info.contains("Rien d’autre ne change"), "\(info)")
  }

  @Test(
    "de: personalisierte Werbung and the alert's Unternehmen everywhere; the form says jederzeit and in der App"
  )
  func german() throws {
    let catalog = try Self.catalog()
    let values = Self.appValues(catalog, "de")
    #expect(!values.isEmpty)
    for value in values {
      #expect(!value.contains("Firmen"), "\(value)")
      #expect(!value.contains("persönliche Werbung"), "\(value)")
    }
    let personalized = try Self.text(catalog, "Primer", "primer.body", "de", variant: "personalization")
    #expect(personalized.contains("personalisierte Werbung") && personalized.contains("anderer Unternehmen"))
    let form = try Self.text(catalog, "Consent", "form.body", "de")
    #expect(form.lowercased().contains("jederzeit") && form.contains("in der App"), "\(form)")
  }

  @Test(
    "es: the primer says the game is the same either way in every variant; form and Additional Information keep their facts"
  )
  func spanish() throws {
    let catalog = try Self.catalog()
    for variant in Self.variants {
      let body = try Self.text(catalog, "Primer", "primer.body", "es", variant: variant)
      #expect(body.lowercased().contains("el juego es igual en ambos casos"), "\(variant ?? "base"): \(body)")
    }
    let form = try Self.text(catalog, "Consent", "form.body", "es")
    #expect(form.contains("cuando quieras") && form.contains("en la app"), "\(form)")
    let info = try Self.text(catalog, "Outcome", "additionalInfo.body", "es")
    #expect(info.contains("de tu dispositivo") && info.contains("Nada más cambia"), "\(info)")
  }

  @Test("en: lists take the serial comma, and Settings sentences say what changes there")
  func english() throws {
    let catalog = try Self.catalog()
    let values = Self.appValues(catalog, "en")
    #expect(values.contains { $0.contains("ad measurement, and Picks for You") })
    for value in values {
      for unserial in ["ad measurement and ", "more relevant ads and ", "best time and "] {
        #expect(!value.contains(unserial), "no serial comma before and: \(value)")
      }
      #expect(!value.contains("change it "), "“it” names nothing: \(value)")
    }
  }

  @Test("The glossaries rule out the words the reviewers replaced, so lint warns on the old text")
  func glossaryCatchesOldWording() throws {
    let findings = try FactRuleTests.lintBundled([
      (
        "ko.lproj/Consent.strings", "intro.body",
        "이어서 Daily Grid와 광고 파트너가 광고와 광고 측정에 데이터를 어떻게 사용할지 여쭤봐요. 잠깐이면 끝나고, 나중에 앱의 개인정보 보호 메뉴에서 언제든 바꿀 수 있어요."
      ),
      (
        "ja.lproj/Consent.strings", "form.body",
        "当社と広告パートナーは、デバイス上の情報を保存・参照し、パーソナライズされた広告、広告の測定、オーディエンス調査に個人データを使用します。選択内容はAppの「プライバシー」でいつでも変更できます。"
      ),
      (
        "de.lproj/Outcome.strings", "outcome.denied.body",
        "Alles klar. Unsere Werbepartner tracken deine Aktivität in Apps und auf Websites anderer Firmen nicht."
      ),
      (
        "de.lproj/Consent.strings", "form.body",
        "Wir und unsere Werbepartner nutzen deine Daten für persönliche Werbung und Werbemessung."
      ),
    ])
    let hits = findings.filter { $0.ruleID == "COPY-glossary" }
    #expect(hits.contains { $0.locale == "ko" && $0.key == "intro.body" && $0.message.contains("광고 측정") })
    #expect(hits.contains { $0.locale == "ja" && $0.key == "form.body" && $0.message.contains("広告の測定") })
    #expect(
      hits.contains { $0.locale == "de" && $0.key == "outcome.denied.body" && $0.message.contains("Firmen") })
    #expect(
      hits.contains {
        $0.locale == "de" && $0.key == "form.body" && $0.message.contains("persönliche Werbung")
      })
  }

  /// The status each System cell must carry, from the reference's system-text tables.
  static let statuses: [String: [String: SystemStatus]] = [
    "en": [
      "alert.title": .verified, "alert.allow": .verified, "alert.deny": .verified,
      "settings.tracking.toggle": .verified,
    ],
    "ko": [
      "alert.title": .verified, "alert.allow": .verified, "alert.deny": .verified,
      "settings.privacy": .verified, "settings.tracking.title": .verified,
      "settings.tracking.toggle": .verified,
      "settings.globalOff.message": .verified, "settings.globalOff.continue": .verified,
      "settings.globalOff.stop": .verified, "settings.appOn.confirm": .verified, "settings.cancel": .verified,
    ],
    "ja": [
      "alert.title": .verified, "alert.allow": .verified, "alert.deny": .conflicting,
      "settings.tracking.toggle": .conflicting,
    ],
    "zh-Hans": ["alert.title": .verified, "alert.allow": .verified, "alert.deny": .verified],
    "es": [
      "alert.title": .verified, "alert.allow": .verified, "alert.deny": .verified,
      "settings.tracking.toggle": .verified,
    ],
    "fr": [
      "alert.title": .unverified, "alert.allow": .verified, "alert.deny": .conflicting,
      "settings.tracking.toggle": .verified, "settings.privacy": .verified,
      "settings.tracking.title": .verified,
    ],
    "de": [
      "alert.title": .unverified, "alert.allow": .verified, "alert.deny": .verified,
      "settings.tracking.toggle": .verified,
    ],
  ]

  @Test(
    "System text statuses match the reference's tables: ko confirmations and the fr path verified, ja deny and toggle conflicting"
  )
  func systemStatuses() throws {
    let catalog = try Self.catalog()
    #expect(Set(Self.statuses.keys) == Set(catalog.locales))
    for (locale, cells) in Self.statuses {
      let system = try #require(catalog.table("System", in: CopyLayer(locale: locale)))
      for (key, status) in cells {
        let entry = try #require(system.entries[key], "\(locale) \(key)")
        #expect(SystemStatus.of(comment: entry.comment) == status, "\(locale) \(key)")
      }
    }
    let japanese = try String(
      contentsOfFile: BundledCopyLintTests.directory + "/system-reference/ja.strings", encoding: .utf8)
    #expect(japanese.contains("\"alert.deny\" = \"アプリに追跡しないよう要求\";"))
    #expect(japanese.contains("\"settings.tracking.toggle\" = \"トラッキングリクエストを許可\";"))
    #expect(CopyLinter.lint(catalog).filter { $0.ruleID.hasPrefix("SYS-") && $0.severity != .notice } == [])
  }
}
