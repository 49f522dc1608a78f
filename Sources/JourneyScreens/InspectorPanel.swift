import ConsentEngine
import TerminalKit

/// The panel beside the phone: what the engine knows now, the last events and every finding.
///
/// Tool chrome, in English.
enum InspectorPanel {
  /// Events listed.
  static let eventCount = 6

  /// The panel's lines for a state, chrome options and this frame's layout findings.
  static func lines(_ state: ConsentState, chrome: Chrome, layoutFindings: [LayoutFinding]) -> [TextBlock] {
    let label = Style(.inspectorLabel, bold: true)
    let value = Style(.inspector)
    func row(_ name: String, _ text: String) -> TextBlock {
      // The label is a marker: a value too long for one line continues under the value, not the label.
      TextBlock(StyledText(text, style: value), bullet: padded(name, 8), bulletStyle: label)
    }
    func heading(_ text: String) -> TextBlock { TextBlock(StyledText(text, style: label)) }
    let status = state.trackingStatus
    let idfa = state.idfa
    let split = idfa.index(idfa.startIndex, offsetBy: min(19, idfa.count))
    var blocks: [TextBlock] = [
      heading("INSPECTOR"),
      row("status", "\(status.name) (\(status.rawValue))"),
      row("app", state.appState.rawValue),
      row("screen", screenName(state)),
      row("IDFA", String(idfa[..<split])),
      row("", String(idfa[split...])),
      row("npa", state.npa ? "1 (non-personalised)" : "0"),
      row("consent", "\(state.consentStatus.name) (\(state.consentStatus.rawValue))"),
      row("region", state.device.region.rawValue),
      row("wiring", state.definition.wiring.rawValue),
      row("OS", "iOS \(state.device.osVersion)" + (state.isEU ? " · EU" : "")),
      row("country", "device \(state.device.deviceCountry) · account \(state.device.accountCountry)"),
      row("sessions", "\(state.sessions) · prompts \(state.promptsShown)"),
      row("copy", "\(chrome.locale) · \(chrome.variant) · \(chrome.pseudo ?? "no pseudo")"),
      TextBlock(""),
      heading("EVENTS"),
    ]
    let events = state.events.suffix(eventCount)
    blocks += events.isEmpty ? [row("", "—")] : events.map { row("\($0.time)", $0.name) }
    blocks += [TextBlock(""), heading("FINDINGS")]
    let findings =
      state.findings.map { "\($0.rule) \($0.message)" } + layoutFindings.map { "\($0.rule) \($0.ref)" }
    blocks +=
      findings.isEmpty
      ? [row("", "none")] : findings.map { TextBlock(StyledText($0, style: Style(.warning)), bullet: "•") }
    return blocks
  }

  /// The screen and overlay in a few words.
  static func screenName(_ state: ConsentState) -> String {
    var name = screenName(state.screen)
    if let overlay = state.overlay { name += " + " + overlayName(overlay) }
    return name
  }

  /// A screen's name.
  static func screenName(_ screen: PhoneScreen) -> String {
    switch screen {
    case .springboard: return "springboard"
    case .onboarding(let step): return "onboarding \(step + 1)"
    case .introSheet: return "introSheet"
    case .consentForm: return "consentForm"
    case .explainer: return "explainer"
    case .primer: return "primer"
    case .home: return "home"
    case .feature: return "feature"
    case .recovery: return "recovery"
    case .outcome(let status): return "outcome \(status.name)"
    case .additionalInformation: return "additionalInformation"
    case .settingsTracking: return "settings › tracking"
    case .settingsApp: return "settings › app"
    case .crashed: return "crashed (ATT-9)"
    }
  }

  /// An overlay's name.
  static func overlayName(_ overlay: SystemOverlay) -> String {
    switch overlay {
    case .trackingPrompt(.classicAlert): return "alert"
    case .trackingPrompt(.expandedSheet(let markdown, let info)):
      return "sheet" + (markdown ? " md" : "") + (info ? " +info" : "")
    case .otherPermissionAlert: return "other alert"
    case .appToggleConfirmation: return "app toggle confirm"
    case .globalToggleOffConfirmation: return "global off confirm"
    }
  }

  /// Text padded with spaces to a width (ASCII labels).
  static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// Draws the panel into its rect; lines that do not fit end with a visible "…".
  static func draw(
    _ state: ConsentState, chrome: Chrome, layoutFindings: [LayoutFinding], in rect: Rect,
    buffer: inout Buffer
  ) {
    buffer.fill(rect, with: Cell(" ", style: Style(.inspector)))
    buffer.drawBorder(rect, border: .square, style: Style(.inspector))
    let inner = rect.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 1))
    let wrapped = lines(state, chrome: chrome, layoutFindings: layoutFindings).flatMap {
      TextBlock.wrap([$0], width: inner.width)
    }
    _ = buffer.drawLines(wrapped, in: inner, alignment: .leading)
  }
}
