import ConsentEngine
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit

/// Draws gallery frames for the review through the session, each distinct (screen, copy) once.
///
/// A frame depends only on the text and fallback status of the keys its screen looks up; when a
/// variant resolves every key the base frame looked up the same way, the base frame is reused.
struct ReviewFrameRenderer {
  /// The loaded copy.
  let catalog: CopyCatalog
  /// The phone drawn.
  let device: Device
  /// The pseudo-locale over every value, if any.
  let pseudo: PseudoLocale?
  /// The Dynamic Type size the phones are drawn at.
  let textSize: TextSize
  /// Every distinct frame drawn.
  private(set) var buffers: [Buffer] = []
  /// The layout findings of each frame.
  private(set) var layoutFindings: [[LayoutFinding]] = []
  /// Every key any frame showed.
  private(set) var shownKeys: [CopyKey] = []
  /// Frame index, frame and keys looked up, by screen name and layer.
  private var drawn: [String: [CopyLayer: Drawn]] = [:]

  /// A frame drawn for one screen and layer.
  private struct Drawn {
    var index: Int
    var frame: RenderedFrame
    var layout: ScreenLayout
    var keysRead: Set<CopyKey>
  }

  /// Creates a renderer.
  init(catalog: CopyCatalog, device: Device, pseudo: PseudoLocale? = nil, textSize: TextSize = .standard) {
    self.catalog = catalog
    self.device = device
    self.pseudo = pseudo
    self.textSize = textSize
  }

  /// The frame of `entry` in a locale and variant, drawn or reused, with its index in `buffers`.
  mutating func frame(of entry: GalleryEntry, locale: String, variant: String?) -> (
    index: Int, frame: RenderedFrame, layout: ScreenLayout
  ) {
    let layer = CopyLayer(locale: locale, variant: variant)
    if let done = drawn[entry.name]?[layer] { return (done.index, done.frame, done.layout) }
    let baseLayer = CopyLayer(locale: locale)
    if variant != nil, let base = drawn[entry.name]?[baseLayer],
      resolvesAlike(base.keysRead, layer, baseLayer)
    {
      drawn[entry.name, default: [:]][layer] = base
      return (base.index, base.frame, base.layout)
    }
    let log = CopyReadLog()
    let (session, frame) = entry.phone(
      catalog: catalog, locale: locale, variant: variant, pseudo: pseudo, device: device, textSize: textSize,
      copyReads: log)
    buffers.append(frame.buffer)
    layoutFindings.append(frame.layoutFindings)
    shownKeys += frame.shownKeys
    let result = Drawn(index: buffers.count - 1, frame: frame, layout: session.layout, keysRead: log.recorded)
    drawn[entry.name, default: [:]][layer] = result
    return (result.index, frame, session.layout)
  }

  /// True when every key resolves to the same text and fallback status in both layers.
  private func resolvesAlike(_ keys: Set<CopyKey>, _ layer: CopyLayer, _ other: CopyLayer) -> Bool {
    keys.allSatisfy { key in
      let left = catalog.lookup(key, in: layer)
      let right = catalog.lookup(key, in: other)
      return left?.value == right?.value && left?.isFallback == right?.isFallback
    }
  }
}
