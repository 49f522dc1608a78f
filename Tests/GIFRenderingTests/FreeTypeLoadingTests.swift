import Foundation
import JourneyTestSupport
import Testing

@testable import GIFRendering

/// FreeType is opened with `dlopen` where the system keeps it, or a missing library is one line naming the
/// package to install.
@Suite("FreeType loaded only for GIFs")
struct FreeTypeLoadingTests {
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
}
