import ConsentEngine
import CopyReview
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import StringTables
import Testing

/// What VoiceOver reads on every default screen, as `review --format voiceover` writes it.
@Suite("VoiceOver transcript snapshot")
struct VoiceOverSnapshotTests {
  @Test("every default screen in English and Japanese matches its transcript snapshot")
  func everyScreenTwoLocales() throws {
    let catalog = try JourneyFixtures.catalog.get()
    let journey = try JourneyFile.load(path: JourneyFixtures.copyDirectory + "/journey.json")
    let transcript = VoiceOverTranscript.build(
      catalog: catalog, journey: journey, locales: ["en", "ja"], variants: [nil])
    let screens = JourneyFixtures.gallery.map(\.name)
    #expect(!screens.isEmpty)
    #expect(transcript.phones.count == screens.count * 2)
    #expect(Set(transcript.phones.map(\.screen)) == Set(screens))
    assertTextSnapshot(transcript.text(), named: "voiceover/en-ja")
  }

  /// Compares text with `Snapshots/<name>.txt` beside this file.
  func assertTextSnapshot(_ text: String, named name: String, filePath: String = #filePath) {
    BufferSnapshot.assert(text, named: name, in: BufferSnapshot.directory(besides: filePath))
  }
}
