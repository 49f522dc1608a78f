import CopyExchange
import CopyLint
import HostSystem
import JourneyRuntime
import Recordings
import StringTables
import TextSafety

/// `att-journey import FILE…`: translations back from XLIFF, CSV or String Catalogs, or an app's
/// strings from an Xcode project folder; only changed values are written.
struct ImportCommand: ParsableCommand {
  static let name = "import"
  static let synopsis = "import FILE… [options]"
  static let summary = "translations (.xliff, .csv, .xcstrings) or an Xcode folder"
  static var operands: WritableKeyPath<Self, [String]>? { \.files }

  /// `--copy`.
  var copy = CopyArguments()
  /// `--mapping FILE`: which app keys hold the journey's text.
  var mappingFile: String?
  /// `--accept-states a,b`: the statuses imported (default: translated only).
  var acceptedStates: Set<TranslationStatus>?
  /// `--strict`: refuse the import when lint finds an error on a value it brings in.
  var strict = false
  /// The files and Xcode project folders to read.
  var files: [String] = []

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + [
      .text(
        ["--mapping"], value: "FILE", help: "app keys holding journey text: 'Table/key = Table/key' lines",
        group: .import, \.mappingFile),
      .flag(
        ["--strict"],
        help: "refuse the import, writing nothing, when lint finds an error on a value it brings in",
        group: .import, \.strict),
      Option(
        names: ["--accept-states"], value: "a,b,…",
        help: TranslationStatus.filling("import targets in these states (default translated): {values}"),
        group: .import
      ) { options, given throws(LaunchOptionError) in
        switch TranslationStatus.list(given ?? "") {
        case .success(let statuses): options.acceptedStates = statuses
        case .failure(let unknown):
          throw .invalidValue(
            option: "--accept-states", value: unknown.name, allowed: TranslationStatus.allowedArguments)
        }
      },
    ]
  }

  /// Reads every file, checks all of it, then writes the changed tables; returns the exit status.
  func run() -> Int32 {
    let source: CopySource
    do {
      source = try CommandStart.copy(copy)
    } catch {
      return error.status
    }
    guard !files.isEmpty else {
      StandardError.report(
        "import needs at least one FILE (.xliff, .csv, .xcstrings) or an Xcode project folder")
      return ExitStatus.usage
    }
    let catalog = source.catalog
    let folder = CopyFolderName.phrase(copy, source)
    let context = ImportContext(catalog)
    var incoming: [IncomingUnit] = []
    var lines: [String] = []
    do {
      let mapping = try mappingFile.map(Self.readMapping) ?? .none
      for operand in files {
        if FileStatus.isDirectory(operand) {
          let app = try XcodeImport.read(
            appPath: operand, mapping: mapping, copyLocales: Set(catalog.locales),
            developmentLanguage: catalog.developmentLanguage)
          incoming += app.units
          lines += Self.report(app)
        } else {
          incoming += try ExchangeReading.units(
            bytes: try Self.read(operand, limit: .translation), path: operand, context: context)
        }
      }
      let plan = try ImportPlan.make(
        incoming, catalog: catalog, accepting: acceptedStates ?? [.translated])
      if strict, let refusal = plan.strictRefusal {
        lines += plan.findings.map(\.strictLine)
        for line in lines { StandardOutput.write(ControlCharacters.sanitize(line)) }
        StandardError.write(ControlCharacters.sanitize(refusal.description) + "\n")
        return ExitStatus.failed
      }
      // Every table is written inside the copy folder, never through a link in it.
      let root = catalog.root.hasSuffix("/") ? catalog.root : catalog.root + "/"
      let signedOff = try Self.signOff(plan, catalog: catalog)
      try StagedOutput.write(
        plan.writes.map {
          $0.path.hasPrefix(root)
            ? StagedFile(folder: catalog.root, path: String($0.path.dropFirst(root.count)), bytes: $0.bytes)
            : StagedFile(path: $0.path, bytes: $0.bytes)
        } + (signedOff.file.map { [$0] } ?? []))
      lines += plan.reportLines
      for line in lines { StandardOutput.write(ControlCharacters.sanitize(line)) }
      let signed = signedOff.count == 0 ? "" : "; \(signedOff.count) signed off (final or signed-off)"
      StandardError.report(plan.summary + signed + "; in \(folder)")
      return ExitStatus.ok
    } catch let error as ExchangeError {
      for line in lines { StandardOutput.write(ControlCharacters.sanitize(line)) }
      StandardError.write(error.description + "\n")
      return ExitStatus.badInput
    } catch let error as OutputFileError {
      StandardError.write(error.description + "\n")
      return ExitStatus.cannotWrite
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.badInput
    }
  }

  /// The copy folder's sign-off file with the units the import took signed off recorded (nil when none
  /// is), and how many: written with the tables, all or nothing.
  private static func signOff(
    _ plan: ImportPlan, catalog: CopyCatalog
  ) throws(ExchangeError) -> (file: StagedFile?, count: Int) {
    let records = ImportSignOff.records(plan, catalog: catalog)
    guard !records.isEmpty else { return (nil, 0) }
    let before: SignOff
    do {
      before = try SignOff.load(root: catalog.root) ?? SignOff()
    } catch {
      throw .copy(error)
    }
    let text = before.adding(records).text
    return (StagedFile(folder: catalog.root, path: SignOff.fileName, bytes: Array(text.utf8)), records.count)
  }

  private static func read(_ path: String, limit: ReadLimit) throws(ExchangeError) -> [UInt8] {
    do {
      return try SafeFile.read(path, limit: limit)
    } catch {
      throw .badFile(SourceLocation(file: path, line: 0, column: 0), message: error.message)
    }
  }

  private static func readMapping(_ path: String) throws(ExchangeError) -> ImportMapping {
    let bytes = try read(path, limit: .mapping)
    let text = String(decoding: bytes, as: UTF8.self)
    guard Array(text.utf8) == bytes else {
      throw .badFile(SourceLocation(file: path, line: 0, column: 0), message: "not UTF-8 text")
    }
    return try ImportMapping(text: text, path: path)
  }

  /// What an Xcode import took and skipped, and the locales without a purpose string (ATT-9).
  static func report(_ app: XcodeImport) -> [String] {
    var lines: [String] = []
    for note in app.taken {
      lines.append(
        "took \(note.key) (\(note.locale)) from \(note.file)" + (note.reason.map { ": \($0)" } ?? ""))
    }
    for note in app.skipped {
      lines.append("skipped \(note.key) (\(note.locale)) from \(note.file): \(note.reason ?? "")")
    }
    for locale in app.localesWithoutPurposeString {
      lines.append(
        "ATT-9: \(locale) has no NSUserTrackingUsageDescription: iOS shows the Info.plist value instead, and the app crashes at the request if Info.plist has none"
      )
    }
    return lines
  }
}
