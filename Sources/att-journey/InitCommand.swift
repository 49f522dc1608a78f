import ConsentEngine
import CopyExchange
import HostSystem
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import Recordings
import StringTables
import TextSafety

/// `att-journey init DIR --app-name NAME`: a copy folder for one's own app, ready to walk.
struct InitCommand: ParsableCommand {
  static let name = "init"
  static let synopsis = "init DIR --app-name NAME [--feature NAME]"
  static let summary = "a copy folder for your own app, every value to write marked"
  static var operands: WritableKeyPath<Self, [String]>? { \.directories }

  /// `--app-name NAME`: the app's display name.
  var appName: String?
  /// `--feature NAME`: the name of the feature that uses tracking data.
  var feature: String?
  /// `--locales en,ko`: the locales to create.
  var locales: [String]?
  /// `--variants a,b`: the primer variants to create.
  var variants: [String]?
  /// `--force`.
  var overwrite = OverwriteArguments()
  /// The folders given (one is created).
  var directories: [String] = []

  static var options: [Option<Self>] {
    [
      .text(
        ["--app-name"], value: "NAME", help: "the app's display name (required)", group: .initialize,
        \.appName),
      .text(
        ["--feature"], value: "NAME", help: "the feature that uses tracking data, by its name",
        group: .initialize, \.feature),
      .list(
        ["--locales"], value: "en,ko,…", help: "locales to create (en is always one)", group: .initialize,
        \.locales),
      .list(
        ["--variants"], value: "a,b,…", help: "primer variants to create", group: .initialize, \.variants),
    ] + OverwriteArguments.options.lifted(\Self.overwrite)
  }

  /// Creates the folder (refusing a non-empty one without `--force`); returns the exit status.
  func run() -> Int32 {
    guard directories.count == 1, let directory = directories.first else {
      StandardError.report("init needs one DIR (see att-journey --help)")
      return ExitStatus.usage
    }
    guard let appName else {
      StandardError.report("init needs --app-name NAME (see att-journey --help)")
      return ExitStatus.usage
    }
    let bundled: CopySource
    do {
      bundled = try CopySource.load(nil)
    } catch {
      StandardError.write(error.description + "\n")
      return ExitStatus.badInput
    }
    if let refusal = Self.refusal(directory) {
      StandardError.write("\(directory): error: \(refusal)")
      return ExitStatus.cannotWrite
    }
    let existing = FileStatus.entries(of: directory, includingHidden: true) ?? []
    if !existing.isEmpty && !overwrite.force {
      StandardError.report(
        "\(directory) is not empty; init writes only into an empty folder (or give --force)")
      return ExitStatus.cannotWrite
    }
    let scaffold: CopyScaffold
    let journey: JourneyFile
    do {
      scaffold = try CopyScaffold(
        appName: appName, feature: feature, locales: locales ?? [], variants: variants ?? [],
        systemLocales: Set(bundled.catalog.locales))
      journey = try JourneyFile(bytes: Array(scaffold.journeyJSON.utf8), path: directory + "/journey.json")
    } catch let error as ExchangeError {
      StandardError.report(error.description)
      return ExitStatus.usage
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.badInput
    }
    let definition = JourneySetup.definition(journey, catalog: bundled.catalog, options: ScenarioOptions())
    let needed = ScreenGallery.usedKeys(definition: definition, catalog: bundled.catalog)
    var systemTables: [String: String] = [:]
    for locale in scaffold.locales {
      let path = SystemReference.path(locale: locale, bundledCopy: bundled.directory)
      guard let text = Self.bundledText(path) else {
        StandardError.report("\(path): error: cannot read the verified System table")
        return ExitStatus.badInput
      }
      systemTables[locale] = text
    }
    let demo = ScaffoldDemo.firstRun(appName: scaffold.appName, onboardingSteps: CopyScaffold.onboardingSteps)
    var files = scaffold.files(neededKeys: needed, reference: bundled.catalog, demoTape: demo) {
      systemTables[$0] ?? ""
    }
    // The locked reference comes along, so lint checks the new folder's System text as it checks ours.
    for locale in scaffold.locales {
      let relative = SystemReference.lockedReference(locale: locale)
      if let text = Self.bundledText(bundled.directory + "/" + relative) {
        files.append(ExportFile(path: relative, text: text))
      }
    }
    do {
      let replaced = files.map { directory + "/" + $0.path }.filter { FileStatus.exists($0) }
      try StagedOutput.write(
        files.map { StagedFile(folder: directory, path: $0.path, bytes: $0.bytes) },
        refusingLinkedFolders: true,
        creatingFolders: true)
      for path in replaced { StandardOutput.write("replaced \(path)") }
    } catch {
      StandardError.write(error.description + "\n")
      return ExitStatus.cannotWrite
    }
    let toWrite = files.filter { $0.path.hasSuffix(".strings") }.reduce(0) { count, file in
      count
        + String(decoding: file.bytes, as: UTF8.self).split(
          separator: UnwrittenText.mark, omittingEmptySubsequences: false
        ).count
        - 1
    }
    StandardOutput.write(
      "created \(directory): \(files.count) files in \(scaffold.locales.joined(separator: ", "))")
    StandardOutput.write(
      "\(toWrite) values to write; att-journey lint --copy \(directory) lists them (COPY-unwritten)")
    StandardOutput.write("walk it: att-journey --copy \(directory)")
    return ExitStatus.ok
  }

  /// Why `directory` cannot become the new folder, when it cannot: it is a symbolic link (even to a
  /// folder and spelled with a trailing `/`: the copy would land somewhere the command line does not
  /// name) or something other than a folder.
  static func refusal(_ directory: String) -> String? {
    var path = Substring(directory)
    while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
    switch FileStatus.kind(of: String(path), followingLinks: false) {
    case .missing, .directory: return nil
    case .symbolicLink:
      return "is a symbolic link; outputs are never written through a link"
    case .file:
      return "is a file, not a folder; init writes only into a new folder or an empty one"
    case .other:
      return "is not a folder; init writes only into a new folder or an empty one"
    }
  }

  /// A text file of the bundled copy, read as the copy is read (a regular file under the size limit).
  static func bundledText(_ path: String) -> String? {
    (try? SafeFile.read(path, limit: .table)).map { String(decoding: $0, as: UTF8.self) }
  }
}
