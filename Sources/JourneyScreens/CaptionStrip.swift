import StringTables
import TerminalKit

/// A demo's caption under the phone: up to two centred lines from the `Demos` table.
///
/// A presented phone keeps `Presentation.captionRows` free under it; the working view draws the caption in
/// whatever rows are free under the phone.
public enum CaptionStrip {
  /// The string table captions come from.
  public static let table = "Demos"
  /// Lines a caption may take.
  public static let lines = 2

  /// The room the phone is laid out in: the terminal, less the caption's rows on a presented phone when
  /// the terminal has them to spare.
  static func phoneRoom(in size: Size, device: Device, presents: Bool) -> Size {
    guard presents, size.height >= device.frameSize.height + Presentation.captionRows else { return size }
    return Size(width: size.width, height: size.height - Presentation.captionRows)
  }

  /// Where the caption goes under a phone: as wide as the phone and its focus marks, one row below the
  /// border when there is room for that gap; nil when no row is left.
  static func rect(under phone: PhoneLayout, size: Size) -> Rect? {
    let x = max(0, phone.frame.x - 2)
    let width = min(size.width - x, phone.frame.width + 4)
    let free = size.height - phone.frame.maxY
    guard free > 0, width > 0 else { return nil }
    let y = phone.frame.maxY + (free > lines ? 1 : 0)
    return Rect(x: x, y: y, width: width, height: min(lines, size.height - y))
  }

  /// Records the caption's text under the phone; its keys and findings join the layout's.
  static func draw(_ caption: CopyKey, under phone: PhoneLayout, size: Size, context: ScreenContext)
    -> ScreenCanvas
  {
    var context = context
    // The caption is the demo's, not the phone's: it keeps one size whatever the phone's text size.
    context.textSize = .standard
    guard let rect = rect(under: phone, size: size) else {
      return ScreenCanvas(surface: size, area: Rect(x: 0, y: 0, width: 0, height: 0), context: context)
    }
    var canvas = ScreenCanvas(surface: size, area: rect, context: context, hasFocus: false)
    canvas.paragraph(caption, style: Style(.caption), alignment: .center, spacing: 0)
    return canvas
  }
}
