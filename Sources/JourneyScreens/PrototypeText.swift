import ConsentEngine
import StringTables
import TerminalKit

/// The prototype's own words (hints, banners, inspector, help): tool chrome in English, never app copy.
///
/// Buttons labelled by the tool carry a `ScreenButton.ref` in the `Prototype` table, which is no copy
/// table: it is never looked up, never listed as shown and never linted.
public enum PrototypeText {
  /// The pseudo-table of tool-labelled buttons.
  public static let table = "Prototype"

  /// The reference of a tool-labelled button.
  public static func ref(_ name: String) -> CopyKey { CopyKey(table, name) }

  /// Whether a key names a tool label rather than copy.
  public static func isTool(_ ref: CopyKey) -> Bool { ref.table == table }

  /// The springboard's hint under the icons: how to open the app, and the keys that list every key and
  /// quit (the first frame names them).
  static func launchHint(appName: String, running: Bool) -> String {
    (running ? "Enter: bring \(appName) back" : "Enter: open \(appName)") + "\n" + keysHint
  }

  /// Where the keys are listed and how to quit.
  public static let keysHint = "? keys · q quit"

  /// Control Centre's title, drawn over the app while it is down.
  static let controlCentreTitle = "Control Centre"
  /// Control Centre's toggles.
  static let controlCentreTiles = "Wi-Fi · Bluetooth · Focus"
  /// Control Centre's sliders.
  static let controlCentreSliders = "Brightness ━━━━── · Volume ━━━───"
  /// Control Centre's toggles on a presented phone: shapes, no words.
  static let controlCentreTileShapes = "▣  ▣  ▣  ▣"
  /// Control Centre's sliders on a presented phone.
  static let controlCentreSliderShapes = "━━━━──  ━━━───"
  /// What Control Centre means for the app, under the panel's controls.
  static let controlCentreNote = "the app is inactive · c puts it away"

  /// The way out of Settings when the app is not running.
  static let homeScreen = "⌂ Home Screen"
  /// The same way out on a presented phone: a symbol, no words.
  static let homeGlyph = "⌂"

  /// The note on the app's Settings page before it asked (ATT-12).
  static let noTrackingRow = "(no Tracking row: the app has not asked yet, ATT-12)"

  /// The label on the iOS 27.2 sheet saying its system text is a guess (IOS-27.2 "Not known").
  static let unverifiedSheet = "⚠ iOS 27.2 sheet text unverified"

  /// The banner over the springboard after a crash.
  static func crashBanner(_ reason: CrashReason, appName: String) -> (title: String, body: String) {
    switch reason {
    case .missingUsageDescription:
      return (
        "ATT-9 · \(appName) crashed",
        "It requested tracking while the prompt would show, but its Info.plist has no "
          + "NSUserTrackingUsageDescription. iOS ends the app: “This app has crashed because it "
          + "attempted to access privacy-sensitive data without a usage description.”"
      )
    }
  }

  /// The hint under a compact phone whose inspector does not fit beside it.
  static func inspectorHidden(needed: Size) -> String {
    "inspector needs \(needed) · i turns it off"
  }

  /// The help overlay's title, naming the keys that close it.
  public static let helpTitle = "Keys · Esc or ? closes"
}
