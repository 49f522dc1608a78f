import Foundation
import JourneyTestSupport
import StringTables
import Testing

/// `att-journey gallery` on a copy whose demo tapes carry a hostile title, its index read by headless Chromium.
@Suite(
  "gallery index in a real browser",
  .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"))
struct GalleryBrowserTests {
  @Test("Chromium parses the index with a hostile title: no script element, only the gallery's own images")
  func browserParsesTheIndex() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let demos = tree.appendingPathComponent("demos")
    for name in try FileManager.default.contentsOfDirectory(atPath: demos.path) {
      try FileManager.default.removeItem(at: demos.appendingPathComponent(name))
    }
    try HostileTapes.write(into: demos)
    // Two locales are enough for the page: every other locale folder goes, in the base copy and each variant.
    let folders =
      [tree.path]
      + (try FileManager.default.contentsOfDirectory(atPath: tree.path + "/variants"))
      .map { tree.path + "/variants/" + $0 }
    for folder in folders {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder)
      where name.hasSuffix(".lproj") && name != "en.lproj" && name != "ko.lproj" {
        try FileManager.default.removeItem(atPath: folder + "/" + name)
      }
    }
    let target = tree.appendingPathComponent("out").path
    let gallery = try BuiltProgram.run(["gallery", target, "--copy", tree.path])
    #expect(gallery.status == 1, "the Korean tape stops: \(gallery.errors)")
    #expect(gallery.errors.hasSuffix("; some tapes stopped early\n"), "\(gallery.errors)")
    let locales = try CopyCatalog.load(directory: tree.path).locales
    #expect(locales == ["en", "ko"])
    let written = Set(try FileManager.default.contentsOfDirectory(atPath: target))

    let page = URL(fileURLWithPath: target + "/index.html")
    let run = try Chromium.run(["--enable-logging=stderr", "--v=0", "--dump-dom", page.absoluteString])
    #expect(run.status == 0)
    let dom = String(decoding: run.output, as: UTF8.self)
    #expect(dom.contains("Demo gallery"))
    #expect(!dom.lowercased().contains("<script"))
    let images = dom.components(separatedBy: "<img ").dropFirst().map { $0.prefix { $0 != ">" } }
    let sources: [String?] = images.map { image in
      guard let value = (" " + image).components(separatedBy: " src=\"").dropFirst().first else { return nil }
      return String(value.prefix { $0 != "\"" })
    }
    let gifs = sources.compactMap { $0 }.filter { $0.hasSuffix(".gif") }
    #expect(gifs.count == HostileTapes.tapes.count * locales.count, "one GIF per tape and locale: \(sources)")
    for source in sources {
      let name = source.map { String($0.dropFirst(2)) } ?? ""
      #expect(
        source?.hasPrefix("./") == true && (name.hasSuffix(".svg") || name.hasSuffix(".gif"))
          && written.contains(name), "\(String(describing: source)) is not one of the gallery's files")
    }
    #expect(!images.contains { $0.contains(" onerror=\"") }, "no event attribute reached the DOM")
    #expect(dom.contains("&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
    #expect(Chromium.consoleProblems(run.errors).isEmpty, "\(Chromium.consoleProblems(run.errors))")
  }
}
