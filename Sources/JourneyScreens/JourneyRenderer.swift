import ConsentEngine
import StringTables
import TerminalKit

/// What the prototype shows around the phone and how: device, inspector, help.
public struct Chrome: Sendable, Hashable {
  /// The phone model.
  public var device: Device
  /// Show the inspector panel beside the phone when it fits.
  public var showsInspector: Bool
  /// Show the help overlay.
  public var showsHelp: Bool
  /// Locale, variant and pseudo-locale names for the inspector.
  public var locale: String
  /// The variant name, or "base".
  public var variant: String
  /// The pseudo-locale name, or nil.
  public var pseudo: String?
  /// The keys and what they do, for the help overlay (the runtime's one key table).
  public var helpLines: [HelpLine]
  /// A one-line status at the foot of the terminal: why the last key could not act, or what it changed.
  public var status: String?
  /// Lint's findings on copy keys: those of the keys this frame shows join its findings (the inspector
  /// lists them, tapes can `Expect finding` them).
  public var copyFindings: [CopyKey: [LayoutFinding]] = [:]
  /// Findings about the copy as a whole (a saved file that does not read): always listed first.
  public var notices: [LayoutFinding] = []
  /// The engine's events so far, oldest first: the inspector lists the latest and every finding among them.
  public var events: [Event] = []

  /// Creates chrome options.
  public init(
    device: Device = .standard, showsInspector: Bool = true, showsHelp: Bool = false, locale: String = "en",
    variant: String = "base", pseudo: String? = nil, helpLines: [HelpLine] = [], status: String? = nil,
    events: [Event] = []
  ) {
    self.device = device
    self.showsInspector = showsInspector
    self.showsHelp = showsHelp
    self.locale = locale
    self.variant = variant
    self.pseudo = pseudo
    self.helpLines = helpLines
    self.status = status
    self.events = events
  }
}

/// Turns the engine state into a frame: phone frame, the screen, any system overlay, inspector and help.
public enum JourneyRenderer {
  /// Renders one frame of `size` cells.
  ///
  /// The screen for `state.screen` is drawn in the phone's content rect; `state.overlay`, if any, is
  /// drawn over the dimmed screen and then only its buttons are in `buttons`. `context.focus` wraps
  /// modulo the number of buttons. A terminal smaller than the phone gets a notice and `requiredSize`.
  public static func render(_ state: ConsentState, context: ScreenContext, chrome: Chrome, size: Size)
    -> RenderedFrame
  {
    guard let layout = chrome.device.layoutPhone(in: size, showsInspector: chrome.showsInspector) else {
      var buffer = Buffer(width: size.width, height: size.height)
      let needed = PhoneLayout.compactMinimumSize(for: chrome.device)
      TooSmallNotice.draw(
        size: size, needed: needed, full: PhoneLayout.minimumSizeWithInspector(for: chrome.device),
        in: &buffer)
      return RenderedFrame(buffer: buffer, requiredSize: needed)
    }
    var frame = compose(state, context: context, chrome: chrome, layout: layout)
    let count = frame.buttons.count
    guard count > 0 else { return frame }
    let wrapped = FocusRing.wrap(context.focus, count: count)
    if wrapped != context.focus {
      // A caller that keeps its focus in range (the session does) never pays for this second compose.
      var focused = context
      focused.focus = wrapped
      frame = compose(state, context: focused, chrome: chrome, layout: layout)
    }
    frame.focus = wrapped
    return frame
  }

  /// What can be pressed and scrolled for a state, without the frame around it: the phone's content and any
  /// overlay are laid out as `render` would, but no device frame, inspector, help or status is drawn.
  ///
  /// Input handling reads this model, so a key never depends on the last frame drawn.
  public static func model(_ state: ConsentState, context: ScreenContext, chrome: Chrome, size: Size)
    -> ScreenModel
  {
    guard let layout = chrome.device.layoutPhone(in: size, showsInspector: chrome.showsInspector) else {
      return ScreenModel(buttons: [], focus: nil, scroll: nil)
    }
    let frame = compose(state, context: context, chrome: chrome, layout: layout, drawsChrome: false)
    let focus = frame.buttons.isEmpty ? nil : FocusRing.wrap(context.focus, count: frame.buttons.count)
    return ScreenModel(buttons: frame.buttons, focus: focus, scroll: frame.scroll)
  }

  /// Draws everything for one focus index; without `drawsChrome`, only the phone's content and overlay.
  static func compose(
    _ state: ConsentState, context: ScreenContext, chrome: Chrome, layout: PhoneLayout,
    drawsChrome: Bool = true
  ) -> RenderedFrame {
    var buffer = Buffer(width: layout.terminal.width, height: layout.terminal.height)
    if drawsChrome { DeviceFrame.draw(layout, buffer: &buffer) }
    var behind = context
    if state.overlay != nil {
      // The scroll keys move the layer on top; the screen behind stays where it was.
      behind.focus = -1
      behind.scroll = nil
    }
    let page = ScrollingContent.draw(into: buffer, layout: layout, context: behind) {
      screen(for: state.screen).draw(state, on: &$0)
    }
    var buttons = page.canvas.buttons
    var findings = page.canvas.findings
    var shownKeys = page.canvas.shownKeys
    var elements = page.canvas.elements
    var scroll = page.window
    buffer = page.canvas.buffer
    if state.isControlCentreDown { ControlCentreOverlay.draw(layout: layout, buffer: &buffer) }
    if let overlay = state.overlay {
      buffer.restyle(layout.content, with: Style(.dimmedBackdrop))
      let view = view(for: overlay)
      var top: ScreenCanvas
      if view.isFullPage {
        let sheet = ScrollingContent.draw(into: buffer, layout: layout, context: context) {
          view.draw(state, layout: layout, on: &$0)
        }
        top = sheet.canvas
      } else {
        top = ScreenCanvas(buffer: buffer, area: layout.content, context: context)
        view.draw(state, layout: layout, on: &top)
      }
      scroll = top.scroll
      view.decorate(layout: layout, buffer: &top.buffer)
      buttons = top.buttons
      elements = top.elements
      findings += top.findings
      shownKeys += top.shownKeys
      buffer = top.buffer
    }
    let layoutFindings = findings
    var listed = Set<CopyKey>()
    for key in shownKeys where listed.insert(key).inserted { findings += chrome.copyFindings[key] ?? [] }
    findings = chrome.notices + findings
    guard drawsChrome else {
      var model = RenderedFrame(buffer: buffer, buttons: buttons, findings: findings, shownKeys: shownKeys)
      model.layoutFindings = layoutFindings
      model.scroll = scroll
      return model
    }
    if chrome.showsInspector, let panel = layout.inspector {
      InspectorPanel.draw(state, chrome: chrome, layoutFindings: findings, in: panel, buffer: &buffer)
    }
    if chrome.showsHelp { HelpOverlay.draw(chrome.helpLines, in: &buffer) }
    if let status = chrome.status {
      StatusLine.draw(status, in: &buffer)
    } else if chrome.showsInspector, layout.inspector == nil, layout.isCompact {
      StatusLine.draw(PrototypeText.inspectorHidden(needed: layout.inspectorSize), in: &buffer)
    }
    var frame = RenderedFrame(buffer: buffer, buttons: buttons, findings: findings, shownKeys: shownKeys)
    frame.layoutFindings = layoutFindings
    frame.scroll = scroll
    frame.elements = elements
    return frame
  }

  /// The view of a screen.
  static func screen(for screen: PhoneScreen) -> any JourneyScreen {
    switch screen {
    case .springboard: return SpringboardScreen()
    case .onboarding(let step): return OnboardingScreen(step: step)
    case .introSheet: return IntroSheetScreen()
    case .consentForm: return ConsentFormScreen()
    case .explainer: return ExplainerScreen()
    case .primer: return PrimerScreen()
    case .home: return HomeScreen()
    case .feature: return FeatureScreen()
    case .recovery: return RecoveryScreen()
    case .outcome(let status): return OutcomeScreen(status: status)
    case .additionalInformation: return AdditionalInformationScreen()
    case .settingsTracking: return SettingsTrackingScreen()
    case .settingsApp: return SettingsAppScreen()
    case .crashed(let reason): return CrashedScreen(reason: reason)
    }
  }

  /// The view of a system overlay.
  static func view(for overlay: SystemOverlay) -> any SystemOverlayView {
    switch overlay {
    case .trackingPrompt(.classicAlert): return TrackingAlertOverlay()
    case .trackingPrompt(.expandedSheet(let usesMarkdown, let additionalInformation)):
      return ExpandedSheetOverlay(usesMarkdown: usesMarkdown, additionalInformation: additionalInformation)
    case .otherPermissionAlert: return PermissionAlertOverlay()
    case .appToggleConfirmation: return AppToggleConfirmationOverlay()
    case .globalToggleOffConfirmation: return GlobalToggleOffConfirmationOverlay()
    }
  }
}

/// The message shown instead of the phone when the terminal is too small.
enum TooSmallNotice {
  static func draw(size: Size, needed: Size, full: Size, in buffer: inout Buffer) {
    let message =
      "enlarge the terminal to at least \(needed) (this is \(size); \(full) shows the full layout)"
    let paragraph = Paragraph(message, style: Style(.warning), alignment: .center)
    let rows = paragraph.height(forWidth: max(1, buffer.width))
    let y = max(0, (buffer.height - rows) / 2)
    buffer.render(paragraph, in: Rect(x: 0, y: y, width: buffer.width, height: buffer.height - y))
  }
}
