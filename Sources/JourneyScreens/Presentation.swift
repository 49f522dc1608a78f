import TerminalKit

/// How much of the tool a frame shows around the phone.
///
/// Outputs meant to be shown (demos, slides, the prototype) present the phone alone: no inspector, no
/// status line, no key hints, none of the tool's English words inside the phone.
public enum Presentation: String, Sendable, Hashable, CaseIterable {
  /// The working view: inspector, hints, status line, the focused button drawn as a bar.
  case tool
  /// The phone alone for a person walking it (`--present` on the walk): buttons drawn as iOS draws them,
  /// the focus marked outside the phone's border.
  case presented
  /// The phone alone in a picture (`--present` on `play`, the gallery, the prototype): no focus drawn at
  /// all, because iOS draws none.
  case picture

  /// Whether the tool's chrome (inspector, status line, hints, tool words) is left out.
  public var showsPhoneAlone: Bool { self != .tool }

  /// Whether the focused button is drawn focused (the tool's bar and `❯ ❮`).
  public var drawsFocusedButton: Bool { self == .tool }

  /// Rows kept under the phone for a caption when the phone is presented: a gap and two lines.
  public static let captionRows = 3

  /// The frame size of a presented phone: the phone, two columns either side for the walk's focus marks,
  /// and the caption's rows under it.
  public static func frameSize(for device: Device) -> Size {
    Size(width: device.frameSize.width + 4, height: device.frameSize.height + captionRows)
  }
}
