import ConsentEngine
import StringTables
import TerminalKit

/// One screen of the journey: draws itself for a state onto a canvas over the phone's content area.
protocol JourneyScreen {
  /// Draws the screen.
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas)

  /// True for a page iOS draws as a grouped list (Settings): its ground reaches the phone's whole screen.
  var isGroupedList: Bool { get }
}

extension JourneyScreen {
  /// A screen is not a grouped list unless it says so.
  var isGroupedList: Bool { false }
}

/// Something iOS draws over the dimmed screen; only its buttons can be pressed.
protocol SystemOverlayView {
  /// Draws the overlay; the canvas covers the phone's content area.
  func draw(_ state: ConsentState, layout: PhoneLayout, on canvas: inout ScreenCanvas)

  /// True for a sheet that covers the whole content and scrolls like a screen.
  var isFullPage: Bool { get }

  /// Draws what the overlay adds outside the content (a label on the phone's edge).
  func decorate(layout: PhoneLayout, on display: inout DisplayList)
}

extension SystemOverlayView {
  /// Alerts are boxes over the screen.
  var isFullPage: Bool { false }

  /// Nothing outside the content.
  func decorate(layout: PhoneLayout, on display: inout DisplayList) {}
}

extension ScreenCanvas {
  /// An app page's heading and text from the top: a centred bold title, then the body.
  mutating func page(title: CopyKey, body: CopyKey, topSpace: Int = 2) {
    space(topSpace)
    paragraph(title, style: Style(.title, bold: true), alignment: .center, spacing: 1)
    paragraph(body)
  }

  /// Takes rows from the bottom (above buttons placed so far) for a widget the caller draws.
  mutating func reserveBottom(_ rows: Int) -> Rect {
    let height = min(rows, remainingRows)
    bottom -= height
    return Rect(x: area.x, y: bottom, width: area.width, height: height)
  }

  /// Draws into a narrower column from the current top, continuing the focus order.
  mutating func indented(by columns: Int, _ draw: (inout ScreenCanvas) -> Void) {
    var inner = child(
      area: Rect(x: area.x + columns, y: top, width: area.width - columns, height: remainingRows))
    draw(&inner)
    let usedTop = inner.top
    merge(inner)
    top = min(bottom, usedTop)
  }

  /// A secondary button (Not Now, Manage options): same size, quieter style.
  static func secondary(_ ref: CopyKey, _ action: ConsentAction) -> ButtonSpec {
    ButtonSpec(.secondary, ref, action, style: Style(.link))
  }
}
