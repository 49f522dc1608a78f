import DemoGallery
import Foundation
import GIFRendering
import JourneyRuntime
import Testing

/// The gallery shows a GIF beside the SVG for every locale when it is given the GIF's fonts.
@Suite("gallery GIFs")
struct GalleryGIFTests {
  @Test("one GIF per tape and locale, shown and linked in the index and listed in the marker")
  func everyLocaleHasAGIF() throws {
    let catalog = try Bundled.catalog()
    let gallery = try DemoGallery.build(
      tapes: [Bundled.copy + "/demos/first-run-allow.tape"], journey: try Bundled.journey(), catalog: catalog,
      gif: try FontLookup.fonts())
    #expect(catalog.locales.count >= 7)
    #expect(gallery.images.map(\.name) == catalog.locales.map { "first-run-allow.\($0).gif" })
    #expect(gallery.images.allSatisfy { $0.bytes.starts(with: Array("GIF89a".utf8)) })
    let index = try #require(gallery.files.first { $0.name == "index.html" }?.contents)
    let marker = try #require(gallery.files.first { $0.name == DemoGallery.marker }?.contents)
    for locale in catalog.locales {
      #expect(index.contains("<img src=\"./first-run-allow.\(locale).svg\""), "\(locale) SVG")
      #expect(index.contains("<img src=\"./first-run-allow.\(locale).gif\""), "\(locale) GIF")
      #expect(marker.contains("first-run-allow.\(locale).gif\n"))
    }
    let plain = try DemoGallery.build(
      tapes: [Bundled.copy + "/demos/first-run-allow.tape"], journey: try Bundled.journey(), catalog: catalog)
    #expect(plain.images.isEmpty, "without fonts, no GIFs")
    #expect(!(plain.files.first { $0.name == "index.html" }?.contents.contains(".gif") ?? true))
  }
}
