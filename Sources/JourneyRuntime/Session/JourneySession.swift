import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit

/// One walk through the journey: the engine state, how it is shown, and the copy it is shown in.
public struct JourneySession: Sendable {
  /// The phone and the app.
  public var state: ConsentState
  /// Locale, variant, panels and focus.
  public var view: ViewOptions
  /// The loaded copy.
  public let catalog: CopyCatalog
  /// The terminal's size in cells.
  public var size: Size
  /// Set once `quit` was asked for.
  public private(set) var hasQuit = false

  /// Creates a session.
  public init(state: ConsentState, view: ViewOptions, catalog: CopyCatalog, size: Size) {
    self.state = state
    self.view = view
    self.catalog = catalog
    self.size = size
  }

  /// The copy provider for the current locale, variant and pseudo-locale.
  public var copy: CatalogCopy {
    CatalogCopy(catalog: catalog, locale: view.locale, variant: view.variant, pseudo: view.pseudo)
  }

  /// Draws the current frame.
  public func frame() -> RenderedFrame {
    let chrome = Chrome(
      device: view.device, showsInspector: view.showsInspector, showsHelp: view.showsHelp,
      locale: view.locale,
      variant: view.variant ?? "base", pseudo: view.pseudo?.rawValue)
    let context = ScreenContext(copy: copy, showsKeys: view.showsKeys, focus: view.focus)
    return JourneyRenderer.render(state, context: context, chrome: chrome, size: size)
  }

  /// Carries out a command; returns the engine's effects.
  @discardableResult
  public mutating func apply(_ command: SessionCommand) -> [Effect] {
    switch command {
    case .engine(let action): return send(action)
    case .pressFocused:
      let buttons = frame().buttons
      guard !buttons.isEmpty else { return [] }
      return send(buttons[((view.focus % buttons.count) + buttons.count) % buttons.count].action)
    case .press(let target):
      guard let button = frame().buttons.first(where: { Self.matches($0, target) }) else { return [] }
      return send(button.action)
    case .focusNext: moveFocus(by: 1)
    case .focusPrevious: moveFocus(by: -1)
    case .nextLocale: view.locale = Self.step(catalog.locales, from: view.locale, by: 1)
    case .previousLocale: view.locale = Self.step(catalog.locales, from: view.locale, by: -1)
    case .setLocale(let locale): view.locale = locale
    case .nextVariant:
      let choices: [String?] = catalog.variants.map { $0 } + [nil]
      let index = choices.firstIndex(of: view.variant) ?? choices.count - 1
      view.variant = choices[(index + 1) % choices.count]
    case .setVariant(let variant): view.variant = variant
    case .cyclePseudo:
      let choices: [PseudoLocale?] = [nil] + PseudoLocale.allCases.map { $0 }
      let index = choices.firstIndex(of: view.pseudo) ?? 0
      view.pseudo = choices[(index + 1) % choices.count]
    case .toggleKeys: view.showsKeys.toggle()
    case .toggleInspector: view.showsInspector.toggle()
    case .toggleHelp: view.showsHelp.toggle()
    case .toggleSettings:
      return send(state.screen.isSettings ? .returnToApp : .settingsOpened)
    case .backgroundAndReturn:
      return send(.appBackgrounded) + send(.foreground)
    case .otherAlert: return send(.otherPermissionAlertRaised)
    case .reinstall: return send(.reinstall)
    case .cycleRegion:
      let next = Self.step(ConsentRegion.allCases, from: state.device.region, by: 1)
      return send(.scenario(.region(next)))
    case .cycleWiring:
      let next = Self.step(Wiring.allCases, from: state.definition.wiring, by: 1)
      return send(.scenario(.wiring(next)))
    case .dismiss:
      if view.showsHelp {
        view.showsHelp = false
      } else if state.screen == .introSheet && state.overlay == nil {
        return send(.introSheetDismissed)
      } else if state.screen.isSettings && state.overlay == nil {
        return send(.returnToApp)
      }
    case .quit: hasQuit = true
    }
    return []
  }

  /// Sends an action to the engine; the focus returns to the first button when the screen changes.
  @discardableResult
  public mutating func send(_ action: ConsentAction) -> [Effect] {
    let before = (state.screen, state.overlay)
    let effects = reduce(into: &state, action)
    if before.0 != state.screen || before.1 != state.overlay { view.focus = 0 }
    return effects
  }

  private mutating func moveFocus(by offset: Int) {
    let count = frame().buttons.count
    guard count > 0 else { return }
    view.focus = (((view.focus + offset) % count) + count) % count
  }

  static func matches(_ button: ScreenButton, _ target: PressTarget) -> Bool {
    switch target {
    case .primary: return button.role == .primary
    case .allow: return button.role == .allow
    case .deny: return button.role == .deny
    case .additionalInformation: return button.role == .additionalInformation
    case .key(let key): return button.ref.key == key
    }
  }

  static func step<T: Equatable>(_ values: [T], from current: T, by offset: Int) -> T {
    guard let index = values.firstIndex(of: current), !values.isEmpty else { return values.first ?? current }
    return values[(((index + offset) % values.count) + values.count) % values.count]
  }
}
