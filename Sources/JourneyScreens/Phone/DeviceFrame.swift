import TerminalKit

/// Draws a phone's chrome: rounded border, status bar with "9:41" and the Dynamic Island (or the
/// earpiece of a Home-button model), and the home indicator (or Home button) at the bottom.
public enum DeviceFrame {
  /// The time iOS shows in marketing images.
  public static let statusTime = "9:41"
  /// The Dynamic Island mark.
  public static let island = "▬▬▬▬▬"
  /// The earpiece mark of a Home-button model.
  public static let earpiece = "──"
  /// The signal and battery marks on the right of the status bar.
  public static let statusIcons = "▂▄▆ ▭"
  /// The home indicator.
  public static let homeIndicator = "━━━━━━━━━━"
  /// The Home button.
  public static let homeButton = "◯"

  /// Draws the frame of a device into `frame` (its outer rect), leaving the content rect untouched.
  public static func draw(_ device: Device, in frame: Rect, buffer: inout Buffer) {
    let style = Style(.deviceFrame)
    buffer.fill(frame.inset(by: .all(1)), with: Cell(" ", style: .plain))
    buffer.drawBorder(frame, border: .rounded, style: style)
    let inner = frame.inset(by: .symmetric(horizontal: 2))
    let status = Rect(x: inner.x, y: frame.y + 1, width: inner.width, height: 1)
    let centreMark = device.hasHomeButton ? earpiece : island
    buffer.write(statusTime, at: Point(x: status.x, y: status.y), style: style, clip: status)
    let markWidth = DisplayWidth.of(centreMark)
    buffer.write(
      centreMark, at: Point(x: status.x + (status.width - markWidth) / 2, y: status.y), style: style,
      clip: status)
    let iconsWidth = DisplayWidth.of(statusIcons)
    buffer.write(statusIcons, at: Point(x: status.maxX - iconsWidth, y: status.y), style: style, clip: status)
    let bottomMark = device.hasHomeButton ? homeButton : homeIndicator
    let bottomWidth = DisplayWidth.of(bottomMark)
    let bottomRow = frame.maxY - 2
    buffer.write(
      bottomMark, at: Point(x: frame.x + (frame.width - bottomWidth) / 2, y: bottomRow), style: style,
      clip: frame)
  }

  /// Draws the frame for a layout.
  public static func draw(_ layout: PhoneLayout, buffer: inout Buffer) {
    if layout.isCompact {
      drawCompact(layout.device, in: layout.frame, buffer: &buffer)
    } else {
      draw(layout.device, in: layout.frame, buffer: &buffer)
    }
  }

  /// Draws the compact frame: the status bar's marks on the top border and the home indicator (or
  /// Home button) on the bottom border, so every row inside is content.
  public static func drawCompact(_ device: Device, in frame: Rect, buffer: inout Buffer) {
    let style = Style(.deviceFrame)
    buffer.fill(frame.inset(by: .all(1)), with: Cell(" ", style: .plain))
    buffer.drawBorder(frame, border: .rounded, style: style)
    let inner = frame.inset(by: .symmetric(horizontal: 2))
    let top = Rect(x: inner.x, y: frame.y, width: inner.width, height: 1)
    func mark(_ text: String, x: Int, y: Int, clip: Rect) {
      buffer.write(" \(text) ", at: Point(x: x - 1, y: y), style: style, clip: clip)
    }
    mark(statusTime, x: top.x, y: top.y, clip: frame)
    let centreMark = device.hasHomeButton ? earpiece : island
    mark(centreMark, x: top.x + (top.width - DisplayWidth.of(centreMark)) / 2, y: top.y, clip: frame)
    mark(statusIcons, x: top.maxX - DisplayWidth.of(statusIcons), y: top.y, clip: frame)
    let bottomMark = device.hasHomeButton ? homeButton : homeIndicator
    mark(
      bottomMark, x: frame.x + (frame.width - DisplayWidth.of(bottomMark)) / 2, y: frame.maxY - 1, clip: frame
    )
  }
}
