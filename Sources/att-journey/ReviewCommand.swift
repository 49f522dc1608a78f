import Foundation
import JourneyRuntime
import JourneyScreens

/// `att-journey review`: every screen in every locale and variant on one page, with findings.
enum ReviewCommand {
  /// Builds the report for `--device` and `--pseudo`, writes it (atomically) to `--out` or standard
  /// output; returns the exit status.
  static func run(_ options: LaunchOptions) -> Int32 {
    let format: String
    let source: CopySource
    do {
      format = try CommandStart.format(options, allowed: ["html", "md", "text", "voiceover"])
      source = try CommandStart.copy(options)
    } catch {
      return error.status
    }
    let catalog = source.catalog
    for locale in options.locales ?? [] where !catalog.locales.contains(locale) {
      StandardError.report(
        LaunchOptionError.invalidValue(option: "--locales", value: locale, allowed: catalog.locales)
          .description)
      return ExitStatus.usage
    }
    for variant in options.variants ?? [] where variant != "base" && !catalog.variants.contains(variant) {
      StandardError.report(
        LaunchOptionError.invalidValue(
          option: "--variants", value: variant, allowed: ["base"] + catalog.variants
        )
        .description)
      return ExitStatus.usage
    }
    let phone: ScenarioOptions
    do {
      phone = try LaunchScenario.options(options, catalog: catalog)
    } catch {
      StandardError.report(error.description)
      return ExitStatus.usage
    }
    let report = ReviewReport.build(
      catalog: catalog, journey: source.journey, copyDirectory: source.directory, locales: options.locales,
      variants: options.variants.map(ReviewReport.variants(named:)), generatedAt: generatedAt(),
      device: phone.device.flatMap(Device.named) ?? .standard, pseudo: phone.pseudo,
      textSize: options.textSize ?? .standard)
    let text: String
    switch format {
    case "md": text = report.markdown()
    case "text": text = report.text()
    case "voiceover":
      text = VoiceOverTranscript.build(
        catalog: catalog, journey: source.journey, locales: options.locales,
        variants: options.variants.map(ReviewReport.variants(named:)), textSize: options.textSize ?? .standard
      ).text()
    default: text = report.html()
    }
    if let path = options.outputFile {
      do {
        try AtomicFile.write(text, to: path)
      } catch {
        StandardError.write("\(error)\n")
        return ExitStatus.cannotWrite
      }
      StandardError.report(report.summaryLine)
    } else {
      print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }
    return report.exitCode
  }

  /// The generation time: `SOURCE_DATE_EPOCH` when set (reproducible reports), else now, in UTC.
  static func generatedAt() -> String {
    let environment = ProcessInfo.processInfo.environment
    let date =
      environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:))
      ?? Date()
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }
}
