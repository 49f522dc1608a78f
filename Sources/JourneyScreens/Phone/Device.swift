import TerminalKit

/// A phone model drawn as a terminal frame whose content width models the phone's line length.
///
/// Body text of a 6.1″ iPhone holds about 40 columns, so one column ≈ 393/40 points; the other
/// models scale by their width in points. The system alert is 270 pt wide on every model
/// (≈ 28 columns). The frame adds a border and a one-column margin on each side, a status bar
/// row at the top and a home indicator row at the bottom.
public struct Device: Sendable, Hashable, Identifiable {
  /// The id used on the command line (`--device`).
  public let id: String
  /// A readable name.
  public let name: String
  /// Screen diagonal in inches.
  public let diagonal: Double
  /// Outer frame size in cells, border included.
  public let frameSize: Size
  /// Content width of a system alert, in columns.
  public let alertContentWidth: Int
  /// True for models with a Home button (no Dynamic Island, no home indicator).
  public let hasHomeButton: Bool

  /// Creates a device.
  public init(
    id: String, name: String, diagonal: Double, frameSize: Size, alertContentWidth: Int,
    hasHomeButton: Bool
  ) {
    self.id = id
    self.name = name
    self.diagonal = diagonal
    self.frameSize = frameSize
    self.alertContentWidth = alertContentWidth
    self.hasHomeButton = hasHomeButton
  }

  /// iPhone SE (4.7″, 375 pt): 38 columns of body text.
  public static let iPhoneSE = Device(
    id: "iphone-se", name: "iPhone SE", diagonal: 4.7, frameSize: Size(width: 42, height: 26),
    alertContentWidth: 28, hasHomeButton: true)
  /// iPhone 15 (6.1″, 393 pt): 40 columns of body text; the default.
  public static let iPhone15 = Device(
    id: "iphone-15", name: "iPhone 15", diagonal: 6.1, frameSize: Size(width: 44, height: 30),
    alertContentWidth: 28, hasHomeButton: false)
  /// iPhone 15 Pro Max (6.7″, 430 pt): 44 columns of body text.
  public static let iPhone15ProMax = Device(
    id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", diagonal: 6.7,
    frameSize: Size(width: 48, height: 32), alertContentWidth: 28, hasHomeButton: false)

  /// Every model, smallest first.
  public static let all: [Device] = [.iPhoneSE, .iPhone15, .iPhone15ProMax]

  /// The default model.
  public static let standard = iPhone15

  /// The model with an id, or nil.
  public static func named(_ id: String) -> Device? {
    all.first { $0.id == id }
  }

  /// The content rect (inside border, margins, status bar and home row) for a frame at the origin.
  public var contentRect: Rect {
    Rect(x: 2, y: 2, width: frameSize.width - 4, height: frameSize.height - 4)
  }

  /// Columns of body text.
  public var contentWidth: Int { contentRect.width }

  /// The outer width of a system alert box (content plus border and padding).
  public var alertWidth: Int { alertContentWidth + 4 }
}
