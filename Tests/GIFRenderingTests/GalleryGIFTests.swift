import DemoGallery
import Foundation
import GIFRendering
import JourneyRuntime
import JourneyTestSupport
import Testing

/// The gallery shows one GIF of each demo in each locale when it is given the GIF's fonts, an SVG with
/// `--svg`.
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
      #expect(!index.contains("first-run-allow.\(locale).svg"), "\(locale): one picture, the GIF")
      #expect(index.contains("<img src=\"./first-run-allow.\(locale).gif\""), "\(locale) GIF")
      #expect(marker.contains("first-run-allow.\(locale).gif\n"))
    }
    let plain = try DemoGallery.build(
      tapes: [Bundled.copy + "/demos/first-run-allow.tape"], journey: try Bundled.journey(), catalog: catalog)
    #expect(plain.images.isEmpty, "without fonts, no GIFs")
    #expect(!(plain.files.first { $0.name == "index.html" }?.contents.contains(".gif") ?? true))
    let svg = try DemoGallery.build(
      tapes: [Bundled.copy + "/demos/first-run-allow.tape"], journey: try Bundled.journey(), catalog: catalog,
      picture: .svg)
    #expect(svg.images.isEmpty)
    #expect(svg.files.contains { $0.name == "first-run-allow.ko.svg" })
  }

  @Test(
    "the bundled gallery: every demo in every locale, a phone at least 300 px wide, under 20 MB in all",
    .enabled(if: Soak.isEnabled, Soak.soakOnly))
  func bundledGallerySize() throws {
    let catalog = try Bundled.catalog()
    let tapes = DemoGallery.demoTapes(copyDirectory: Bundled.copy)
    let gallery = try DemoGallery.build(
      tapes: tapes, journey: try Bundled.journey(), catalog: catalog, gif: try FontLookup.fonts())
    #expect(!gallery.hasFailures, "\(gallery.entries.compactMap(\.failure))")
    #expect(gallery.images.count == tapes.count * catalog.locales.count)
    for image in gallery.images {
      let width = Int(image.bytes[6]) | Int(image.bytes[7]) << 8
      #expect(width >= 300 + 4 * 9, "\(image.name) is \(width) px wide")
    }
    let bytes =
      gallery.images.reduce(0) { $0 + $1.bytes.count }
      + gallery.files.reduce(0) { $0 + $1.contents.utf8.count }
    #expect(bytes < 20_000_000, "the gallery is \(bytes) bytes")
  }
}
