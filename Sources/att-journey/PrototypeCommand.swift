import JourneyMap
import JourneyRuntime
import Prototype
import Recordings

/// `att-journey prototype`: a clickable prototype in one self-contained HTML page, every state the engine
/// reaches drawn as the presented phone in every locale and variant asked for.
struct PrototypeCommand: ParsableCommand {
  static let name = "prototype"
  static let synopsis = "prototype [options]"
  static let summary = "a clickable prototype in one HTML page, every screen in every locale and variant"

  /// `--copy`.
  var copy = CopyArguments()
  /// What the phone and the journey start as.
  var scenario = ScenarioArguments()
  /// `--pseudo`, `--device`.
  var phone = PhoneArguments()
  /// `--out FILE`: where the page goes.
  var outputFile: String?
  /// `--locales a,b`: the locales offered.
  var locales: [String]?
  /// `--variants a,b`: the variants offered (`base` for the base copy).
  var variants: [String]?
  /// `--appearance`: light or dark.
  var appearance: PrototypeAppearance?

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + ScenarioArguments.options.lifted(\Self.scenario)
      + PhoneArguments.options.lifted(\Self.phone) + [
        .text(
          ["--out", "-o"], value: "FILE", help: "where the page goes (default: standard output)",
          group: .prototype, \.outputFile),
        .list(
          ["--locales"], value: "a,b,…", help: "only these locales (default: every locale of the copy)",
          group: .prototype, \.locales),
        .list(
          ["--variants"], value: "a,b,…",
          help: "only these variants, base for the base copy (default: every variant)", group: .prototype,
          \.variants),
        .choice(
          ["--appearance"], value: "LOOK", help: "the phone's colours: {values}", group: .prototype,
          \.appearance),
      ]
  }

  /// Explores, draws every frame and writes the page (atomically) to `--out` or standard output.
  func run() -> Int32 {
    let source: CopySource
    let options: ScenarioOptions
    do {
      (source, options) = try CommandStart.scenario(copy: copy, scenario: scenario, phone: phone)
    } catch {
      return error.status
    }
    let catalog = source.catalog
    if locales?.isEmpty == true || variants?.isEmpty == true {
      let option = locales?.isEmpty == true ? "--locales" : "--variants"
      StandardError.report(
        "\(option) names none; give at least one, such as \(option) en (see att-journey --help)")
      return ExitStatus.usage
    }
    if let refusal = CopySelection.refusal(locales: locales, variants: variants, in: catalog) {
      StandardError.report(refusal)
      return ExitStatus.usage
    }
    var shownLocales = locales ?? catalog.locales
    // The scenario's own locale is always offered: the page opens in it.
    if let start = options.locale, !shownLocales.contains(start) { shownLocales.insert(start, at: 0) }
    let shownVariants: [String?] =
      variants.map { $0.map { $0 == "base" ? nil : $0 } } ?? ([nil] + catalog.variants.map { $0 })
    var variantsShown = shownVariants
    if let start = options.variant, !variantsShown.contains(start) { variantsShown.insert(start, at: 0) }
    let document = PrototypeBuilder.build(
      journey: source.journey, catalog: catalog, options: options, locales: shownLocales,
      variants: variantsShown)
    let page = PrototypePage.html(document, appearance: appearance ?? .light)
    if let path = outputFile {
      do {
        try AtomicFile.write(page, to: path)
      } catch {
        StandardError.write("\(error)\n")
        return ExitStatus.cannotWrite
      }
      StandardError.report(Self.summary(document, bytes: page.utf8.count) + " → " + path)
    } else {
      print(page, terminator: "")
    }
    return ExitStatus.ok
  }

  /// One line: what the page holds and how big it is.
  static func summary(_ document: PrototypeDocument, bytes: Int) -> String {
    "\(document.screenCount) screens, \(document.stateCount) engine states, \(document.locales.count) locales × "
      + "\(document.variants.count) variants: \(document.frameCount) frames, \(document.uniqueFrameCount) stored "
      + "(\(document.uniqueRowCount) distinct rows), \(bytes) bytes; \(document.cutOff)"
  }
}

extension PrototypeAppearance: OptionValue {
  static var allowedValues: [PrototypeAppearance] { allCases }
  static var defaultValue: PrototypeAppearance? { .light }
  static var helpStyle: OptionValueList { .alternatives }
  var argument: String { rawValue }
}
