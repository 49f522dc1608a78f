import CopyLint
import CopyReview
import HostSystem
import JourneyRuntime
import JourneyScreens
import Recordings

/// `att-journey review --baseline DIR | --since REV`: only the strings that differ from the signed-off copy.
enum ReviewChangesCommand {
  /// Whether the command line asks for the changes review.
  static func isAsked(_ options: ReviewCommand) -> Bool {
    options.baselineDirectory != nil || options.baselineRevision != nil
  }

  /// The options the changes review does not take, with why; nil when the command line fits.
  static func refusal(_ options: ReviewCommand, format: ReviewFormat) -> String? {
    guard isAsked(options) else { return nil }
    if options.baselineDirectory != nil && options.baselineRevision != nil {
      return "give --baseline DIR or --since REV, not both"
    }
    if options.textSizes != nil { return "--text-sizes does not go with --baseline or --since" }
    if format == .voiceover { return "--format voiceover does not go with --baseline or --since" }
    if options.drawsPhones {
      return "--phones does not go with --baseline or --since (each change names the screens showing it)"
    }
    if options.order != nil {
      return "--order does not go with --baseline or --since (each change shows its phones under it)"
    }
    return nil
  }

  /// Reads the signed-off copy (removing a revision's temporary folder once read), compares, and writes
  /// the review (atomically to `--out`, else to standard output); returns the exit status.
  static func run(
    _ options: ReviewCommand, source: CopySource, phone: ScenarioOptions, format: ReviewFormat
  ) -> Int32 {
    if options.baselineRevision == signOffRevision {
      return sinceSignOff(options, source: source, phone: phone, format: format)
    }
    let baseline: ReviewBaseline
    let signedOff: CopySource
    do {
      if let revision = options.baselineRevision {
        baseline = try ReviewBaseline.revision(revision, of: source.directory)
      } else {
        baseline = ReviewBaseline.folder(options.baselineDirectory ?? "")
      }
    } catch {
      StandardError.report(error.description)
      return error.status
    }
    // Everything is read into memory at once: a revision's temporary folder goes before the long part.
    do {
      signedOff = try baseline.load()
      baseline.remove()
    } catch {
      baseline.remove()
      StandardError.report(error.description)
      return error.status
    }
    let generated = ReviewCommand.generatedAt()
    if ReviewChanges.sameValues(source.catalog, signedOff.catalog) {
      let unchanged = ReviewChanges.unchanged(
        copyDirectory: source.directory, baselineName: baseline.name, generatedAt: generated,
        device: phone.device.flatMap(Device.named) ?? .standard, pseudo: phone.pseudo,
        textSize: options.display.textSize ?? .standard)
      return write(unchanged, format: format, to: options.outputFile, fullReview: options.fullReview)
    }
    let current = ReviewCommand.build(
      options: options, source: source, phone: phone, textSize: options.display.textSize ?? .standard,
      generatedAt: generated)
    var old = options
    let catalog = signedOff.catalog
    old.locales = options.locales.map { $0.filter(catalog.locales.contains) }
    old.variants = options.variants.map { $0.filter { $0 == "base" || catalog.variants.contains($0) } }
    let before = ReviewCommand.build(
      options: old, source: signedOff, phone: phone, textSize: options.display.textSize ?? .standard,
      generatedAt: generated)
    let changes = ReviewChanges.compare(
      current: current, baseline: before, baselineName: baseline.name, baselineRoot: baseline.directory)
    return write(changes, format: format, to: options.outputFile, fullReview: options.fullReview)
  }

  /// The word `--since` takes for the copy folder's sign-off (`signoff.txt`) instead of a git revision.
  static let signOffRevision = "signoff"

  /// `--since signoff`: what changed in each locale since its sign-off, read from the copy folder alone.
  static func sinceSignOff(
    _ options: ReviewCommand, source: CopySource, phone: ScenarioOptions, format: ReviewFormat
  ) -> Int32 {
    let signOff: SignOff
    do {
      guard let read = try SignOff.load(root: source.catalog.root) else {
        StandardError.report(
          "--since signoff: \(SignOff.path(root: source.catalog.root)) does not exist; "
            + "sign the translations off first (att-journey signoff)")
        return ExitStatus.usage
      }
      signOff = read
    } catch {
      StandardError.write(error.description + "\n")
      return ExitStatus.badInput
    }
    let current = ReviewCommand.build(
      options: options, source: source, phone: phone, textSize: options.display.textSize ?? .standard,
      generatedAt: ReviewCommand.generatedAt())
    let changes = ReviewChanges.sinceSignOff(current: current, catalog: source.catalog, signOff: signOff)
    return write(changes, format: format, to: options.outputFile, fullReview: options.fullReview)
  }

  /// Writes the review atomically to `path`, or to standard output (one line when nothing changed); its
  /// phones link to `fullReview` (as given, relative to the page), else to the default beside it.
  static func write(
    _ changes: ReviewChanges, format: ReviewFormat, to path: String?, fullReview: String? = nil
  ) -> Int32 {
    let text: String
    switch format {
    case .md: text = changes.markdown()
    case .text: text = changes.text()
    case .html, .voiceover: text = changes.html(fullReview: fullReview ?? ReviewChanges.defaultFullReview)
    }
    if let path {
      do {
        try AtomicFile.write(text, to: path)
      } catch {
        StandardError.write("\(error)\n")
        return ExitStatus.cannotWrite
      }
      StandardError.report(changes.summaryLine)
    } else if changes.isEmpty {
      StandardOutput.write(changes.unchangedLine)
    } else if format == .html || format == .voiceover {
      print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    } else {
      StandardOutput.write(text)
    }
    return changes.exitCode
  }
}
