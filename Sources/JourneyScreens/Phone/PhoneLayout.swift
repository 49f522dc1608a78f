import TerminalKit

/// Where the phone (and the inspector beside it) sits in a terminal.
public struct PhoneLayout: Sendable, Hashable {
  /// Width of the inspector panel.
  public static let inspectorWidth = 34
  /// Columns between the phone and the inspector.
  public static let gap = 2

  /// The device drawn.
  public let device: Device
  /// The terminal size laid out.
  public let terminal: Size
  /// The phone's outer frame.
  public let frame: Rect
  /// The phone's content rect (absolute).
  public let content: Rect
  /// The inspector panel, when asked for and when it fits.
  public let inspector: Rect?

  /// The smallest terminal that can show the phone (for "enlarge the terminal to at least W×H").
  public static func minimumSize(for device: Device) -> Size { device.frameSize }

  /// The smallest terminal that shows the phone and the inspector side by side.
  public static func minimumSizeWithInspector(for device: Device) -> Size {
    Size(width: device.frameSize.width + gap + inspectorWidth, height: device.frameSize.height)
  }

  /// Centres the phone in a terminal, with the inspector on its right when asked for and when it
  /// fits; nil when the terminal is smaller than the phone.
  public static func layout(device: Device, in terminal: Size, showsInspector: Bool = false) -> PhoneLayout? {
    guard terminal.contains(minimumSize(for: device)) else { return nil }
    let screen = Rect(size: terminal)
    let withInspector = showsInspector && terminal.contains(minimumSizeWithInspector(for: device))
    let group = withInspector ? minimumSizeWithInspector(for: device) : device.frameSize
    let placed = screen.centered(group)
    let frame = Rect(x: placed.x, y: placed.y, width: device.frameSize.width, height: device.frameSize.height)
    let content = Rect(
      x: frame.x + device.contentRect.x, y: frame.y + device.contentRect.y,
      width: device.contentRect.width, height: device.contentRect.height)
    let inspector =
      withInspector
      ? Rect(x: frame.maxX + gap, y: frame.y, width: inspectorWidth, height: frame.height) : nil
    return PhoneLayout(
      device: device, terminal: terminal, frame: frame, content: content, inspector: inspector)
  }

  /// The system alert box for a content height, centred in the phone's content.
  public func alertRect(contentHeight: Int) -> Rect {
    content.centered(Size(width: device.alertWidth, height: contentHeight + 2))
  }
}

extension Device {
  /// Lays this phone out in a terminal; see `PhoneLayout.layout(device:in:showsInspector:)`.
  public func layoutPhone(in terminal: Size, showsInspector: Bool = false) -> PhoneLayout? {
    PhoneLayout.layout(device: self, in: terminal, showsInspector: showsInspector)
  }
}
