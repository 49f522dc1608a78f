import ConsentEngine
import HostSystem
import JourneyScreens
import StringTables

/// The walk's copy folder, read again whenever a file in it is saved, so the phone follows the text.
///
/// The walk's driver performs the session's `reloadCopy` with it (`read(changed:for:)`). Copy changes apply
/// at once on the same screen, focus and engine state. A `journey.json` change that alters the flow applies
/// at the next launch. A save that does not read keeps the last good copy on screen and puts its
/// `file:line:col` error on the status line and in the inspector's FINDINGS; a fixed save clears it.
public struct LiveCopy {
  /// The copy folder.
  public let directory: String
  /// What tells the loop a file was saved; the walk's presenter waits on it.
  public let watch: FolderWatch
  /// The command line's scenario options, which override `journey.json` as they did at the start.
  let options: ScenarioOptions

  /// Watches the folders of `catalog` under `directory` (every half second by stat when `polling`).
  public init(directory: String, catalog: CopyCatalog, options: ScenarioOptions, polling: Bool = false) {
    self.directory = directory
    self.options = options
    watch = FolderWatch(polling: polling, accepts: Self.reads)
    follow(catalog)
  }

  /// Watches the folders of locales read since (`l` reads a locale the first time it shows it).
  public func follow(_ catalog: CopyCatalog) {
    for folder in folders(of: catalog) { watch.watch(folder: folder) }
  }

  /// An error as the status line shows it: paths relative to the copy folder.
  func shown(_ message: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
  }

  /// Whether a file name is one the walk reads: tables, catalogs and `journey.json` (not editor
  /// swap or backup files).
  public static func reads(_ name: String) -> Bool {
    guard !name.hasPrefix("."), !name.hasSuffix("~") else { return false }
    return name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") || name == "journey.json"
  }

  /// The folders whose files the walk has read: the copy folder, every `.lproj` read so far and the
  /// variants' folders.
  public func folders(of catalog: CopyCatalog) -> [String] {
    var folders = [directory]
    let unread = catalog.unreadLocales
    for locale in catalog.locales where !unread.contains(locale) {
      folders.append(FilePath.join(directory, "\(locale).lproj"))
      for variant in catalog.variants {
        folders.append(FilePath.join(directory, "variants/\(variant)"))
        folders.append(FilePath.join(directory, "variants/\(variant)/\(locale).lproj"))
      }
    }
    return folders
  }

  /// Reads what changed again (the session's `reloadCopy`): new copy, a journey for the next launch, or
  /// the error of a save that does not read.
  public func read(changed: [String], for session: JourneySession) -> CopyReload {
    let names = changed.map { FilePath.lastComponent(of: $0) }
    var reload = CopyReload()
    if names.contains("journey.json") {
      do {
        let file = try JourneyFile.load(path: FilePath.join(directory, "journey.json"))
        reload.journey = JourneySetup.definition(file, catalog: session.catalog, options: options)
        reload.said.append("journey.json: the flow applies at the next launch")
      } catch {
        reload.problem = shown(error.description)
        reload.problemFile = FilePath.join(directory, "journey.json")
        return reload
      }
    }
    let tables = names.filter { $0 != "journey.json" }
    if !tables.isEmpty {
      let read = Set(session.catalog.locales).subtracting(session.catalog.unreadLocales)
      do {
        reload.catalog = try CopyCatalog.load(
          directory: directory, developmentLanguage: session.catalog.developmentLanguage, reading: read)
        reload.said.insert("copy reloaded: " + tables.joined(separator: ", "), at: 0)
      } catch {
        reload.problem = shown(error.description)
        reload.problemFile = changed.first { !$0.hasSuffix("journey.json") }
      }
    }
    return reload
  }
}
