import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit

/// One named screen of the gallery: the phone a walk starts from and the session commands that reach it.
///
/// Every picture of a gallery screen (the review, VoiceOver's transcript, the accessibility audit, lint's
/// unused-key rule) is drawn by walking `script` through a `JourneySession` and reading the session's
/// frame, so those pictures and the walk are one road.
public struct GalleryEntry: Sendable {
  /// A file-name-safe name: its screen's name (`alert`), with a detail when the gallery shows the screen
  /// more than once (`settings-tracking-eu`); each such name is an alias of its screen in `ScreenNames`.
  public var name: String
  /// A freshly installed app: where the walk starts.
  public var start: ConsentState
  /// The commands that reach the screen from `start`, in order.
  public var script: [SessionCommand]
  /// The engine state the script reaches.
  public private(set) var state: ConsentState
  /// What the engine logged on the way, in order (the inspector lists the last of them).
  public private(set) var events: [Event]
  /// The name of the screen the entry shows (`ScreenNames`): the overlay's while one is up.
  public var screen: String { ScreenNames.name(of: state) }
  /// Why a command of the script could not act, if one could not (the gallery's own test keeps it empty).
  public private(set) var refusals: [String]

  /// An entry; the script is walked once through a session to find the state it reaches.
  init(name: String, start: ConsentState, script: [SessionCommand]) {
    self.name = name
    self.start = start
    self.script = script
    let walked = Self.walk(
      start, script, catalog: Self.noCopy, view: Self.noCopyView,
      size: PhoneLayout.minimumSize(for: .standard))
    state = walked.session.state
    events = walked.session.events
    refusals = walked.refusals
  }

  /// The session that has walked the script, showing the journey as `view` in a terminal of `size`.
  public func session(catalog: CopyCatalog, view: ViewOptions, size: Size) -> JourneySession {
    Self.walk(start, script, catalog: catalog, view: view, size: size).session
  }

  /// The phone alone, as a person arriving on this screen sees it: the session and its painted frame.
  ///
  /// No inspector, help or status line; `device`'s frame size; the first button focused. The session
  /// does not lint: every reader of these pictures (the review, the audit, lint's unused-key rule) lints
  /// the whole catalog itself.
  public func phone(
    catalog: CopyCatalog, locale: String, variant: String? = nil, pseudo: PseudoLocale? = nil,
    device: Device = .standard, textSize: TextSize = .standard, copyReads: CopyReadLog? = nil
  ) -> (session: JourneySession, frame: RenderedFrame) {
    let walked = arrival(
      catalog: catalog, locale: locale, variant: variant, pseudo: pseudo, device: device, textSize: textSize,
      copyReads: copyReads)
    return (walked, JourneyView.frame(of: walked))
  }

  /// The session of `phone(…)`, laid out and not painted: its `layout` and `screenModel()` are what readers
  /// of the screen's structure (VoiceOver, the accessibility audit, the keys shown) need.
  public func arrival(
    catalog: CopyCatalog, locale: String, variant: String? = nil, pseudo: PseudoLocale? = nil,
    device: Device = .standard, textSize: TextSize = .standard, copyReads: CopyReadLog? = nil
  ) -> JourneySession {
    var view = ViewOptions(locale: locale, variant: variant, pseudo: pseudo, device: device)
    view.showsInspector = false
    view.lintsCopy = false
    view.textSize = textSize
    var walked = session(catalog: catalog, view: view, size: PhoneLayout.minimumSize(for: device)).arriving()
    if let copyReads { walked.copyReads = copyReads }
    return walked
  }

  /// Walks `script` from `start`, collecting refusals.
  private static func walk(
    _ start: ConsentState, _ script: [SessionCommand], catalog: CopyCatalog, view: ViewOptions, size: Size
  ) -> (session: JourneySession, refusals: [String]) {
    var session = JourneySession(state: start, view: view, catalog: catalog, size: size)
    var refusals: [String] = []
    for command in script {
      if let refusal = SessionPerformer.apply(command, to: &session).refusal { refusals.append(refusal) }
    }
    return (session, refusals)
  }

  /// How the state is walked: no copy to show or lint.
  private static let noCopyView = {
    var view = ViewOptions(locale: noCopy.developmentLanguage)
    view.lintsCopy = false
    return view
  }()

  /// A catalog without tables: the script's commands do not read copy, so the state needs none.
  private static let noCopy = CopyCatalog(root: "", locales: ["en"], variants: [], layers: [:])
}
