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
  /// Where it was drawn, in buffer coordinates.
  public var frame: Rect

  /// Creates a button.
  public init(
    role: ButtonRole, ref: CopyKey, action: ConsentAction, frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
  ) {
    self.role = role
    self.ref = ref
    self.action = action
    self.frame = frame
  }
}
