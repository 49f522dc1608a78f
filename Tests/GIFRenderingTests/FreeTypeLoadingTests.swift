import Foundation
import JourneyTestSupport
import Testing

@testable import GIFRendering

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

/// FreeType is not linked: the walk starts without it, and `play --gif` opens it with `dlopen`, or says in one
/// line which package to install.
@Suite("FreeType loaded only for GIFs")
struct FreeTypeLoadingTests {
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

  @Test("FreeType is found where the system keeps it, with every function the GIF uses")
  func opensTheInstalledLibrary() throws {
    let library = try FreeTypeLibrary.open(FreeTypeLibrary.candidates).get()
    var handle: OpaquePointer?
    #expect(library.initFreeType(&handle) == 0)
    #expect(handle != nil)
    #expect(library.doneFreeType(handle) == 0)
  }

  @Test("a missing library is one line naming the package to install")
  func missingLibraryNamesThePackage() {
    let result = FreeTypeLibrary.open(["libatt-journey-no-such-freetype.so.6"])
    guard case .failure(let error) = result else {
      Issue.record("a library that does not exist was opened")
      return
    }
    guard case .missingLibrary(let library, _) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(library == "libatt-journey-no-such-freetype.so.6")
    #expect(error.description.contains("apt-get install libfreetype6"), "\(error)")
    #expect(error.description.contains("brew install freetype"), "\(error)")
    #expect(!error.description.contains("\n"))
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
