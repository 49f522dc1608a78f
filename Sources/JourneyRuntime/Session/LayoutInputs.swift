import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit

/// Everything a screen's layout reads from a session, and the layout made from them alone
/// (`layOut()`), so two sessions with equal inputs have equal layouts.
///
/// The focus, the scroll offset, the status line, help and the event log are not here: they are read when
/// the layout is painted.
struct LayoutInputs: Equatable, Sendable {
  let state: ConsentState
  let size: Size
  let catalog: CopyCatalog
  let locale: String
  let variant: String?
  let pseudo: PseudoLocale?
  let showsKeys: Bool
  let textSize: TextSize
  let device: Device
  let showsInspector: Bool
  let presentation: Presentation
  let caption: String?
  /// Where every key looked up is recorded (the review); a layout that logs is made afresh.
  let copyReads: CopyReadLog?

  /// The inputs of one phone of a session: its state, view options, copy and size.
  init(
    state: ConsentState, view: ViewOptions, catalog: CopyCatalog, size: Size, copyReads: CopyReadLog?
  ) {
    self.state = state
    self.size = size
    self.catalog = catalog
    locale = view.locale
    variant = view.variant
    pseudo = view.pseudo
    showsKeys = view.showsKeys
    textSize = view.textSize
    device = view.device
    showsInspector = view.showsInspector
    presentation = view.presentation
    caption = view.caption
    self.copyReads = copyReads
  }

  /// The layout of these inputs.
  func layOut() -> ScreenLayout {
    let copy = CatalogCopy(catalog: catalog, locale: locale, variant: variant, pseudo: pseudo)
    let words: any CopyProvider = copyReads.map { LoggingCopy(base: copy, log: $0) } ?? copy
    var context = ScreenContext(
      copy: words, showsKeys: showsKeys, marksFallbacks: !presentation.showsPhoneAlone, textSize: textSize)
    context.presents = presentation.showsPhoneAlone
    context.caption = caption.map { CopyKey(CaptionStrip.table, $0) }
    return JourneyRenderer.layout(
      state, context: context, device: device, showsInspector: showsInspector, size: size)
  }

  static func == (lhs: LayoutInputs, rhs: LayoutInputs) -> Bool {
    lhs.size == rhs.size && lhs.catalog.revision === rhs.catalog.revision && lhs.copyReads === rhs.copyReads
      && lhs.locale == rhs.locale && lhs.variant == rhs.variant && lhs.pseudo == rhs.pseudo
      && lhs.showsKeys == rhs.showsKeys && lhs.textSize == rhs.textSize && lhs.device == rhs.device
      && lhs.showsInspector == rhs.showsInspector && lhs.presentation == rhs.presentation
      && lhs.caption == rhs.caption && lhs.state == rhs.state
  }
}
