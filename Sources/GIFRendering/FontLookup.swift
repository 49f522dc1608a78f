#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the GIF's fonts: first in a documented list of the places Debian, Ubuntu, Fedora, Arch and
/// Homebrew put them, then through fontconfig (`fc-match`) when it is installed.
///
/// DejaVu Sans Mono (Debian `fonts-dejavu-core`) draws one-column characters, with DejaVu Sans for symbols
/// it lacks; Noto Sans Mono CJK (Debian `fonts-noto-cjk`) draws Hangul, kana and Han characters. A font
/// given with `--font` is tried first for every character, and then neither is required.
public enum FontLookup {
  /// Folders searched, in order, before fontconfig is asked.
  public static let folders = [
    "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/opentype/noto", "/usr/share/fonts/TTF",
    "/usr/share/fonts/OTF", "/usr/share/fonts/noto-cjk", "/usr/share/fonts/dejavu-sans-mono-fonts",
    "/usr/share/fonts/dejavu-sans-fonts", "/usr/share/fonts/google-noto-sans-cjk-fonts",
    "/usr/local/share/fonts", "/opt/homebrew/share/fonts", "/Library/Fonts",
  ]

  /// The fonts for a GIF: `override` (a `--font` path) first, then the ones found in `folders` (nil: the
  /// documented folders, the home folder's font folders, then fontconfig).
  public static func fonts(override: String? = nil, folders: [String]? = nil) throws(GIFFontError) -> GIFFonts
  {
    // FreeType first: without it no font can be read, and the error names the library's package.
    _ = try FreeTypeLibrary.shared()
    var overrideFile: FontFile?
    if let override {
      let file = FontFile(path: override)
      _ = try FontFace(file, pixelSize: 15)
      overrideFile = file
    }
    let mono = find("DejaVuSansMono.ttf", family: "DejaVu Sans Mono", in: folders)
    let sans = find("DejaVuSans.ttf", family: "DejaVu Sans", in: folders)
    let cjk = find("NotoSansCJK-Regular.ttc", family: "Noto Sans Mono CJK JP", in: folders)
    if overrideFile == nil {
      guard mono != nil else {
        throw .missing(
          family: "DejaVu Sans Mono", purpose: "Latin text and box drawing", package: "fonts-dejavu-core",
          brew: "font-dejavu")
      }
      guard cjk != nil else {
        throw .missing(
          family: "Noto Sans Mono CJK", purpose: "Hangul, kana and Han characters", package: "fonts-noto-cjk",
          brew: "font-noto-sans-cjk")
      }
    }
    return GIFFonts(
      override: overrideFile, narrow: [mono, sans].compactMap { $0 }, wide: cjk,
      wideFamilies: cjk.map { FontFace.families(in: $0.path) } ?? [])
  }

  /// The face of the Noto Sans CJK collection (whose faces are named `families`) for a language: the
  /// Korean, Japanese, Simplified or Traditional Chinese glyph forms.
  public static func wideFace(_ collection: FontFile, families: [String], language: String?) -> FontFile {
    let region: String
    switch language.map({ $0.lowercased() }) {
    case let code? where code.hasPrefix("ko"): region = "KR"
    case let code? where code.hasPrefix("zh-hant") || code == "zh-tw": region = "TC"
    case let code? where code == "zh-hk": region = "HK"
    case let code? where code.hasPrefix("zh"): region = "SC"
    default: region = "JP"
    }
    if let index = families.firstIndex(of: "Noto Sans Mono CJK \(region)") {
      return FontFile(path: collection.path, face: index)
    }
    return collection
  }

  /// A file named `name` in the folders, else (searching the default folders) the file fontconfig gives for
  /// `family` when its family is that one, not a stand-in.
  static func find(_ name: String, family: String, in given: [String]?) -> FontFile? {
    if let given {
      return given.first { access($0 + "/" + name, R_OK) == 0 }.map { FontFile(path: $0 + "/" + name) }
    }
    var folders = folders
    if let home = getenv("HOME") {
      let path = String(cString: home)
      folders += [path + "/.local/share/fonts", path + "/.fonts", path + "/Library/Fonts"]
    }
    for folder in folders where access(folder + "/" + name, R_OK) == 0 {
      return FontFile(path: folder + "/" + name)
    }
    return fontconfig(family)
  }

  /// `fc-match`'s file for a family, or nil when fontconfig is missing or offers another family.
  static func fontconfig(_ family: String) -> FontFile? {
    // The family is one of the fixed names above, never input: it needs no quoting beyond this.
    guard let pipe = popen("fc-match -f '%{family}\\n%{file}\\n%{index}\\n' '\(family)' 2>/dev/null", "r")
    else { return nil }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = fread(&chunk, 1, chunk.count, pipe)
      if count <= 0 { break }
      output += chunk[0..<count]
    }
    guard pclose(pipe) == 0 else { return nil }
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    guard lines.count >= 2, lines[0].split(separator: ",").contains(where: { $0 == family }),
      access(lines[1], R_OK) == 0
    else { return nil }
    return FontFile(path: lines[1], face: lines.count > 2 ? Int(lines[2]) ?? 0 : 0)
  }
}
