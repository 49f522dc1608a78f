import CopyLint
import JourneyRuntime
import Recordings
import StringTables

/// `att-journey signoff`: records, per locale and key, the English source and translation signed off, in
/// the copy folder's `signoff.txt`, so lint, review, export and the walk can tell a stale translation.
struct SignOffCommand: ParsableCommand {
  static let name = "signoff"
  static let synopsis = "signoff [options]"
  static let summary = "sign the translations off as they are (signoff.txt)"

  /// `--copy`.
  var copy = CopyArguments()
  /// `--locales a,b`: the locales signed off (default: every one but the development language).
  var locales: [String]?

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + [
      .list(
        ["--locales"], value: "a,b,…",
        help: "only these locales (default: every locale but the development language)", group: .signoff,
        \.locales
      ).completing(.localeList)
    ]
  }

  /// Records the chosen locales' translations as signed off, every other locale's records kept, the file
  /// written all at once; returns the exit status.
  func run() -> Int32 {
    let source: CopySource
    do {
      source = try CommandStart.copy(copy)
    } catch {
      return error.status
    }
    let catalog = source.catalog
    if let refusal = CopySelection.refusal(locales: locales, variants: nil, in: catalog) {
      StandardError.report(refusal)
      return ExitStatus.usage
    }
    if locales?.contains(catalog.developmentLanguage) == true {
      StandardError.report(
        "--locales: \(catalog.developmentLanguage) is the development language, the source every "
          + "translation is signed off against; name the locales translated from it")
      return ExitStatus.usage
    }
    let chosen = locales ?? catalog.locales.filter { $0 != catalog.developmentLanguage }
    let before: SignOff
    do {
      before = try SignOff.load(root: catalog.root) ?? SignOff()
    } catch {
      StandardError.write(error.description + "\n")
      return ExitStatus.badInput
    }
    let fresh = StaleSourceRule.records(catalog, locales: chosen)
    let stale = fresh.filter { record in
      before.record(record.key, in: record.layer).map { $0.source != record.source } ?? false
    }
    let changed = fresh.filter { record in
      before.record(record.key, in: record.layer).map { $0.translation != record.translation } ?? true
    }
    let after = before.replacing(locales: Set(chosen), with: fresh)
    do {
      try StagedOutput.write([
        StagedFile(folder: catalog.root, path: SignOff.fileName, bytes: Array(after.text.utf8))
      ])
    } catch {
      StandardError.write(error.description + "\n")
      return ExitStatus.cannotWrite
    }
    StandardError.report(
      "signed off \(fresh.count) translation\(fresh.count == 1 ? "" : "s") of \(chosen.joined(separator: ", ")) "
        + "(\(stale.count) with a changed English source, \(changed.count) new or changed since the last "
        + "sign-off) in \(SignOff.path(root: catalog.root)), from \(CopyFolderName.phrase(copy, source))")
    return ExitStatus.ok
  }
}
