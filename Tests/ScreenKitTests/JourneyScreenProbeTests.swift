import ConsentEngine
import CopyTables
import Foundation
import Testing

@testable import ScreenKit

@Test func primerProbe() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("copy").path
  let catalog = try CopyCatalog.load(directory: root)
  for locale in ["en", "ko", "ja", "fr", "de"] {
    var state = ConsentState(definition: JourneyDefinition(), device: DeviceSettings())
    state.screen = .primer
    let frame = JourneyRenderer.render(
      state, context: ScreenContext(copy: CatalogCopy(catalog: catalog, locale: locale)),
      chrome: Chrome(showsInspector: false), size: Size(width: 50, height: 32))
    print(TextRenderer.text(frame.buffer))
    print(frame.findings, frame.buttons.map(\.role))
  }
}
