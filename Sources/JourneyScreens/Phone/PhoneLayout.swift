import TerminalKit

/// Where the phone (and the inspector beside it) sits in a terminal.
public struct PhoneLayout: Sendable, Hashable {
  /// Width of the inspector panel in the smallest terminal that shows it.
  public static let inspectorWidth = 34
  /// The widest the inspector grows in a wide terminal.
  public static let maximumInspectorWidth = 60
  /// Columns kept free either side of a phone and a grown inspector.
  static let margin = 2

  /// The inspector's width beside a phone `phoneWidth` wide in a terminal `terminalWidth` wide: it grows
  /// with the terminal from `inspectorWidth` to `maximumInspectorWidth`, keeping a margin either side.
  public static func inspectorWidth(phoneWidth: Int, terminalWidth: Int) -> Int {
    let room = terminalWidth - phoneWidth - gap - 2 * margin
    return min(maximumInspectorWidth, max(inspectorWidth, room))
  }
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
  /// True for the compact phone of a short terminal: the status bar and home indicator sit in the
  /// border, the content is shorter than the phone's and scrolls, and the last row is kept for a hint.
  public var isCompact = false

  /// Rows of the shortest compact phone (border included).
  public static let compactMinimumHeight = 17

  /// The smallest terminal that can show the phone (for "enlarge the terminal to at least W×H").
  public static func minimumSize(for device: Device) -> Size { device.frameSize }

  /// The smallest terminal that shows the phone and the inspector side by side.
  public static func minimumSizeWithInspector(for device: Device) -> Size {
    Size(width: device.frameSize.width + gap + inspectorWidth, height: device.frameSize.height)
  }

  /// The smallest terminal that shows any phone: the compact phone plus its hint row.
  public static func compactMinimumSize(for device: Device) -> Size {
    Size(width: device.frameSize.width, height: compactMinimumHeight + 1)
  }

  /// Centres the phone in a terminal, with the inspector on its right when asked for and when it
  /// fits; a compact phone in a terminal shorter than the phone; nil when even that does not fit.
  public static func layout(device: Device, in terminal: Size, showsInspector: Bool = false) -> PhoneLayout? {
    guard terminal.contains(minimumSize(for: device)) else {
      return compact(device: device, in: terminal, showsInspector: showsInspector)
    }
    let screen = Rect(size: terminal)
    let withInspector = showsInspector && terminal.contains(minimumSizeWithInspector(for: device))
    let panelWidth = inspectorWidth(phoneWidth: device.frameSize.width, terminalWidth: terminal.width)
    let group =
      withInspector
      ? Size(width: device.frameSize.width + gap + panelWidth, height: device.frameSize.height)
      : device.frameSize
    let placed = screen.centered(group)
    let frame = Rect(x: placed.x, y: placed.y, width: device.frameSize.width, height: device.frameSize.height)
    let content = Rect(
      x: frame.x + device.contentRect.x, y: frame.y + device.contentRect.y,
      width: device.contentRect.width, height: device.contentRect.height)
    let inspector =
      withInspector
      ? Rect(x: frame.maxX + gap, y: frame.y, width: panelWidth, height: frame.height) : nil
    return PhoneLayout(
      device: device, terminal: terminal, frame: frame, content: content, inspector: inspector)
  }

  /// The compact phone: as wide as the phone, as tall as the terminal less its hint row (at most the
  /// full content height), with the inspector beside it when asked for and when it fits.
  static func compact(device: Device, in terminal: Size, showsInspector: Bool) -> PhoneLayout? {
    guard terminal.contains(compactMinimumSize(for: device)) else { return nil }
    let height = min(device.frameSize.height - 2, terminal.height - 1)
    let phone = Size(width: device.frameSize.width, height: height)
    let withInspector = showsInspector && terminal.width >= phone.width + gap + inspectorWidth
    let panelWidth = inspectorWidth(phoneWidth: phone.width, terminalWidth: terminal.width)
    let group = Size(width: phone.width + (withInspector ? gap + panelWidth : 0), height: height)
    let placed = Rect(size: Size(width: terminal.width, height: terminal.height - 1)).centered(group)
    let frame = Rect(x: placed.x, y: placed.y, width: phone.width, height: height)
    let content = frame.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2))
    let inspector =
      withInspector ? Rect(x: frame.maxX + gap, y: frame.y, width: panelWidth, height: height) : nil
    var layout = PhoneLayout(
      device: device, terminal: terminal, frame: frame, content: content, inspector: inspector)
    layout.isCompact = true
    return layout
  }

  /// The terminal size that shows this phone with the inspector beside it.
  public var inspectorSize: Size {
    Size(
      width: frame.width + PhoneLayout.gap + PhoneLayout.inspectorWidth,
      height: isCompact ? frame.height + 1 : frame.height)
  }

  /// Rows of content the phone has when it is not compact: the height screens are designed for.
  public var designHeight: Int { device.contentRect.height }

  /// The system alert box for a content height, centred in the phone's content and no taller than it
  /// (a taller alert scrolls its text).
  public func alertRect(contentHeight: Int) -> Rect {
    content.centered(Size(width: device.alertWidth, height: min(content.height, contentHeight + 2)))
  }
}

extension Device {
  /// Lays this phone out in a terminal; see `PhoneLayout.layout(device:in:showsInspector:)`.
  public func layoutPhone(in terminal: Size, showsInspector: Bool = false) -> PhoneLayout? {
    PhoneLayout.layout(device: self, in: terminal, showsInspector: showsInspector)
  }
}
