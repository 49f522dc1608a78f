import CopyReview
import HostSystem
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import Recordings

/// `att-journey review`: every screen in every locale and variant on one page, with findings.
struct ReviewCommand: ParsableCommand {
  static let name = "review"
  static let synopsis = "review [options]"
  static let summary = "every screen in every locale and variant on one page"

  /// `--copy`.
  var copy = CopyArguments()
  /// `--text-size`.
  var display = DisplayArguments()
  /// `--pseudo`, `--device`.
  var phone = PhoneArguments()
  /// `--text-sizes a,b`: one HTML page per text size, linked to each other.
  var textSizes: [TextSize]?
  /// `--format`: the report's format.
  var format: ReviewFormat?
  /// `--out FILE`: where the report goes.
  var outputFile: String?
  /// `--locales a,b`: the locales to show.
  var locales: [String]?
  /// `--variants a,b`: the variants to show (`base` for none).
  var variants: [String]?
  /// `--tables a,b`: the tables whose strings to show.
  var tables: [String]?
  /// `--screens a,b`: the gallery screens to show.
  var screens: [String]?
  /// `--baseline DIR`: show only what changed since this signed-off copy folder.
  var baselineDirectory: String?
  /// `--since REV`: show only what changed since this git revision of the copy folder.
  var baselineRevision: String?
  /// `--phones`: draw the phones in Markdown and text too.
  var drawsPhones = false
  /// `--order tables|phones`: which half of the full review comes first.
  var order: ReviewOrder?
  /// `--full-review FILE`: where the changes review's phones link to.
  var fullReview: String?

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + DisplayArguments.options.lifted(\Self.display)
      + PhoneArguments.options.lifted(\Self.phone) + [
        .choices(
          ["--text-sizes"], value: "a,b,…",
          help: "HTML: one page per text size, each linking to the others (the first is --out)",
          group: .review,
          \.textSizes),
        .choice(["--format"], value: "FORMAT", help: "{values}", group: .review, \.format),
        .text(
          ["--out", "-o"], value: "FILE", help: "where the report goes (default: standard output)",
          group: .review, \.outputFile),
        .list(["--locales"], value: "a,b,…", help: "only these locales", group: .review, \.locales)
          .completing(.localeList),
        .list(
          ["--variants"], value: "a,b,…", help: "only these variants (base for the base copy)",
          group: .review,
          \.variants),
        .list(
          ["--tables"], value: "a,b,…", help: "only these tables (Primer, InfoPlist, …)", group: .review,
          \.tables),
        .list(
          ["--screens"], value: "a,b,…", help: "only these screens (primer, alert, …; see screens)",
          group: .review,
          \.screens
        ).completing(.screenList),
        .text(
          ["--baseline"], value: "DIR",
          help: "only the strings changed, added or removed since this signed-off copy folder",
          group: .review,
          \.baselineDirectory),
        .text(
          ["--since"], value: "REV",
          help: "the same against a git revision of the copy folder (HEAD~3, a tag), or signoff: "
            + "each locale's sign-off",
          group: .review, \.baselineRevision),
        .flag(
          ["--phones"], help: "md: draw the phones too (html and text always do)", group: .review,
          \.drawsPhones),
        .choice(
          ["--order"], value: "ORDER",
          help: "html, md: what comes first: {values} (each phone with its findings beside it)",
          group: .review, \.order),
        .text(
          ["--full-review"], value: "FILE",
          help: "with --baseline or --since: where each phone links, relative to the page "
            + "(default: \(ReviewChanges.defaultFullReview))",
          group: .review, \.fullReview),
      ]
  }

  /// Builds the report for `--device` and `--pseudo`, writes it (atomically) to `--out` or standard
  /// output; returns the exit status.
  func run() -> Int32 {
    let format: ReviewFormat
    let source: CopySource
    do {
      format = try CommandStart.format(self.format, output: outputFile)
      source = try CommandStart.copy(copy)
    } catch {
      return error.status
    }
    if let refusal = ReviewChangesCommand.refusal(self, format: format) ?? orderRefusal(format: format) {
      StandardError.report(refusal)
      return ExitStatus.usage
    }
    let catalog = source.catalog
    if let refusal = CopySelection.refusal(locales: locales, variants: variants, in: catalog) {
      StandardError.report(refusal)
      return ExitStatus.usage
    }
    for table in tables ?? [] where !catalog.tableNames.contains(table) {
      StandardError.report(
        LaunchOptionError.invalidValue(option: "--tables", value: table, allowed: catalog.tableNames.sorted())
          .description)
      return ExitStatus.usage
    }
    if let screens {
      let definition = JourneySetup.definition(source.journey, catalog: catalog, options: ScenarioOptions())
      do {
        let entries = ScreenGallery.entries(definition: definition)
        // A screen the gallery has no picture of is named, not refused: the rest of the review is drawn.
        for screen in screens {
          guard try ScreenGallery.entries(named: [screen], in: entries, definition: definition).isEmpty
          else { continue }
          StandardError.report(
            "--screens: the review has no picture of \(screen) (it shows "
              + Self.pictured(entries).joined(separator: ", ") + ")")
        }
      } catch {
        StandardError.report("--screens: \(error.description)")
        return ExitStatus.usage
      }
    }
    let phone: ScenarioOptions
    do {
      phone = try LaunchScenario.options(phone: self.phone, textSize: display.textSize, catalog: catalog)
    } catch {
      StandardError.report(error.description)
      return ExitStatus.usage
    }
    if ReviewChangesCommand.isAsked(self) {
      return ReviewChangesCommand.run(self, source: source, phone: phone, format: format)
    }
    if let sizes = textSizes, !sizes.isEmpty {
      return Self.pagesPerTextSize(sizes, options: self, source: source, phone: phone, format: format)
    }
    let report = Self.build(
      options: self, source: source, phone: phone, textSize: display.textSize ?? .standard,
      generatedAt: Self.generatedAt())
    let text: String
    switch format {
    case .md: text = report.markdown(phones: drawsPhones, order: order ?? .tables)
    case .text: text = report.text()
    case .voiceover:
      text = VoiceOverTranscript.build(
        catalog: catalog, journey: source.journey, locales: locales,
        variants: variants.map(ReviewReport.variants(named:)),
        textSize: display.textSize ?? .standard
      ).text()
    case .html: text = report.html(order: order ?? .tables)
    }
    if let path = outputFile {
      do {
        try AtomicFile.write(text, to: path)
      } catch {
        StandardError.write("\(error)\n")
        return ExitStatus.cannotWrite
      }
      StandardError.report(report.summaryLine)
    } else if format == .html {
      print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    } else {
      StandardOutput.write(text)
    }
    return report.exitCode
  }

  /// `--text-sizes`: the HTML review once per size, each page linking to the others; all written or none.
  static func pagesPerTextSize(
    _ sizes: [TextSize], options: ReviewCommand, source: CopySource, phone: ScenarioOptions,
    format: ReviewFormat
  ) -> Int32 {
    guard format == .html, let first = options.outputFile else {
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
      pages.append(
        (folder.isEmpty ? file : folder + "/" + file, report.html(order: options.order ?? .tables)))
      status = max(status, report.exitCode)
      StandardError.report("\(file): \(report.summaryLine)")
    }
    do {
      // The first page is --out's own path; the others, named after it, are the tool's.
      try StagedOutput.write(
        pages.enumerated().map {
          StagedFile(
            path: $0.element.path, bytes: Array($0.element.contents.utf8), isNamedOutput: $0.offset == 0)
        })
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    return status
  }

  /// The review of the copy for the command's locales, variants and phone, at one text size.
  static func build(
    options: ReviewCommand, source: CopySource, phone: ScenarioOptions, textSize: TextSize,
    generatedAt: String
  ) -> ReviewReport {
    ReviewReport.build(
      catalog: source.catalog, journey: source.journey, copyDirectory: source.directory,
      locales: options.locales,
      variants: options.variants.map(ReviewReport.variants(named:)), generatedAt: generatedAt,
      device: phone.device.flatMap(Device.named) ?? .standard, pseudo: phone.pseudo, textSize: textSize,
      tables: options.tables, screens: options.screens,
      demos: DemoCaptionLint.check(copyDirectory: source.directory, catalog: source.catalog).demos.map {
        ReviewDemo(name: $0.name, title: $0.title, captionKeys: $0.captionKeys)
      })
  }

  /// `--order` with a format it does not arrange, or `--full-review` without a changes review; nil when fine.
  func orderRefusal(format: ReviewFormat) -> String? {
    if order != nil, format != .html, format != .md {
      return "--order arranges the html and md reports, not --format \(format.rawValue)"
    }
    if fullReview != nil, !ReviewChangesCommand.isAsked(self) {
      return "--full-review goes with --baseline or --since (the phones of the changes link to it)"
    }
    if fullReview != nil, format != .html {
      return "--full-review goes with the html changes review, not --format \(format.rawValue)"
    }
    return nil
  }

  /// The generation time: `SOURCE_DATE_EPOCH` when set (reproducible reports), else now, in UTC.
  static func generatedAt() -> String {
    let seconds = Host.environment("SOURCE_DATE_EPOCH").flatMap { Int($0) } ?? Host.secondsSince1970()
    return UTCTime.iso8601(seconds)
  }

  /// The screens the review draws, each once, in journey order.
  static func pictured(_ entries: [GalleryEntry]) -> [String] {
    var seen = Set<String>()
    return entries.map(\.screen).filter { seen.insert($0).inserted }
  }
}
