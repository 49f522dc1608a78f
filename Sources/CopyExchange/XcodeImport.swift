import HostSystem
import StringTables
import TextSafety

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An app's own localization read from an Xcode project folder: its Info.plist strings per locale and,
/// through a mapping file, the keys of other tables that hold its primer text.
public struct XcodeImport: Sendable {
  /// A value taken, or one left out and why.
  public struct Note: Equatable, Sendable {
    /// The file it comes from.
    public var file: String
    /// `Table/key` in the app.
    public var key: String
    /// The locale.
    public var locale: String
    /// Why it was left out (nil: taken), or what to know about a taken value.
    public var reason: String?
  }

  /// The values to import, in the copy's tables.
  public var units: [IncomingUnit] = []
  /// What was taken (with a remark such as "needs_review in Xcode").
  public var taken: [Note] = []
  /// What was skipped and why.
  public var skipped: [Note] = []
  /// Every locale the app localizes its Info.plist strings in.
  public var appLocales: Set<String> = []
  /// The locales in which the app has a purpose string, taken or not.
  var purposeLocales: Set<String> = []

  /// The Info.plist keys the journey uses, each stored under the same key in the copy's InfoPlist table.
  public static let infoPlistKeys: Set<String> = [
    "CFBundleDisplayName", "NSUserTrackingUsageDescription", "NSUserTrackingMarkdownUsageDescription",
  ]

  /// Folders never searched: build products, dependencies and version control.
  static let ignoredFolders: Set<String> = [
    "build", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages",
  ]

  /// Reads `InfoPlist.xcstrings` or `*.lproj/InfoPlist.strings` under `appPath` and the tables the mapping names.
  ///
  /// Symbolic links are not followed; a missing folder, no Info.plist strings at all, or a
  /// malformed file is an error naming its path.
  public static func read(
    appPath: String, mapping: ImportMapping, copyLocales: Set<String>, developmentLanguage: String
  ) throws(ExchangeError) -> XcodeImport {
    guard FileStatus.isDirectory(appPath) else {
      throw .badFile(
        SourceLocation(file: appPath, line: 0, column: 0),
        message: "no such folder (give the folder of the Xcode project)")
    }
    let files = try find(in: appPath, depth: 0)
    var result = XcodeImport()
    let wanted = Set(["InfoPlist"] + mapping.rules.map(\.appTable))
    var sawInfoPlist = false
    for file in files {
      let name = FilePath.lastComponent(of: file)
      if name.hasSuffix(".xcstrings") {
        let table = String(name.dropLast(10))
        guard wanted.contains(table) else { continue }
        sawInfoPlist = sawInfoPlist || table == "InfoPlist"
        try result.readCatalog(file, table: table, mapping: mapping, copyLocales: copyLocales)
      } else if name.hasSuffix(".strings") {
        let table = String(name.dropLast(8))
        let folder = FilePath.lastComponent(of: FilePath.parent(of: file))
        guard wanted.contains(table), folder.hasSuffix(".lproj") else { continue }
        sawInfoPlist = sawInfoPlist || table == "InfoPlist"
        try result.readStrings(
          file, table: table, locale: String(folder.dropLast(6)), mapping: mapping, copyLocales: copyLocales)
      }
    }
    guard sawInfoPlist else {
      throw .badFile(
        SourceLocation(file: appPath, line: 0, column: 0),
        message: "no InfoPlist.xcstrings or *.lproj/InfoPlist.strings found")
    }
    return result
  }

  /// Locales of the app without a purpose string, sorted.
  public var localesWithoutPurposeString: [String] {
    appLocales.subtracting(purposeLocales).sorted()
  }

  private static func find(in folder: String, depth: Int) throws(ExchangeError) -> [String] {
    guard depth <= 8 else { return [] }
    guard let names = FileStatus.entries(of: folder, includingHidden: true) else {
      throw .badFile(SourceLocation(file: folder, line: 0, column: 0), message: "cannot read folder")
    }
    var found: [String] = []
    for name in names where !name.hasPrefix(".") && !ignoredFolders.contains(name) {
      let path = folder + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFDIR: found += try find(in: path, depth: depth + 1)
      case S_IFREG where name.hasSuffix(".strings") || name.hasSuffix(".xcstrings"): found.append(path)
      default: continue  // symbolic links and special files are not followed
      }
    }
    return found
  }

  private mutating func readCatalog(
    _ path: String, table: String, mapping: ImportMapping, copyLocales: Set<String>
  )
    throws(ExchangeError)
  {
    let catalog: StringCatalog
    do {
      catalog = try StringCatalog(bytes: CopyFileBytes.read(path, limit: .catalog), path: path)
    } catch {
      throw .copy(error)
    }
    for string in catalog.strings {
      for language in string.localizations.keys.sorted() {
        guard let localization = string.localizations[language] else { continue }
        if table == "InfoPlist" { appLocales.insert(language) }
        let value = localization.stringUnit
        let variations = !localization.variations.isEmpty || !localization.substitutions.isEmpty
        consider(
          path: path, table: table, key: string.key, locale: language, value: value?.value,
          state: value?.state, hasVariations: variations, mapping: mapping, copyLocales: copyLocales)
      }
    }
  }

  private mutating func readStrings(
    _ path: String, table: String, locale: String, mapping: ImportMapping, copyLocales: Set<String>
  ) throws(ExchangeError) {
    let file: StringsFile
    do {
      file = try StringsFile(bytes: CopyFileBytes.read(path), path: path)
    } catch {
      throw .copy(error)
    }
    if table == "InfoPlist" && CopyNames.knownLocales.contains(locale) { appLocales.insert(locale) }
    for entry in file.entries {
      consider(
        path: path, table: table, key: entry.key, locale: locale, value: entry.value, state: nil,
        hasVariations: false, mapping: mapping, copyLocales: copyLocales)
    }
  }

  private mutating func consider(
    path: String, table: String, key: String, locale: String, value: String?, state: String?,
    hasVariations: Bool,
    mapping: ImportMapping, copyLocales: Set<String>
  ) {
    let appKey = "\(table)/\(key)"
    if table == "InfoPlist" && key == "NSUserTrackingUsageDescription"
      && (value?.isEmpty == false || hasVariations)
    {
      purposeLocales.insert(locale)
    }
    func skip(_ reason: String) {
      skipped.append(Note(file: path, key: appKey, locale: locale, reason: reason))
    }
    let destination: CopyKey
    if table == "InfoPlist" && Self.infoPlistKeys.contains(key) {
      destination = CopyKey(table: "InfoPlist", key: key)
    } else if let mapped = mapping.destination(table: table, key: key) {
      destination = mapped
    } else {
      if table == "InfoPlist" { skip("not part of the tracking journey") }
      return
    }
    guard locale != "Base" else { return skip("Base.lproj is not a locale (iOS reads Info.plist itself)") }
    guard CopyNames.knownLocales.contains(locale) else { return skip("unknown locale") }
    guard copyLocales.contains(locale) else {
      return skip("the copy folder has no \(locale).lproj (init with --locales to add it)")
    }
    guard !hasVariations else { return skip("has plural or device variations; the journey shows one value") }
    guard let value else { return skip("no value") }
    guard state != "stale" else { return skip("marked stale in Xcode") }
    let remark = state.flatMap { $0 == "translated" ? nil : "\($0) in Xcode" }
    taken.append(Note(file: path, key: appKey, locale: locale, reason: remark))
    units.append(
      IncomingUnit(
        path: TablePath(layer: CopyLayer(locale: locale), table: destination.table), key: destination.key,
        source: nil, target: value, origin: path, line: 0))
  }
}

/// Reads a table or catalog through `SafeFile` (5 MB, regular files only), as the copy loader does.
enum CopyFileBytes {
  static func read(_ path: String, limit: ReadLimit = .table) throws(CopyLoadError) -> [UInt8] {
    do {
      return try SafeFile.read(path, limit: limit)
    } catch {
      throw .file(path, error.message)
    }
  }
}
