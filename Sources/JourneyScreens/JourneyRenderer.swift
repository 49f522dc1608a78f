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
  /// How much of the tool is drawn around the phone.
  public var presentation = Presentation.tool
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

/// Turns the engine state into a frame: lays the screen out once (`layout`), then paints the layout with the
/// phone frame, inspector, help and status line (`paint`).
public enum JourneyRenderer {
  /// Renders one frame of `size` cells: `layout`, then `paint` with the context's focus and scroll offset.
  ///
  /// The screen for `state.screen` is drawn in the phone's content rect; `state.overlay`, if any, is
  /// drawn over the dimmed screen and then only its buttons are in `buttons`. `context.focus` wraps
  /// modulo the number of buttons. A terminal smaller than the phone gets a notice and `requiredSize`.
  public static func render(_ state: ConsentState, context: ScreenContext, chrome: Chrome, size: Size)
    -> RenderedFrame
  {
    let layout = layout(
      state, context: context, device: chrome.device, showsInspector: chrome.showsInspector, size: size)
    return paint(layout, focus: context.focus, scroll: context.scroll, state: state, chrome: chrome)
  }

  /// Lays out the phone's content and any overlay for a state once.
  ///
  /// The layout holds what they draw, their buttons, what VoiceOver reads, the scroll rule and the findings.
  /// The context's focus and scroll offset are not read: they are paint inputs.
  public static func layout(
    _ state: ConsentState, context: ScreenContext, device: Device, showsInspector: Bool, size: Size
  ) -> ScreenLayout {
    var context = context
    (context.focus, context.scroll) = (0, nil)
    let phone = device.layoutPhone(
      in: CaptionStrip.phoneRoom(in: size, device: device, presents: context.presents),
      showsInspector: showsInspector && !context.presents)
    var laidOut = ScreenLayout(phone: phone, size: size, device: device)
    guard let phone else { return laidOut }
    let page = ScrollingContent.draw(layout: phone, context: context, hasFocus: state.overlay == nil) {
      screen(for: state.screen).draw(state, on: &$0)
    }
    var display = page.canvas.display
    if screen(for: state.screen).isGroupedList, state.overlay == nil, !state.isControlCentreDown {
      // The grouped list's ground goes under the status bar and the home indicator too, as on iOS; under a
      // scrim the phone's edge stays as it is around any dimmed screen.
      display.ground(phone.frame.inset(by: .all(1)), with: .groupedBackground, under: true)
    }
    var buttons = page.canvas.buttons
    var findings = page.canvas.findings
    var shownKeys = page.canvas.shownKeys
    var elements = page.canvas.elements
    var scroll = page.window
    var buttonsScroll = page.canvas.buttonsScroll
    if state.isControlCentreDown {
      ControlCentreOverlay.draw(layout: phone, presents: context.presents, on: &display)
    }
    if let overlay = state.overlay {
      // The scroll keys move the layer on top; the screen behind stays where it was.
      display.restyle(phone.content, with: Style(.dimmedBackdrop))
      let view = view(for: overlay)
      var top: ScreenCanvas
      if view.isFullPage {
        let sheet = ScrollingContent.draw(layout: phone, context: context) {
          view.draw(state, layout: phone, on: &$0)
        }
        top = sheet.canvas
      } else {
        top = ScreenCanvas(surface: phone.terminal, area: phone.content, context: context)
        view.draw(state, layout: phone, on: &top)
      }
      // The tool's note on the sheet's unverified text stays out of a presented phone.
      if !context.presents { view.decorate(layout: phone, on: &top.display) }
      display.append(top.display)
      scroll = top.scroll
      buttonsScroll = top.buttonsScroll
      buttons = top.buttons
      elements = top.elements
      findings += top.findings
      shownKeys += top.shownKeys
    }
    if let caption = context.caption {
      let strip = CaptionStrip.draw(caption, under: phone, size: size, context: context)
      display.append(strip.display)
      findings += strip.findings
      shownKeys += strip.shownKeys
    }
    laidOut.display = display
    laidOut.laidOutButtons = buttons
    laidOut.findings = findings
    laidOut.shownKeys = shownKeys
    laidOut.elements = elements
    laidOut.scroll = scroll
    laidOut.buttonsScroll = buttonsScroll
    return laidOut
  }

  /// Paints a layout with the phone's frame, the inspector, help and the status line.
  ///
  /// The layout is painted with the focus (wrapped into the buttons' range) and scroll offset; the
  /// inspector goes beside the phone when it fits; lint's findings on the keys shown and the notices join
  /// the layout's findings.
  public static func paint(
    _ layout: ScreenLayout, focus: Int, scroll: Int?, state: ConsentState, chrome: Chrome
  )
    -> RenderedFrame
  {
    var buffer = Buffer(width: layout.size.width, height: layout.size.height)
    guard let phone = layout.phone else {
      let needed = PhoneLayout.compactMinimumSize(for: layout.device)
      TooSmallNotice.draw(
        size: layout.size, needed: needed, full: PhoneLayout.minimumSizeWithInspector(for: layout.device),
        in: &buffer)
      return RenderedFrame(buffer: buffer, requiredSize: needed)
    }
    var inputs = layout.paintInputs(focus: focus, scroll: scroll)
    inputs.drawsFocus = chrome.presentation.drawsFocusedButton
    DeviceFrame.draw(phone, buffer: &buffer)
    layout.paint(into: &buffer, inputs)
    var findings = layout.findings
    var listed = Set<CopyKey>()
    for key in layout.shownKeys where listed.insert(key).inserted {
      findings += chrome.copyFindings[key] ?? []
    }
    findings = chrome.notices + findings
    let buttons = layout.buttons(inputs)
    guard !chrome.presentation.showsPhoneAlone else {
      // The phone alone: no inspector, no status line; the walk marks the focus outside the border.
      if chrome.presentation == .presented, buttons.indices.contains(inputs.focus) {
        FocusMarks.draw(around: buttons[inputs.focus].frame, phone: phone, in: &buffer)
      }
      if chrome.showsHelp { HelpOverlay.draw(chrome.helpLines, in: &buffer) }
      return frame(buffer, layout, buttons: buttons, findings: findings, inputs: inputs)
    }
    if chrome.showsInspector, let panel = phone.inspector {
      InspectorPanel.draw(state, chrome: chrome, layoutFindings: findings, in: panel, buffer: &buffer)
    }
    if chrome.showsHelp { HelpOverlay.draw(chrome.helpLines, in: &buffer) }
    if let status = chrome.status {
      StatusLine.draw(status, in: &buffer)
    } else if chrome.showsInspector, phone.inspector == nil, phone.isCompact {
      StatusLine.draw(PrototypeText.inspectorHidden(needed: phone.inspectorSize), in: &buffer)
    }
    return frame(buffer, layout, buttons: buttons, findings: findings, inputs: inputs)
  }

  /// The frame of a painted buffer: the buttons where they are shown, findings, focus and scroll window.
  private static func frame(
    _ buffer: Buffer, _ layout: ScreenLayout, buttons: [ScreenButton], findings: [LayoutFinding],
    inputs: PaintInputs
  ) -> RenderedFrame {
    var frame = RenderedFrame(
      buffer: buffer, buttons: buttons, findings: findings, shownKeys: layout.shownKeys)
    frame.layoutFindings = layout.findings
    frame.scroll = layout.scrollWindow(inputs)
    frame.elements = layout.elements
    frame.focus = buttons.isEmpty ? nil : inputs.focus
    return frame
  }

  /// The view of a screen.
  static func screen(for screen: PhoneScreen) -> any JourneyScreen {
    switch screen {
    case .springboard: return SpringboardScreen()
    case .onboarding(let step): return OnboardingScreen(step: step)
    case .introSheet: return IntroSheetScreen()
    case .consentForm: return ConsentFormScreen()
    case .consentOptions: return ConsentOptionsScreen()
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
