import Foundation
import JourneyTestSupport
import Testing

/// Whether this machine lets a test hide a file in a private mount namespace (`unshare -rm`).
enum PrivateMounts {
  static let available: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = ["-rm", "true"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()
}

/// The built program does not link FreeType: the walk starts without it, and `play --gif` opens it with
/// `dlopen`, or says in one line which package to install.
@Suite("FreeType not linked into the program")
struct FreeTypeProgramTests {
  /// What `ldd` lists for an executable.
  static func ldd(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    process.arguments = [path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test("att-journey does not link FreeType, libpng, zlib or brotli: starting it loads none of them")
  func notLinked() throws {
    let libraries = try Self.ldd(try BuiltProgram.path())
    // The list is the program's own: it names the ncurses it does link.
    #expect(libraries.contains("libncursesw"), "\(libraries)")
    for name in ["libfreetype", "libpng", "libbrotli"] {
      #expect(!libraries.contains(name), "\(name) in \(libraries)")
    }
  }

  @Test(
    "of the Swift runtime the program loads only libswiftCore and libswiftGlibc, and no Foundation or ICU")
  func onlyTwoSwiftLibraries() throws {
    let libraries = try Self.ldd(try BuiltProgram.path())
    #expect(libraries.contains("libncursesw"), "\(libraries)")
    let swift = Set(
      libraries.split(separator: "\n").compactMap { line -> String? in
        let name = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        let isSwift =
          name.hasPrefix("libswift") || name.hasPrefix("libdispatch") || name.hasPrefix("libBlocks")
          || name.hasPrefix("libFoundation") || name.hasPrefix("lib_Foundation")
        return isSwift ? name.components(separatedBy: ".so").first : nil
      })
    #expect(swift == ["libswiftCore", "libswiftGlibc"], "\(libraries)")
  }

  @Test(
    "play --gif without FreeType: one line naming the package, exit 69, nothing written",
    .enabled(if: PrivateMounts.available, "unshare -rm is not allowed here: cannot hide FreeType"))
  func playWithoutFreeType() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-freetype-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // /dev/null mounted over every libfreetype.so.6 the loader could find, in a private mount namespace.
    let hide = """
      for f in /lib/*/libfreetype.so.6 /usr/lib/*/libfreetype.so.6 /usr/lib/libfreetype.so.6 \
      /usr/lib64/libfreetype.so.6; do [ -e "$f" ] && mount --bind /dev/null "$(readlink -f "$f")"; done; \
      exec "$0" "$@"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = [
      "-rm", "/bin/sh", "-c", hide, try BuiltProgram.path(), "play",
      BuiltProgram.copyDirectory + "/demos/first-run-allow.tape", "--copy", BuiltProgram.copyDirectory,
      "--cast", "out.cast", "--gif", "out.gif",
    ]
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 69, "\(text)")
    #expect(text.hasPrefix("error: the GIF needs the FreeType library (libfreetype.so.6"), "\(text)")
    #expect(text.hasSuffix("(apt-get install libfreetype6; Homebrew: brew install freetype)\n"), "\(text)")
    #expect(text.filter { $0 == "\n" }.count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
