import ConsentEngine

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

  /// Creates chrome options.
  public init(
    device: Device = .standard, showsInspector: Bool = true, showsHelp: Bool = false, locale: String = "en",
    variant: String = "base", pseudo: String? = nil
  ) {
    self.device = device
    self.showsInspector = showsInspector
    self.showsHelp = showsHelp
    self.locale = locale
    self.variant = variant
    self.pseudo = pseudo
  }
}

/// Turns the engine state into a frame: phone frame, the screen, any system overlay, inspector and help.
public enum JourneyRenderer {
  /// Renders one frame of `size` cells.
  public static func render(_ state: ConsentState, context: ScreenContext, chrome: Chrome, size: Size)
    -> RenderedFrame
  {
    var buffer = Buffer(width: size.width, height: size.height)
    guard let layout = chrome.device.layoutPhone(in: size, showsInspector: chrome.showsInspector) else {
      let needed = PhoneLayout.minimumSize(for: chrome.device)
      TooSmallNotice.draw(needed: needed, in: &buffer)
      return RenderedFrame(buffer: buffer, requiredSize: needed)
    }
    DeviceFrame.draw(layout, buffer: &buffer)
    var canvas = ScreenCanvas(buffer: buffer, area: layout.content, context: context)
    screen(for: state.screen).draw(state, on: &canvas)
    return RenderedFrame(
      buffer: canvas.buffer, buttons: canvas.buttons, findings: canvas.findings, shownKeys: canvas.shownKeys)
  }

  static func screen(for screen: PhoneScreen) -> any JourneyScreen {
    switch screen {
    case .primer: return PrimerScreen()
    default: return PrimerScreen()
    }
  }
}

/// The message shown instead of the phone when the terminal is too small.
enum TooSmallNotice {
  static func draw(needed: Size, in buffer: inout Buffer) {
    let message = "enlarge the terminal to at least \(needed)"
    let paragraph = Paragraph(message, style: Style(.warning), alignment: .center)
    let rows = paragraph.height(forWidth: max(1, buffer.width))
    let y = max(0, (buffer.height - rows) / 2)
    buffer.render(paragraph, in: Rect(x: 0, y: y, width: buffer.width, height: buffer.height - y))
  }
}
