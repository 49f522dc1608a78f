import ConsentEngine
import JourneyScreens
import TerminalKit

/// Everything `JourneyView` reads from a session: the layouts the update made, the focus and scroll offset
/// they are painted with, the state the inspector describes, and each phone's chrome (status line, help,
/// event log, lint's findings); the view is a function of these alone (`JourneyView.frame(of:)`).
struct ViewInputs: Equatable {
  /// One phone to paint: its layout and what is drawn around it.
  struct Phone: Equatable {
    let layout: ScreenLayout
    let chrome: Chrome
  }

  /// The two phones of `--beside`: their locales, the terminal's size and the pair's one status line.
  struct Pair: Equatable {
    let locales: Locales
    let size: Size
    let status: String?
  }

  /// The left and the right phone's locales.
  struct Locales: Equatable {
    let left: String
    let right: String
  }

  /// How the phones are shown.
  enum Shape: Equatable {
    /// One phone.
    case single(Phone)
    /// `--beside` in a terminal too small for two: one phone, and a status line saying so.
    case alone(Phone, status: String)
    /// Two phones side by side.
    case pair(Phone, Phone, Pair)
  }

  let state: ConsentState
  let focus: Int
  let scroll: Int?
  let shape: Shape

  /// What the view reads from `session`.
  init(_ session: JourneySession) {
    state = session.state
    focus = session.view.focus
    scroll = session.view.scroll
    guard let beside = session.view.besideLocale else {
      shape = .single(Phone(layout: session.layout, chrome: Self.chrome(of: session)))
      return
    }
    guard let layouts = session.besideLayouts, layouts.count == 2 else {
      var alone = session.phone(locale: session.view.locale, size: session.size)
      alone.view.showsInspector = session.view.showsInspector
      let needed = JourneyView.besideSize(for: session.view.device)
      shape = .alone(
        Phone(layout: session.layout, chrome: Self.chrome(of: alone)),
        status: session.status
          ?? "two phones need \(needed); this is \(session.size) · showing \(session.view.locale)")
      return
    }
    let half = Size(width: session.size.width / 2, height: session.size.height)
    let left = session.phone(locale: session.view.locale, size: half)
    let right = session.phone(locale: beside, size: half)
    shape = .pair(
      Phone(layout: layouts[0], chrome: Self.chrome(of: left)),
      Phone(layout: layouts[1], chrome: Self.chrome(of: right)),
      Pair(
        locales: Locales(left: session.view.locale, right: beside), size: session.size, status: session.status
      ))
  }

  /// What is drawn around a phone: the session's chrome with lint's findings on the keys it shows and the
  /// copy problem, if any.
  static func chrome(of session: JourneySession) -> Chrome {
    var chrome = session.chrome()
    chrome.copyFindings = session.shownCopyFindings
    chrome.notices = session.copyProblem.map { [$0] } ?? []
    return chrome
  }
}
