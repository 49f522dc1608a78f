import ConsentEngine
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import TerminalKit

/// Options several commands take, kept together and composed into each command that takes them.
protocol ArgumentGroup {
  /// The group's options, in the order `--help` lists them.
  static var options: [Option<Self>] { get }
  /// The group with no option given.
  init()
}

/// `--copy DIR`: where the copy tables live.
struct CopyArguments: ArgumentGroup {
  /// The copy folder given; nil for the bundled copy.
  var directory: String?

  static var options: [Option<Self>] {
    [
      .text(
        ["--copy"], value: "DIR", help: "copy tables and journey.json (default: the bundled copy/)",
        group: .copy, \.directory)
    ]
  }
}

/// `--text-size SIZE`: the Dynamic Type size text is drawn at (lint: the largest size checked).
struct DisplayArguments: ArgumentGroup {
  /// The size given.
  var textSize: TextSize?

  static var options: [Option<Self>] {
    [
      .choice(
        ["--text-size"], value: "SIZE",
        help: "Dynamic Type size: {values} (default large; lint: the largest checked)", group: .display,
        \.textSize)
    ]
  }
}

/// What the phone and the journey start as: locale, variant, region, wiring, iOS and the Settings.
struct ScenarioArguments: ArgumentGroup {
  /// `--locale`: the starting locale, checked against the copy.
  var locale: String?
  /// `--variant`: the starting copy variant (`base` for none), checked against the copy.
  var variant: String?
  /// `--region`: the consent platform's region.
  var region: ConsentRegion?
  /// `--country CC`: device location and Apple Account country, in upper case.
  var country: String?
  /// `--wiring`: how the consent platform and the ATT request are wired.
  var wiring: Wiring?
  /// `--explainer`: the consent platform's IDFA explainer.
  var explainer: ExplainerState?
  /// `--os`: which iOS the mock phone runs, read by the one version reader `Set OS` uses too.
  var systemVersion: OSVersion?
  /// `--race-winner`: how the race wiring's race turns out (UMP-12).
  var raceWinner: RaceWinner?
  /// `--request-guard`: whether the app reads the status before its own request (ATT-3, ATT-7).
  var requestGuard: RequestGuard?
  /// `--launch-request`: whether and how the app asks as it launches (ATT-4).
  var launchRequest: LaunchRequest?
  /// `--restricted[=REASON]`: why the device is restricted.
  var restriction: RestrictionReason?
  /// `--tracking-requests on|off`: the Settings toggle "Allow Apps to Request to Track".
  var trackingRequests: TrackingRequests?
  /// False with `--no-inspector`.
  var showsInspector = true

  static var options: [Option<Self>] {
    [
      .text(["--locale"], value: "LANG", help: "starting locale, such as ko", group: .scenario, \.locale),
      .text(["--variant"], value: "NAME", help: "copy variant (base for none)", group: .scenario, \.variant),
      .choice(["--region"], value: "NAME", help: "consent region: {values}", group: .scenario, \.region),
      Option(
        names: ["--country"], value: "CC", help: "device and Apple Account country, ISO 3166-1 (any case)",
        group: .scenario
      ) { options, given throws(LaunchOptionError) in
        guard let given, let code = CountryCode.normalized(given) else {
          throw .invalidValue(
            option: "--country", value: given ?? "", allowed: ["an ISO 3166-1 alpha-2 code such as FR"])
        }
        options.country = code
      },
      .choice(
        ["--wiring"], value: "NAME", help: "consent platform wiring: {values}", group: .scenario, \.wiring),
      .choice(
        ["--explainer"], value: "STATE", help: "IDFA explainer: {values}", group: .scenario, \.explainer),
      Option(
        names: ["--os"], value: "VERSION",
        help: "iOS version: 12–18, 26 or 27 with a minor, such as 14.4 (default 27.2)", group: .scenario
      ) { options, given throws(LaunchOptionError) in
        options.systemVersion = try OSVersionOption.read(given ?? "", option: "--os")
      },
      .choice(
        ["--race-winner"], value: "TIMING", help: "race wiring timing: {values} (UMP-12)", group: .scenario,
        \.raceWinner),
      .choice(
        ["--request-guard"], value: "GUARD",
        help: "the app's own request: {values}; none calls whatever the status (ATT-3, ATT-7)",
        group: .scenario, \.requestGuard),
      .choice(
        ["--launch-request"], value: "WHEN", help: "a request as the app launches: {values} (ATT-4)",
        group: .scenario, \.launchRequest),
      Option(
        names: ["--restricted"], value: "[=REASON]",
        help: RestrictionReason.filling("restricted device: {values}"), group: .scenario
      ) { options, given throws(LaunchOptionError) in
        options.restriction =
          try given.map { word throws(LaunchOptionError) in
            try RestrictionReason.parse(word, option: "--restricted")
          } ?? RestrictionReason.defaultValue
      },
      .choice(
        ["--tracking-requests"], value: TrackingRequests.allowedArguments.joined(separator: "|"),
        help: "\"Allow Apps to Request to Track\" (default on)", group: .scenario, \.trackingRequests),
      .flag(
        ["--no-inspector"], help: "hide the inspector beside the phone", group: .scenario, \.showsInspector,
        setting: false),
    ]
  }
}

/// The phone drawn and the pseudo-locale over its copy.
struct PhoneArguments: ArgumentGroup {
  /// `--pseudo NAME`: a pseudo-locale over the copy, or none.
  var pseudo: PseudoChoice?
  /// `--device NAME`: the phone model to frame.
  var device: Device?

  static var options: [Option<Self>] {
    [
      .choice(["--pseudo"], value: "NAME", help: "pseudo-locale: {values}", group: .phone, \.pseudo),
      .choice(["--device"], value: "NAME", help: "phone: {values}", group: .phone, \.device),
    ]
  }
}

/// What the walk and playback share: a second phone and the event log.
struct SessionArguments: ArgumentGroup {
  /// `--beside LANG`: a second phone in this locale, checked against the copy.
  var besideLocale: String?
  /// `--log FILE`: where engine events are appended as JSON Lines.
  var logFile: String?

  static var options: [Option<Self>] {
    [
      .text(
        ["--beside"], value: "LANG",
        help:
          "a second phone in this locale beside the first (variant and pseudo-locale shared; = cycles it)",
        group: .session, \.besideLocale),
      .text(
        ["--log"], value: "FILE", help: "append every key, command and engine event as JSON Lines",
        group: .session, \.logFile),
    ]
  }
}

/// `--present`: the phone alone, for demos and pictures meant to be shown.
struct PresentArguments: ArgumentGroup {
  /// Whether `--present` was given.
  var presents = false

  static var options: [Option<Self>] {
    [
      .flag(
        ["--present"], help: "the phone alone: no inspector, status line or key hints, no focus in pictures",
        group: .present, \.presents)
    ]
  }
}

/// `--font FILE` and `--appearance`: how pictures are drawn.
struct FontArguments: ArgumentGroup {
  /// The font given.
  var fontFile: String?
  /// The appearance given; nil leaves the command's own (`play`: terminal, `gallery`: light).
  var appearance: PictureAppearance?

  static var options: [Option<Self>] {
    [
      .text(
        ["--font"], value: "FILE",
        help: "GIF and PNG: a font tried first for every character (default: DejaVu Sans Mono, Noto CJK)",
        group: .pictures,
        \.fontFile),
      .choice(
        ["--appearance"], value: "NAME",
        help: "the pictures' colours: {values} (play: terminal, gallery: light)", group: .pictures,
        \.appearance),
    ]
  }
}

/// `--force`: write into a folder that holds other files.
struct OverwriteArguments: ArgumentGroup {
  /// Whether `--force` was given.
  var force = false

  static var options: [Option<Self>] {
    [
      .flag(
        ["--force"], help: "write into a folder that holds other files (init lists what it replaces)",
        group: .overwrite, \.force)
    ]
  }
}

/// `--help` and `--version`, which every command takes.
struct GeneralArguments: ArgumentGroup {
  /// `--help`: print usage instead of running.
  var showsHelp = false
  /// `--version`: print the version instead of running.
  var showsVersion = false

  static var options: [Option<Self>] {
    [
      .flag(["--help", "-h"], help: "print this help", group: .general, \.showsHelp),
      .flag(["--version"], help: "print the version", group: .general, \.showsVersion),
    ]
  }
}
