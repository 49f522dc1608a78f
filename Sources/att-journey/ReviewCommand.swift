import CopyReview
import HostSystem
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
      format = try CommandStart.format(
        options, allowed: ["html", "md", "text", "voiceover"], output: options.outputFile)
      source = try CommandStart.copy(options)
    } catch {
      return error.status
    }
    if let refusal = ReviewChangesCommand.refusal(options, format: format) {
      StandardError.report(refusal)
      return ExitStatus.usage
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
    for table in options.tables ?? [] where !catalog.tableNames.contains(table) {
      StandardError.report(
        LaunchOptionError.invalidValue(option: "--tables", value: table, allowed: catalog.tableNames.sorted())
          .description)
      return ExitStatus.usage
    }
    if let screens = options.screens {
      let definition = JourneySetup.definition(source.journey, catalog: catalog, options: ScenarioOptions())
      let known = ScreenGallery.entries(definition: definition).map(\.name)
      for screen in screens where !known.contains(screen) {
        StandardError.report(
          LaunchOptionError.invalidValue(option: "--screens", value: screen, allowed: known).description)
        return ExitStatus.usage
      }
    }
    let phone: ScenarioOptions
    do {
      phone = try LaunchScenario.options(options, catalog: catalog)
    } catch {
      StandardError.report(error.description)
      return ExitStatus.usage
    }
    if ReviewChangesCommand.isAsked(options) {
      return ReviewChangesCommand.run(options, source: source, phone: phone, format: format)
    }
    if let sizes = options.textSizes, !sizes.isEmpty {
      return pagesPerTextSize(sizes, options: options, source: source, phone: phone, format: format)
    }
    let report = build(
      options: options, source: source, phone: phone, textSize: options.textSize ?? .standard,
      generatedAt: generatedAt())
    let text: String
    switch format {
    case "md": text = report.markdown(phones: options.drawsPhones)
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

  /// `--text-sizes`: the HTML review once per size, each page linking to the others; all written or none.
  static func pagesPerTextSize(
    _ sizes: [TextSize], options: LaunchOptions, source: CopySource, phone: ScenarioOptions, format: String
  ) -> Int32 {
    guard format == "html", let first = options.outputFile else {
      StandardError.report(
        "--text-sizes writes HTML pages next to --out FILE; give --out and no other --format")
      return ExitStatus.usage
    }
    let folder = first.contains("/") ? FilePath.parent(of: first) : ""
    let name = FilePath.lastComponent(of: first)
    let stem = name.hasSuffix(".html") ? String(name.dropLast(5)) : name
    let files = sizes.enumerated().map { index, size in
      index == 0 ? name : "\(stem).\(size).html"
    }
    let generated = generatedAt()
    var pages: [(path: String, contents: String)] = []
    var status = ExitStatus.ok
    for (size, file) in zip(sizes, files) {
      var report = build(
        options: options, source: source, phone: phone, textSize: size, generatedAt: generated)
      report.textSizePages = Array(zip(sizes, files)).map { (size: $0.0, file: $0.1) }
      pages.append((folder.isEmpty ? file : folder + "/" + file, report.html()))
      status = max(status, report.exitCode)
      StandardError.report("\(file): \(report.summaryLine)")
    }
    do {
      try AtomicFile.write(pages)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    return status
  }

  /// The review of the copy for the command's locales, variants and phone, at one text size.
  static func build(
    options: LaunchOptions, source: CopySource, phone: ScenarioOptions, textSize: TextSize,
    generatedAt: String
  ) -> ReviewReport {
    ReviewReport.build(
      catalog: source.catalog, journey: source.journey, copyDirectory: source.directory,
      locales: options.locales,
      variants: options.variants.map(ReviewReport.variants(named:)), generatedAt: generatedAt,
      device: phone.device.flatMap(Device.named) ?? .standard, pseudo: phone.pseudo, textSize: textSize,
      tables: options.tables, screens: options.screens)
  }

  /// The generation time: `SOURCE_DATE_EPOCH` when set (reproducible reports), else now, in UTC.
  static func generatedAt() -> String {
    let seconds = Host.environment("SOURCE_DATE_EPOCH").flatMap { Int($0) } ?? Host.secondsSince1970()
    return UTCTime.iso8601(seconds)
  }
}
