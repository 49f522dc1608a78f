import CopyLint
import HostSystem
import JourneyScreens
import StringTables
import TextSafety

/// Lint's reading of a copy folder's demos: the captions their tapes show, so `COPY-unused` knows them, and
/// a `COPY-demo` error for each tape that cannot be read or whose `Caption` names no key of the `Demos`
/// table, with the tape reader's own message at its `file:line:column` (one road: what `play` refuses,
/// lint reports).
public enum DemoCaptionLint {
  /// One demo tape that reads: its name (without `.tape`), title and the captions it shows.
  public struct Demo: Sendable, Hashable {
    /// The tape's file name without `.tape`.
    public var name: String
    /// Its `Set Title`, or its name.
    public var title: String
    /// The `Demos` keys its `Caption` lines show, in the order they first show.
    public var captionKeys: [String]
  }

  /// What lint learns from the demos.
  public struct Result: Sendable {
    /// The demos that read, in name order.
    public var demos: [Demo] = []
    /// The `Demos` keys the tapes show.
    public var usedKeys: Set<CopyKey> = []
    /// One `COPY-demo` error for each tape that cannot be read.
    public var findings: [LintFinding] = []
  }

  /// The tapes of a copy folder's `demos/`, sorted by name.
  public static func tapes(copyDirectory: String) -> [String] {
    let folder = copyDirectory + "/demos"
    let names = FileStatus.entries(of: folder) ?? []
    return names.filter { $0.hasSuffix(".tape") }.sorted().map { folder + "/" + $0 }
  }

  /// Reads every demo tape of `copyDirectory` as `play` reads it, against `catalog`.
  public static func check(copyDirectory: String, catalog: CopyCatalog) -> Result {
    var result = Result()
    let folder = copyDirectory + "/demos"
    for path in tapes(copyDirectory: copyDirectory) {
      do throws(TapeError) {
        let tape = try TapeFile.read(path, within: folder)
        let settings = try PlaybackSettings(tape, catalog: catalog)
        try TapeVocabulary.check(tape, catalog: catalog)
        var keys: [String] = []
        for step in tape.steps {
          if case .caption(.some(let key)) = step.command, !keys.contains(key) { keys.append(key) }
        }
        result.usedKeys.formUnion(keys.map { CopyKey(table: CaptionStrip.table, key: $0) })
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = String(file.dropLast(".tape".count))
        result.demos.append(Demo(name: name, title: settings.title ?? name, captionKeys: keys))
      } catch {
        let key: String?
        if case .unknownCaption(_, let name, _) = error { key = name } else { key = nil }
        result.findings.append(
          LintFinding(
            rule: .demoTape, at: error.location, layer: nil, table: key.map { _ in CaptionStrip.table },
            key: key, message: error.message))
      }
    }
    return result
  }
}
