import Foundation
import JourneyTestSupport
import Testing

@testable import DemoGallery
@testable import JourneyRuntime

/// The gallery's marker proves what the gallery wrote: a file it no longer writes is removed only while it
/// is a regular file with the size and SHA-256 the marker recorded.
@Suite("Gallery marker")
struct GalleryMarkerTests {
  @Test("SHA-256 agrees with the standard's test vectors, across one and two blocks")
  func sha256Vectors() {
    #expect(
      ContentHash.sha256([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      ContentHash.sha256(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      ContentHash.sha256(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      ContentHash.sha256(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("the marker's lines read back; a bare name (an older marker) or a bad size or hash is no record")
  func markerReadsBack() {
    let text = DemoGalleryMarker.text([("a.en.cast", Array("cast".utf8)), ("b c.ko.txt", [])])
    let records = DemoGalleryMarker.records(text)
    #expect(records.map(\.name) == ["a.en.cast", "b c.ko.txt"])
    #expect(records.map(\.size) == [4, 0])
    #expect(records[1].hash == ContentHash.sha256([]))
    let hash = String(repeating: "0", count: 64)
    #expect(
      DemoGalleryMarker.records(
        "a.en.cast\n-1 \(hash) a.en.cast\n4 \(hash.dropLast()) a.en.cast\n4 \(hash.uppercased())X a.en.cast\n"
      ).isEmpty)
  }

  private static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("marker-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test("an edited marker in a shared gallery folder removes none of a person's files")
  func editedMarkerRemovesOnlyWhatTheGalleryWrote() throws {
    let target = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: target) }
    let gallery = DemoGallery(
      entries: [], locales: ["en", "ko"], files: [("index.html", "<p>new</p>"), (DemoGallery.marker, "")])
    // The old gallery wrote old.en.cast and old.ko.txt; a person has since put files of a gallery's shape
    // (mine.en.txt), edited one the gallery wrote (old.ko.txt) and replaced one with a link (old.en.svg).
    let written = Array("cast".utf8)
    try Data(written).write(to: URL(fileURLWithPath: target + "/old.en.cast"))
    try "edited by hand".write(toFile: target + "/old.ko.txt", atomically: false, encoding: .utf8)
    try "mine".write(toFile: target + "/mine.en.txt", atomically: false, encoding: .utf8)
    try "kept".write(toFile: target + "/kept.ko.cast", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: target + "/old.en.svg", withDestinationPath: "kept.ko.cast")
    let marker = DemoGalleryMarker.text([
      ("old.en.cast", written), ("old.ko.txt", Array("as written".utf8)), ("old.en.svg", Array("kept".utf8)),
    ])
    // The edited lines: a person's file listed by name alone, and with a made-up size and hash.
    let hash = String(repeating: "a", count: 64)
    try
      (marker
      + "mine.en.txt\n4 \(hash) mine.en.txt\n4 \(ContentHash.sha256(Array("kept".utf8))) ../x.en.txt\n")
      .write(toFile: target + "/" + DemoGallery.marker, atomically: false, encoding: .utf8)
    try DemoGalleryFolder.write(gallery, to: target, force: false)
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: target))
    #expect(!left.contains("old.en.cast"), "unchanged since the gallery wrote it: removed")
    #expect(left.isSuperset(of: ["old.ko.txt", "mine.en.txt", "kept.ko.cast", "old.en.svg", "index.html"]))
    #expect(try String(contentsOfFile: target + "/mine.en.txt", encoding: .utf8) == "mine")
    #expect(try String(contentsOfFile: target + "/kept.ko.cast", encoding: .utf8) == "kept")
  }

  @Test("a gallery written twice removes the files it no longer has, as the marker recorded them")
  func galleryRecordsEveryFile() throws {
    let (tapesFolder, tapes) = try DemoGalleryTests.tapes()
    defer { try? FileManager.default.removeItem(at: tapesFolder) }
    let gallery = try DemoGallery.build(
      tapes: tapes, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog())
    let marker = try #require(gallery.files.first { $0.name == DemoGallery.marker }?.contents)
    let records = DemoGalleryMarker.records(marker)
    #expect(records.count == gallery.files.count - 1 + gallery.images.count)
    for file in gallery.files where file.name != DemoGallery.marker {
      #expect(
        records.contains {
          $0.name == file.name && $0.size == file.contents.utf8.count
            && $0.hash == ContentHash.sha256(Array(file.contents.utf8))
        }, "\(file.name)")
    }
  }
}
