import HostSystem
import StringTables
import TextSafety

/// A folder of per-locale `.strings` files beside the copy tables (`copy/system-reference`,
/// `copy/glossary`), read with the same parser as the tables; the catalog loader never reads them.
struct ReferenceFolder {
  /// The folder's name inside the copy folder.
  let name: String
  /// Entries of `<locale>.strings` by locale, every entry kept in file order (repeats too).
  let files: [String: [StringsEntry]]

  /// True when the copy folder has this folder at all.
  let exists: Bool

  /// Reads `<root>/<name>/<locale>.strings` for every locale present; a file that cannot be read
  /// is a `COPY-reference` finding, not a crash.
  static func load(root: String, name: String) -> (folder: ReferenceFolder, findings: [LintFinding]) {
    let directory = root + "/" + name
    guard FileStatus.isDirectory(directory) else {
      return (ReferenceFolder(name: name, files: [:], exists: false), [])
    }
    var files: [String: [StringsEntry]] = [:]
    var findings: [LintFinding] = []
    let names = FileStatus.entries(of: directory) ?? []
    for file in names.sorted() where file.hasSuffix(".strings") && !file.hasPrefix(".") {
      let path = directory + "/" + file
      let locale = String(file.dropLast(".strings".count))
      do throws(CopyLoadError) {
        files[locale] = try StringsFile(bytes: CopyFiles(root: root).read(path), path: path).entries
      } catch {
        findings.append(unreadable(error))
      }
    }
    return (ReferenceFolder(name: name, files: files, exists: true), findings)
  }

  /// A `COPY-reference` finding for a file that cannot be read.
  static func unreadable(_ error: CopyLoadError) -> LintFinding {
    let location: SourceLocation
    switch error {
    case .syntax(let at, _): location = at
    case .file(let path, _): location = SourceLocation(file: path, line: 1, column: 1)
    }
    return LintFinding(
      rule: .unreadableReference, at: location, layer: nil, table: nil, key: nil,
      message: ControlCharacters.sanitize(error.message))
  }

  /// The entries for a locale: its own file, else the file of its language (`zh` for `zh-Hans`).
  func entries(for locale: String) -> [StringsEntry] {
    if let own = files[locale] { return own }
    let language = locale.split(separator: "-").first.map(String.init) ?? locale
    return files[language] ?? []
  }
}
