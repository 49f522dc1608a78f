/// Why the GIF cannot be drawn: FreeType or a font it needs is missing, or a font is unreadable.
public enum GIFFontError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No font of a family the GIF needs was found; `package` is the Debian package that has it.
  case missing(family: String, purpose: String, package: String, brew: String)
  /// FreeType cannot be loaded (`library` is the file or function that could not be had), or lacks a
  /// function the GIF uses.
  case missingLibrary(library: String, reason: String)
  /// The font given with `--font` cannot be read.
  case unreadable(path: String, reason: String)

  /// One line for the person.
  public var description: String {
    switch self {
    case .missing(let family, let purpose, let package, let brew):
      return "error: the GIF needs the font \(family) for \(purpose): install \(package) "
        + "(apt-get install \(package); Homebrew: brew install --cask \(brew)) or give --font FILE"
    case .missingLibrary(let library, let reason):
      return "error: the GIF needs the FreeType library (\(library): \(reason)): "
        + "install it (apt-get install libfreetype6; Homebrew: brew install freetype)"
    case .unreadable(let path, let reason): return "\(path): error: cannot read the font: \(reason)"
    }
  }
}
