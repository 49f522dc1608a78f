import ConsentEngine
import StringTables
import TerminalKit

/// What a button is for, so tapes and tests can press it by role whatever its words.
public enum ButtonRole: String, Sendable, Hashable, CaseIterable {
  /// The screen's single main action (primer Continue, onboarding Next …).
  case primary
  /// A lesser action beside the primary one (Not Now, Manage options …).
  case secondary
  /// The system prompt's allow button.
  case allow
  /// The system prompt's deny button.
  case deny
  /// The iOS 27.2 sheet's "Additional Information" button.
  case additionalInformation
  /// A Settings toggle.
  case toggle
  /// A Settings or confirmation choice.
  case choice
}

/// A pressable thing on a frame: its role, its words' key, what pressing it does and where it is.
public struct ScreenButton: Sendable, Hashable {
  /// What the button is for.
  public var role: ButtonRole
  /// The copy key of its label.
  public var ref: CopyKey
  /// The engine action pressing it sends.
  public var action: ConsentAction
  /// Where it is on screen, in terminal coordinates.
  public var frame: Rect
  /// Its whole label as laid out (the copy's text, the key with `k`, or data such as another app's name),
  /// however much of it its box shows.
  public var label: String

  /// Creates a button.
  public init(
    role: ButtonRole, ref: CopyKey, action: ConsentAction,
    frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0),
    label: String = ""
  ) {
    self.role = role
    self.ref = ref
    self.action = action
    self.frame = frame
    self.label = label
  }
}
