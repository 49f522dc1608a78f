import CopyReview
import ConsentEngine
import CopyExchange
import JourneyMap
import JourneyRuntime
import JourneyScreens

/// Every command-line option, grouped by the commands it applies to.
enum OptionTable {
  /// The options in the order `--help` lists them.
  static let all: [OptionSpec] = [
    OptionSpec(
      names: ["--copy"], value: "DIR", help: "copy tables and journey.json (default: the bundled copy/)",
      group: .copy
    ) { $0.copyDirectory = $1 },
    OptionSpec(
      names: ["--text-size"], value: "SIZE",
      help: "Dynamic Type size: xSmall … xxxLarge, AX1 … AX5 (default large; lint: the largest checked)",
      group: .display
    ) { options, given throws(LaunchOptionError) in
      guard let given, let size = TextSize(name: given) else {
        throw .invalidValue(
          option: "--text-size", value: given ?? "", allowed: TextSize.allCases.map(\.description))
      }
      options.textSize = size
    },
    OptionSpec(
      names: ["--text-sizes"], value: "a,b,…",
      help: "HTML: one page per text size, each linking to the others (the first is --out)", group: .review
    ) { options, given throws(LaunchOptionError) in
      var sizes: [TextSize] = []
      for name in (given ?? "").split(separator: ",").map(String.init) {
        guard let size = TextSize(name: name) else {
          throw .invalidValue(
            option: "--text-sizes", value: name, allowed: TextSize.allCases.map(\.description))
        }
        if !sizes.contains(size) { sizes.append(size) }
      }
      options.textSizes = sizes
    },
    OptionSpec(names: ["--locale"], value: "LANG", help: "starting locale, such as ko", group: .scenario) {
      $0.locale = $1
    },
    OptionSpec(
      names: ["--variant"], value: "NAME", help: "copy variant (base for none)", group: .scenario
    ) { $0.variant = $1 },
    OptionSpec(
      names: ["--pseudo"], value: "NAME", help: "pseudo-locale: accented, double, bounded, none",
      group: .phone
    ) { $0.pseudo = $1 },
    OptionSpec(
      names: ["--device"], value: "NAME", help: "phone: iphone-se, iphone-15 (default), iphone-15-pro-max",
      group: .phone
    ) { $0.device = $1 },
    OptionSpec(
      names: ["--region"], value: "NAME", help: "consent region: eea, uk, us-regulated, other",
      group: .scenario
    ) { $0.region = $1 },
    OptionSpec(
      names: ["--country"], value: "CC", help: "device and Apple Account country, ISO 3166-1 (any case)",
      group: .scenario
    ) { $0.country = $1 },
    OptionSpec(
      names: ["--wiring"], value: "NAME", help: "consent platform wiring: sequential, race, none",
      group: .scenario
    ) { $0.wiring = $1 },
    OptionSpec(
      names: ["--explainer"], value: "STATE", help: "IDFA explainer: published, unpublished", group: .scenario
    ) { $0.explainer = $1 },
    OptionSpec(
      names: ["--os"], value: "VERSION",
      help: "iOS version: 12–18, 26 or 27 with a minor, such as 14.4 (default 27.2)",
      group: .scenario
    ) { options, given throws(LaunchOptionError) in
      options.systemVersion = try OSVersionOption.read(given ?? "", option: "--os")
    },
    OptionSpec(
      names: ["--race-winner"], value: "TIMING",
      help: "race wiring timing: app, app-then-explainer (default), consentPlatform (UMP-12)",
      group: .scenario
    ) { options, given throws(LaunchOptionError) in
      guard let given, let timing = RaceWinner(tapeName: given) else {
        throw .invalidValue(
          option: "--race-winner", value: given ?? "", allowed: RaceWinner.allCases.map(\.tapeName))
      }
      options.raceWinner = timing
    },
    OptionSpec(
      names: ["--restricted"], value: "[=REASON]",
      help: "restricted device: child (default), school, profile, newAccount", group: .scenario
    ) {
      $0.isRestricted = true
      $0.restrictedReason = $1
    },
    OptionSpec(
      names: ["--tracking-requests"], value: "on|off",
      help: "\"Allow Apps to Request to Track\" (default on)",
      group: .scenario
    ) { options, given throws(LaunchOptionError) in
      switch given {
      case "on": options.allowsTrackingRequests = true
      case "off": options.allowsTrackingRequests = false
      default: throw .invalidValue(option: "--tracking-requests", value: given ?? "", allowed: ["on", "off"])
      }
    },
    OptionSpec(
      names: ["--no-inspector"], value: nil, help: "hide the inspector beside the phone", group: .scenario
    ) { options, _ in options.showsInspector = false },
    OptionSpec(
      names: ["--beside"], value: "LANG",
      help: "a second phone in this locale beside the first (variant and pseudo-locale shared; = cycles it)",
      group: .session
    ) { $0.besideLocale = $1 },
    OptionSpec(
      names: ["--log"], value: "FILE", help: "append every key, command and engine event as JSON Lines",
      group: .session
    ) { $0.logFile = $1 },
    OptionSpec(
      names: ["--record-tape"], value: "FILE", help: "write the walk as a tape that play replays",
      group: .walk
    ) { $0.recordedTapeFile = $1 },
    OptionSpec(
      names: ["--exit-after-first-frame"], value: nil, help: "draw the first frame and exit (Scripts/bench)",
      group: .walk
    ) { options, _ in options.exitsAfterFirstFrame = true },
    OptionSpec(names: ["--cast"], value: "FILE", help: "write an asciicast v2 recording", group: .play) {
      $0.castFile = $1
    },
    OptionSpec(names: ["--frames"], value: "FILE", help: "write every frame as plain text", group: .play) {
      $0.framesFile = $1
    },
    OptionSpec(
      names: ["--svg"], value: "FILE", help: "write an animated SVG of the recording",
      group: .play
    ) { $0.svgFile = $1 },
    OptionSpec(
      names: ["--gif"], value: "FILE", help: "write a GIF of the recording, drawn from its cells",
      group: .play
    ) { $0.gifFile = $1 },
    OptionSpec(
      names: ["--font"], value: "FILE",
      help: "GIF: a font tried first for every character (default: DejaVu Sans Mono, Noto CJK)",
      group: .gif
    ) { $0.fontFile = $1 },
    OptionSpec(
      names: ["--screenshots"], value: "DIR", help: "where Screenshot lines write NAME.txt", group: .play
    ) { $0.screenshotsDirectory = $1 },
    OptionSpec(
      names: ["--state-json"], value: nil, help: "print the final state and every event as JSON", group: .play
    ) { options, _ in options.printsStateJSON = true },
    OptionSpec(
      names: ["--all-locales"], value: "DIR",
      help: "one NAME.LOCALE.cast, .txt, .svg and .gif per shipped locale",
      group: .play
    ) { $0.allLocalesDirectory = $1 },
    OptionSpec(names: ["--format"], value: "FORMAT", help: "text (default) or json", group: .lint) {
      $0.format = $1
    },
    OptionSpec(
      names: ["--notices"], value: nil, help: "list every notice (default: one line sums them up)",
      group: .lint
    ) { options, _ in options.listsNotices = true },
    OptionSpec(
      names: ["--format"], value: "FORMAT", help: "html (default), md, text or voiceover", group: .review
    ) { $0.format = $1 },
    OptionSpec(
      names: ["--out", "-o"], value: "FILE", help: "where the report goes (default: standard output)",
      group: .review
    ) { $0.outputFile = $1 },
    OptionSpec(names: ["--locales"], value: "a,b,…", help: "only these locales", group: .review) {
      $0.locales = ($1 ?? "").split(separator: ",").map(String.init)
    },
    OptionSpec(
      names: ["--variants"], value: "a,b,…", help: "only these variants (base for the base copy)",
      group: .review
    ) { $0.variants = ($1 ?? "").split(separator: ",").map(String.init) },
    OptionSpec(
      names: ["--tables"], value: "a,b,…", help: "only these tables (Primer, InfoPlist, …)", group: .review
    ) { $0.tables = ($1 ?? "").split(separator: ",").map(String.init) },
    OptionSpec(
      names: ["--screens"], value: "a,b,…", help: "only these screens (primer, alert, …)", group: .review
    ) { $0.screens = ($1 ?? "").split(separator: ",").map(String.init) },
    OptionSpec(
      names: ["--baseline"], value: "DIR",
      help: "only the strings changed, added or removed since this signed-off copy folder",
      group: .review
    ) { $0.baselineDirectory = $1 },
    OptionSpec(
      names: ["--since"], value: "REV",
      help: "the same against a git revision of the copy folder (HEAD~3, a tag)",
      group: .review
    ) { $0.baselineRevision = $1 },
    OptionSpec(
      names: ["--phones"], value: nil, help: "md: draw the phones too (html and text always do)",
      group: .review
    ) { options, _ in options.drawsPhones = true },
    OptionSpec(
      names: ["--app-name"], value: "NAME", help: "the app's display name (required)", group: .initialize
    ) { $0.appName = $1 },
    OptionSpec(
      names: ["--locales"], value: "en,ko,…", help: "locales to create (en is always one)", group: .initialize
    ) { $0.locales = ($1 ?? "").split(separator: ",").map(String.init) },
    OptionSpec(
      names: ["--variants"], value: "a,b,…", help: "primer variants to create", group: .initialize
    ) { $0.variants = ($1 ?? "").split(separator: ",").map(String.init) },
    OptionSpec(
      names: ["--force"], value: nil,
      help: "write into a folder that holds other files (init lists what it replaces)", group: .overwrite
    ) { options, _ in options.force = true },
    OptionSpec(
      names: ["--mapping"], value: "FILE",
      help: "app keys holding journey text: 'Table/key = Table/key' lines",
      group: .import
    ) { $0.mappingFile = $1 },
    OptionSpec(
      names: ["--accept-states"], value: "a,b,…",
      help:
        "import targets in these states (default translated): translated, needs-review, needs-translation",
      group: .import
    ) { options, given throws(LaunchOptionError) in
      switch TranslationStatus.list(given ?? "") {
      case .success(let statuses): options.acceptedStates = statuses
      case .failure(let unknown):
        throw .invalidValue(
          option: "--accept-states", value: unknown.name, allowed: TranslationStatus.allCases.map(\.rawValue))
      }
    },
    OptionSpec(
      names: ["--format"], value: "FORMAT",
      help: "xliff (default), xcstrings, csv, infoplist-xcstrings or infoplist-strings", group: .export
    ) { $0.format = $1 },
    OptionSpec(
      names: ["--format"], value: "FORMAT", help: "dot (default), svg, html (need Graphviz) or json",
      group: .map
    ) { $0.format = $1 },
    OptionSpec(
      names: ["--out", "-o"], value: "FILE", help: "where the map goes (default: standard output)",
      group: .map
    ) { $0.outputFile = $1 },
    OptionSpec(
      names: ["--compare"], value: "SET=A,B",
      help: "two maps side by side: wiring=, region=, os= or variant= with two values", group: .map
    ) { $0.comparison = $1 },
    OptionSpec(
      names: ["--review"], value: "FILE", help: "the review report screens link to (default review.html)",
      group: .map
    ) { options, value throws(LaunchOptionError) in
      guard let value, ReviewLinks.isAcceptable(value) else {
        throw .invalidValue(
          option: "--review", value: value ?? "", allowed: ["a relative path", "an https:// URL"])
      }
      options.reviewReport = value
    },
    OptionSpec(
      names: ["--all"], value: nil, help: "draw every way, the system moves from every screen too",
      group: .map
    ) { options, _ in options.allWays = true },
    OptionSpec(
      names: ["--focus"], value: "SCREEN", help: "draw only the ways to and from one screen, such as primer",
      group: .map
    ) { $0.focus = $1 },
    OptionSpec(names: ["--help", "-h"], value: nil, help: "print this help", group: .general) {
      options, _ in options.showsHelp = true
    },
    OptionSpec(names: ["--version"], value: nil, help: "print the version", group: .general) {
      options, _ in options.showsVersion = true
    },
  ]

  /// The option with a name for a command; `.notForCommand` when it exists only for other commands.
  static func spec(named name: String, for command: LaunchCommand) throws(LaunchOptionError) -> OptionSpec {
    let named = all.filter { $0.names.contains(name) }
    guard !named.isEmpty else { throw .unknownOption(name) }
    guard let spec = named.first(where: { $0.commands.contains(command) }) else {
      throw .notForCommand(option: name, command: command)
    }
    return spec
  }
}
