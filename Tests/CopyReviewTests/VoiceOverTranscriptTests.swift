import CopyLint
import CopyReview
import Foundation
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import StringTables
import Testing

/// What VoiceOver reads on every screen, and the lint rules for larger text and VoiceOver.
@Suite("VoiceOver transcript and accessibility lint")
struct VoiceOverTranscriptTests {
  static func transcript(locales: [String]) throws -> VoiceOverTranscript {
    VoiceOverTranscript.build(
      catalog: try BundledCopy.catalog(), journey: try BundledCopy.journey(), locales: locales,
      variants: [nil])
  }

  @Test("HIG-1: the primer reads title as a heading, body as text, its one action as a button")
  func primerReading() throws {
    let transcript = try Self.transcript(locales: ["en", "ja"])
    let english = try #require(transcript.phones.first { $0.screen == "primer" && $0.locale == "en" })
    #expect(english.lines.first == "A Quick Word About Ads, heading")
    #expect(english.lines.last == "Continue, button")
    #expect(english.lines.count == 3)
    let japanese = try #require(transcript.phones.first { $0.screen == "primer" && $0.locale == "ja" })
    #expect(japanese.lines.first == "広告についてのお知らせ, 見出し")
    #expect(japanese.lines.last == "続ける, ボタン")
  }

  @Test("page dots and the grabber are not read; Settings switches are read with their state")
  func decorationsAndSwitches() throws {
    let transcript = try Self.transcript(locales: ["en"])
    let all = transcript.phones.flatMap(\.lines).joined(separator: "\n")
    #expect(!all.contains("●") && !all.contains("○") && !all.contains("━"))
    let settings = try #require(transcript.phones.first { $0.screen == "settings-tracking" })
    #expect(settings.lines.contains("Allow Apps to Request to Track, switch button, on"))
  }

  @Test("copy with control characters reaches the transcript as visible symbols only")
  func hostileLabel() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    try BundledCopy.append(
      "\"primer.action\" = \"Go\\U001B[31m on\";", to: "en.lproj/Primer.strings", in: tree)
    let text = VoiceOverTranscript.build(
      catalog: try CopyCatalog.load(directory: tree.path), journey: try BundledCopy.journey(),
      locales: ["en"],
      variants: [nil]
    ).text()
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
    #expect(text.contains("Go␛[31m on, button"))
  }

  /// Lint of a copy tree with the accessibility audit, as `att-journey lint` runs it.
  static func lint(_ tree: URL, largest: TextSize = .ax5) throws -> [LintFinding] {
    let catalog = try CopyCatalog.load(directory: tree.path)
    let definition = JourneySetup.definition(
      try BundledCopy.journey(), catalog: catalog, options: ScenarioOptions())
    let problems = AccessibilityAudit.problems(definition: definition, catalog: catalog, largest: largest).map
    {
      LayoutProblem(ruleID: $0.ruleID, key: $0.ref, layer: $0.layer, message: $0.message)
    }
    let used = ScreenGallery.usedKeys(definition: definition, catalog: catalog)
    return CopyLinter.lint(catalog, usedKeys: used, layoutProblems: problems)
  }

  @Test(
    "a German button whose word is cut at AX2 is flagged with AX2 at its line; not when lint stops at AX1")
  func germanButtonTruncatesAtAX2() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    // 20 columns: fits the 21 columns of a full-width label at AX1, not the 18 at AX2.
    try BundledCopy.append(
      "\"primer.action\" = \"Datenschutzhinweisen\";", to: "de.lproj/Primer.strings", in: tree)
    let findings = try Self.lint(tree).filter { $0.ruleID == "A11Y-button-truncates" }
    let flagged = try #require(findings.first { $0.key == "primer.action" && $0.locale == "de" })
    #expect(flagged.severity == .warning)
    #expect(flagged.message.contains("text size AX2"))
    #expect(flagged.file.hasSuffix("de.lproj/Primer.strings"))
    #expect(flagged.line > 1)
    let upToAX1 = try Self.lint(tree, largest: .ax1).filter { $0.ruleID == "A11Y-button-truncates" }
    #expect(!upToAX1.contains { $0.key == "primer.action" })
  }

  @Test("a spoken label that differs from the button and a symbol read aloud are flagged")
  func readingRules() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    try BundledCopy.append(
      "\"primer.action.accessibilityLabel\" = \"Go on\";\n\"primer.title\" = \"● Ads ●\";",
      to: "en.lproj/Primer.strings", in: tree)
    let findings = try Self.lint(tree, largest: .standard)
    #expect(
      findings.contains {
        $0.ruleID == "A11Y-label-differs" && $0.key == "primer.action" && $0.locale == "en"
      })
    #expect(findings.contains { $0.ruleID == "A11Y-decorative-read" && $0.key == "primer.title" })
    #expect(!findings.contains { $0.ruleID == "COPY-unused" && $0.key == "primer.action.accessibilityLabel" })
  }

  @Test("an app name that is empty leaves its home-screen icon without a label")
  func unlabelledImage() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    try BundledCopy.append("\"CFBundleDisplayName\" = \" \";", to: "en.lproj/InfoPlist.strings", in: tree)
    let findings = try Self.lint(tree, largest: .standard)
    #expect(findings.contains { $0.ruleID == "A11Y-image-label" && $0.key == "CFBundleDisplayName" })
  }

  @Test("the bundled copy has no VoiceOver findings and no primer that needs scrolling at AX1")
  func bundledCopy() throws {
    let findings = try Self.lint(URL(fileURLWithPath: BundledCopy.directory))
    let rules = Set(findings.map(\.ruleID))
    for rule in ["A11Y-label-differs", "A11Y-image-label", "A11Y-decorative-read", "A11Y-primer-scroll"] {
      #expect(!rules.contains(rule), "\(rule): \(findings.filter { $0.ruleID == rule }.map(\.message))")
    }
    #expect(!findings.contains { $0.ruleID == "COPY-unused" && $0.table == "VoiceOver" })
  }
}
