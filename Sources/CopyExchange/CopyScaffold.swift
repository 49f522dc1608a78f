import CopyLint
import HostSystem
import StringTables
import TextSafety

/// A new copy folder for someone's own app: verified System tables, every key the screens need as a
/// marked stand-in with a comment and a budget, a `journey.json` and one demo tape.
public struct CopyScaffold: Sendable {
  /// The app's display name.
  public var appName: String
  /// The name of the feature that uses tracking data (`--feature`), when given.
  public var feature: String?
  /// The locales, the development language first.
  public var locales: [String]
  /// Variant names.
  public var variants: [String]
  /// The onboarding step ids the journey starts with.
  public static let onboardingSteps = ["welcome"]

  /// Checks the names: locales must be known and have a verified System table, variants valid names.
  public init(
    appName: String, feature: String? = nil, locales: [String], variants: [String],
    systemLocales: Set<String>
  ) throws(ExchangeError) {
    let trimmed = appName.trimmingBlanks()
    try Self.checkName(trimmed, option: "--app-name", what: "app name")
    let featureName = feature?.trimmingBlanks()
    if let featureName { try Self.checkName(featureName, option: "--feature", what: "feature name") }
    var ordered = ["en"]
    for locale in locales where !ordered.contains(locale) { ordered.append(locale) }
    for locale in ordered {
      do {
        try CopyNames.validateLocale(locale, path: "--locales")
      } catch {
        throw .copy(error)
      }
      guard systemLocales.contains(locale) else {
        throw .unknown(
          SourceLocation(file: "--locales", line: 0, column: 0),
          message:
            "no verified System table for \(locale) (available: \(systemLocales.sorted().joined(separator: ", ")))"
        )
      }
    }
    for variant in variants {
      do {
        try CopyNames.validateVariant(variant, path: "--variants")
      } catch {
        throw .copy(error)
      }
    }
    self.appName = trimmed
    self.feature = featureName
    self.locales = ordered
    self.variants = variants
  }

  /// The longest app or feature name `init` takes, in characters: far more than any home screen shows,
  /// short enough that every table, comment and the demo tape stay readable.
  public static let longestName = 200

  /// Refuses a name the copy could not hold as it is: empty or longer than `longestName`, or with a
  /// character lint's `COPY-control` refuses in a value (controls, bidi marks and overrides, zero-width
  /// characters, line and paragraph separators), named as lint names them; with a work marker
  /// `COPY-marker` reports (`TODO`); or with a `%`, which copy reads as a placeholder.
  static func checkName(_ name: String, option: String, what: String) throws(ExchangeError) {
    func refuse(_ message: String) -> ExchangeError {
      .unknown(SourceLocation(file: option, line: 0, column: 0), message: message)
    }
    guard !name.isEmpty else { throw refuse("the \(what) must not be empty") }
    let unsafe = ControlCharacters.unsafeScalars(in: name).map { CodePoint.name(of: $0) }
    if !unsafe.isEmpty {
      let unique = unsafe.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      throw refuse(
        "the \(what) contains invisible or control characters \(unique.joined(separator: ", ")) "
          + "(lint's COPY-control): \"\(ExchangeError.shown(name))\"")
    }
    if name.count > longestName {
      throw refuse(
        "the \(what) is \(name.count) characters long; at most \(longestName) are taken: "
          + "\"\(ExchangeError.shown(name))\"")
    }
    if let marker = ValueRules.workMarker(in: name) {
      throw refuse(
        "the \(what) holds the work marker \"\(marker)\", which lint reports as unfinished copy "
          + "(COPY-marker): \"\(ExchangeError.shown(name))\"")
    }
    if name.unicodeScalars.contains("%") {
      throw refuse(
        "the \(what) contains '%', which copy reads as a placeholder (lint's COPY-placeholder): "
          + "\"\(ExchangeError.shown(name))\"")
    }
  }

  /// The display name's comment with its budget raised to the name's length (in characters and in
  /// display columns, whichever is more) when the name is longer: the brand is as long as it is, and
  /// the folder `init` writes lints without errors.
  func nameBudget(_ comment: String, locale: String) -> String {
    let longest = max(
      CopyBudget(limit: 0, unit: .characters).measure(appName),
      CopyBudget(limit: 0, unit: .displayColumns).measure(appName))
    guard let budget = CopyBudget.parse(comment: comment, locale: locale), longest > budget.limit else {
      return comment
    }
    return comment.replacing("Budget: \(budget.limit)", with: "Budget: \(longest)")
  }

  /// The tables variants override: the primer and the purpose strings.
  public static let variantTables: Set<String> = ["Primer", "InfoPlist"]
  /// InfoPlist keys every app has (the name in the alert's title and the purpose string, ATT-9).
  public static let infoPlistKeys = ["CFBundleDisplayName", "NSUserTrackingUsageDescription"]

  /// Every file of the folder, relative to it.
  ///
  /// - Parameters:
  ///   - neededKeys: the keys the screens show (from the screen gallery), System keys excluded.
  ///   - reference: the development-language tables whose comments and key order describe each key.
  ///   - demoTape: the text of `demos/first-run.tape`, written by the tape printer.
  ///   - systemTable: the verified System table text for a locale.
  public func files(
    neededKeys: Set<CopyKey>, reference: CopyCatalog, demoTape: String, systemTable: (String) -> String
  )
    -> [ExportFile]
  {
    var needed = neededKeys.filter { $0.table != "System" }
    for key in Self.infoPlistKeys { needed.insert(CopyKey(table: "InfoPlist", key: key)) }
    var files: [ExportFile] = []
    let tables = Set(needed.map(\.table)).sorted()
    for locale in locales {
      files.append(ExportFile(path: "\(locale).lproj/System.strings", text: systemTable(locale)))
      for table in tables {
        let keys = ordered(needed.filter { $0.table == table }.map(\.key), table: table, reference: reference)
        files.append(
          ExportFile(
            path: "\(locale).lproj/\(table).strings", text: tableText(table, keys, locale, reference)))
      }
      for variant in variants {
        for table in tables where Self.variantTables.contains(table) {
          let keys = ordered(
            needed.filter { $0.table == table }.map(\.key), table: table, reference: reference
          )
          .filter { $0 != "CFBundleDisplayName" }
          files.append(
            ExportFile(
              path: "variants/\(variant)/\(locale).lproj/\(table).strings",
              text: tableText(table, keys, locale, reference)))
        }
      }
    }
    let glossary = ScaffoldGlossary(appName: appName, feature: feature)
    for locale in locales {
      files.append(
        ExportFile(
          path: "glossary/\(locale).strings", text: glossary.text(locale: locale, development: locales[0])))
    }
    files.append(ExportFile(path: "journey.json", text: journeyJSON))
    files.append(ExportFile(path: "demos/first-run.tape", text: demoTape))
    files.append(ExportFile(path: "README.md", text: readme))
    return files
  }

  private func ordered(_ keys: [String], table: String, reference: CopyCatalog) -> [String] {
    let known = ExchangeUnits.ordered(
      reference.table(table, in: CopyLayer(locale: reference.developmentLanguage)))
    return known.filter(keys.contains) + keys.filter { !known.contains($0) }.sorted()
  }

  private func tableText(_ table: String, _ keys: [String], _ locale: String, _ reference: CopyCatalog)
    -> String
  {
    let source = reference.table(table, in: CopyLayer(locale: reference.developmentLanguage))
    let entries = keys.map { key -> (key: String, value: String, comment: String?) in
      let comment =
        TranslatorNote.restated(
          ScaffoldNotes.comment(
            for: key, appName: appName, feature: feature,
            budget: Self.budget(source?.entries[key]?.comment, key: key)),
          locale: locale) ?? ""
      if key == "CFBundleDisplayName" {
        return (
          key, appName, nameBudget(comment, locale: locale) + " same-as-en: the brand name is not translated."
        )
      }
      return (key, UnwrittenText.placeholder(locale: locale, key: key), comment)
    }
    return StringsWriting.file(entries)
  }

  /// The budget of a key: the bundled copy's, which the screens' layout sets, in characters.
  static func budget(_ reference: String?, key: String) -> Int {
    guard let budget = CopyBudget.parse(comment: reference, locale: "en"), budget.unit == .characters else {
      return defaultBudget(for: key)
    }
    return budget.limit
  }

  /// A budget for keys whose reference comment names none: short labels, titles, or body text.
  static func defaultBudget(for key: String) -> Int {
    if key == "CFBundleDisplayName" { return 12 }
    if key.hasSuffix("action") || key.hasSuffix("Action") || key.contains(".button") { return 24 }
    if key.hasSuffix("title") || key.hasSuffix("Title") { return 48 }
    return 200
  }

  /// The journey with every default spelled out (each field is described in README.md and the schema).
  public var journeyJSON: String {
    let steps = Self.onboardingSteps.map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      {
        "app": { "bundleId": "\(bundleID)" },
        "onboarding": [\(steps)],
        "primer": { "trigger": "afterOnboarding" },
        "explainerOwner": "app",
        "consentPlatform": { "wiring": "sequential", "introSheet": false, "explainerPublished": false },
        "adProviders": [ { "name": "Ad Network", "readsIDFA": true } ],
        "otherApps": [],
        "request": { "preferExpandedInterface": false, "additionalInformation": true },
        "feature": "\(featureID)",
        "defaultRegion": "other",
        "defaultCountry": "US"
      }

      """
  }

  /// `com.example.` and the app name's letters and digits, lower-cased (accents folded away).
  var bundleID: String {
    let letters = ASCIIFolding.folded(String(appName.prefix(64))).filter { $0 != " " }
    return "com.example." + (letters.isEmpty ? "app" : letters)
  }

  /// The feature's id in journey.json: its name's ASCII words, lower-cased and joined by `-`
  /// (`Lumière Picks` gives `lumiere-picks`), or `feature` when the name has none (`おすすめ`).
  var featureID: String {
    let words = ASCIIFolding.folded(String((feature ?? "").prefix(64))).split(separator: " ")
    let id = words.joined(separator: "-")
    return id.isEmpty ? "feature" : id
  }

  /// The folder's own guide: what each file is, what is still to write and what each journey.json
  /// field means.
  var readme: String {
    let featureLine =
      feature.map {
        "the feature that uses tracking data is \(MarkdownEscaping.inline($0)) (`\(featureID)` in journey.json)"
      }
      ?? "no feature name was given: `glossary/\(locales[0]).strings` and journey.json's `feature` say which one uses tracking data"
    return """
      # \(MarkdownEscaping.inline(appName)): copy for att-journey

      Walk it: `att-journey --copy .` · what is left to write: `att-journey lint --copy .`
      (rule COPY-unwritten lists every value and glossary term that still reads `[TODO …]`, with its
      file, line and column). Here \(featureLine).

      - `LOCALE.lproj/System.strings`: iOS's own text, copied from the verified reference. Do not edit.
      - `LOCALE.lproj/*.strings`: the app's text. Each key has a comment saying where it shows and
        a `Budget: N characters` (in ja, ko and zh-Hans `N display columns`: a CJK character counts 2).
        The primer and purpose strings list the facts they must state (`Facts: partners, …`).
      - `glossary/LOCALE.strings`: the app's terms, and the words that state each fact (`fact.NAME`).
        Lint checks the copy against a term only once it is written (COPY-glossary, COPY-facts).
      - `variants/NAME/`: the primer and purpose strings of one experiment, over the base copy.
      - `demos/first-run.tape`: a first run to the tracking alert and back (`att-journey play`).

      ## journey.json (every field is required unless marked optional)

      Values marked ✎ are made up from the names given: write the app's own.

      | field | default here | meaning |
      |---|---|---|
      | `app.bundleId` | `\(bundleID)` ✎ | the app's bundle identifier |
      | `onboarding` | `\(Self.onboardingSteps)` | onboarding step ids; each uses `onboarding.ID.title` and `.body` |
      | `primer.trigger` | `afterOnboarding` | when the primer shows: `atLaunch`, `afterOnboarding`, `afterMilestone` (with `milestone`), `afterSessions` (with `sessions`), `onFeature` (when `feature` is first opened) |
      | `explainerOwner` | `app` | who shows the IDFA explainer: `app` or `consentPlatform` |
      | `consentPlatform.wiring` | `sequential` | consent form and ATT request: `sequential`, `race` or `none` |
      | `consentPlatform.introSheet` | `false` | the app's own intro sheet before the consent form |
      | `consentPlatform.explainerPublished` | `false` | whether the platform's IDFA explainer is published |
      | `adProviders` | `Ad Network` reading the IDFA ✎ | `{ "name", "readsIDFA" }` each |
      | `otherApps` (optional) | none | other apps on the phone: `{ "name", "allowed" }` |
      | `request.preferExpandedInterface` | `false` | ask for the iOS 27.2 full-page sheet |
      | `request.additionalInformation` | `true` | pass an Additional Information action |
      | `request.requestGuard` (optional) | `statusCheck` | `statusCheck`: ask only while the status is not determined; `none`: ask whatever the status |
      | `request.launchRequest` (optional) | `none` | a request at launch: `none`, `lost`, `retried` or `whenActive` |
      | `feature` | `\(featureID)` ✎ | id of the feature that uses tracking data |
      | `defaultRegion` | `other` | `eea`, `uk`, `us-regulated` or `other` |
      | `defaultCountry` | `US` | ISO 3166-1 alpha-2, upper case |

      """
  }
}
