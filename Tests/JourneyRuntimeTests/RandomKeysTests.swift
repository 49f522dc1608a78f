import ConsentEngine
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import JourneyTestSupport
import TerminalKit
import Testing
import TextSafety

/// 10 000 seeded random keys (2 500 from each of four scenarios) through the key table into a `JourneySession`,
/// across every screen: after each key the engine invariants hold (ATT-3 … ATT-11, UMP-9) and every frame
/// drawn is sound.
@Suite("10 000 random keys")
struct RandomKeysTests {
  /// Where a walk starts, and screens its keys must reach, so the walks cover the app, Settings, the
  /// consent platform and the iOS 27.2 sheet.
  enum Start: String, CaseIterable, CustomTestStringConvertible {
    case standard = "default scenario"
    case eeaIntroSheet = "EEA with the intro sheet"
    case france = "iOS 27.2 in France"
    case race = "race wiring in Japanese"

    var testDescription: String { rawValue }

    var options: ScenarioOptions {
      var options = ScenarioOptions()
      switch self {
      case .standard: break
      case .eeaIntroSheet:
        options.region = .eea
        options.introSheet = true
      case .france:
        options.osVersion = .iOS27Point2
        options.country = "FR"
        options.region = .eea
      case .race:
        options.wiring = .race
        options.explainerPublished = true
        options.locale = "ja"
      }
      return options
    }

    var mustReach: [String] {
      let common = [
        "springboard", "onboarding-1", "primer", "home", "settings-tracking", "other-alert",
      ]
      switch self {
      case .standard: return common + ["alert", "feature", "recovery", "app-toggle-confirmation"]
      case .eeaIntroSheet: return common + ["intro-sheet", "consent-form", "alert", "settings-app"]
      case .france: return common + ["sheet", "consent-form"]
      case .race: return common + ["alert", "explainer"]
      }
    }

    var seed: UInt64 { 0x5EED_0007 &+ UInt64(Self.allCases.firstIndex(of: self) ?? 0) }
  }

  @Test(
    "at least 2 500 random keys: no engine invariant broken, every frame sound (ATT-3…ATT-11, UMP-9)",
    arguments: Start.allCases)
  func randomKeys(start: Start) throws {
    let catalog = try BundledCopy.catalog()
    let journey = try BundledCopy.journey()
    var walk = RandomKeyWalk(
      session: JourneySetup.session(
        journey, catalog: catalog, options: start.options, size: Size(width: 100, height: 40)),
      seed: start.seed)
    var visited: Set<String> = []
    // The everyday run takes 300 keys a scenario; the soak run (ATT_JOURNEY_SOAK=1, set by CI) at least
    // 2 500, and on until every screen the scenario can reach was reached (6 000 at most).
    for step in 0..<(Soak.isEnabled ? 6_000 : 300) {
      if Soak.isEnabled, step >= 2_500, start.mustReach.allSatisfy(visited.contains) { break }
      let problems = walk.step()
      visited.insert(ScreenName.primary(of: walk.session.state))
      if !problems.isEmpty {
        let screen = ScreenName.primary(of: walk.session.state)
        let recent = walk.keys.suffix(12).joined(separator: " ")
        Issue.record("step \(step), seed \(walk.seed), \(screen): \(problems) after \(recent)")
        return
      }
    }
    guard Soak.isEnabled else { return }
    for screen in start.mustReach {
      #expect(visited.contains(screen), "the keys reached \(screen): \(visited.sorted())")
    }
  }
}

/// One seeded walk: resizes the terminal, draws and checks the frame, picks a key, maps it, applies it,
/// and replays its engine actions through the invariant checker.
struct RandomKeyWalk {
  /// Every key the terminal knows except `q` and Ctrl-C, weighted towards the ones that move the journey on.
  static let keys: [KeyPress] =
    Array(repeating: .enter, count: 8) + Array(repeating: .space, count: 2) + Array(repeating: .tab, count: 3)
    + [.backTab, .up, .down, .left, .right, .escape, .backspace]
    + letterKeys + ["x", "Q", "1", "é", "한", "\u{202E}"].map { KeyPress.character($0) }

  /// Every bound letter key but `q`.
  static let letterKeys: [KeyPress] = KeyBindings.all.flatMap(\.keys).filter {
    if case .character(let letter) = $0 { return letter != "q" }
    return false
  }

  /// The terminal sizes the walk cycles through, one per key: roomy, exactly the phone, too small, 1×1,
  /// phone without inspector; 300×100 every 50th key.
  static let sizes: [Size] = [
    Size(width: 100, height: 40), PhoneLayout.minimumSize(for: .standard), Size(width: 20, height: 8),
    Size(width: 1, height: 1), Size(width: 61, height: 33),
  ]

  var session: JourneySession
  let seed: UInt64
  private var random: SplitMix64
  private(set) var keys: [String] = []
  private var steps = 0
  private var reference: (state: ConsentState, view: ViewOptions, actions: [String])?

  init(session: JourneySession, seed: UInt64) {
    self.session = session
    self.seed = seed
    random = SplitMix64(seed: seed)
  }

  /// Resizes, draws and checks the frame, then takes one key; returns every problem found.
  mutating func step() -> [String] {
    steps += 1
    let size = steps % 50 == 0 ? Size(width: 300, height: 100) : Self.sizes[steps % Self.sizes.count]
    session.resize(to: size)
    let frame = JourneyView.frame(of: session)
    var problems = FrameSoundness.problems(frame, size: size)
    if frame.requiredSize == nil {
      // Whatever the terminal's size, once the phone fits the same buttons do the same things.
      let actions = FrameSoundness.actions(frame)
      if let reference, reference.state == session.state, reference.view == session.view,
        reference.actions != actions
      {
        problems.append("the buttons at \(size) differ from the same state's at another size")
      }
      reference = (session.state, session.view, actions)
    }
    let key = Self.keys[random.next(below: Self.keys.count)]
    keys.append(key.name)
    let before = session
    if KeyBindings.command(for: key) == .quit { problems.append("\(key.name) quits") }
    let outcome = session.handlePerforming(key)
    if before.state == session.state, before.view == session.view, outcome.refusal == nil,
      session.status == nil, KeyBindings.binding(for: key)?.scope == .phone
    {
      problems.append("\(key.name) changed nothing and said nothing")
    }
    problems += engineProblems(before: before)
    if session.hasQuit { problems.append("the session quit") }
    return problems
  }

  /// Replays the engine actions the key sent on the state before it, checking the invariants after each,
  /// and compares the result with the session's state and event log.
  private func engineProblems(before: JourneySession) -> [String] {
    var state = LoggedState(before.state, events: before.events)
    var problems: [String] = []
    for action in session.sentActions {
      let previous = state
      state.send(action)
      problems += InvariantChecker.violations(before: previous, action: action, after: state)
        .map { "\(action): \($0)" }
    }
    if state.state != session.state {
      problems.append("the session's state differs from its actions' replay")
    }
    if state.events != session.events {
      problems.append("the session's events differ from its actions' replay")
    }
    return problems
  }
}

/// What every frame must be, whatever the state and the terminal size.
enum FrameSoundness {
  /// The problems of one frame drawn for `size`.
  static func problems(_ frame: RenderedFrame, size: Size) -> [String] {
    var problems: [String] = []
    let buffer = frame.buffer
    if buffer.width != size.width || buffer.height != size.height {
      problems.append("buffer \(buffer.width)×\(buffer.height) for a \(size) terminal")
    }
    if buffer.cells.count != buffer.width * buffer.height {
      problems.append("cell count \(buffer.cells.count)")
    }
    for (index, cell) in buffer.cells.enumerated() where cell.grapheme.unicodeScalars.contains(where: isRaw) {
      let scalars = cell.grapheme.unicodeScalars.map { CodePoint.name(of: $0) }.joined(separator: " ")
      problems.append("raw \(scalars) at \(index % max(1, buffer.width)),\(index / max(1, buffer.width))")
      break
    }
    if frame.buttons.isEmpty {
      if frame.focus != nil { problems.append("focus \(frame.focus ?? -1) without buttons") }
    } else if let focus = frame.focus, frame.buttons.indices.contains(focus) {
      // In range.
    } else {
      problems.append("focus \(String(describing: frame.focus)) outside \(frame.buttons.count) buttons")
    }
    if frame.requiredSize != nil && !frame.buttons.isEmpty {
      problems.append("buttons on a too-small terminal")
    }
    for button in frame.buttons {
      let rect = button.frame
      if rect.x < 0 || rect.y < 0 || rect.maxX > buffer.width || rect.maxY > buffer.height || rect.width < 0
        || rect.height < 0
      {
        problems.append("button \(button.ref) at \(rect) outside the \(buffer.width)×\(buffer.height) buffer")
      }
      // A button squeezed out of its page is never a silent cut: the frame reports the overflow, or the
      // page scrolls (with ▲ ▼ on the phone's edge) and the button is above or below what is shown.
      if rect.width == 0 || rect.height == 0, !frame.findings.contains(where: { $0.ref == button.ref }),
        frame.scroll?.scrolls != true
      {
        problems.append("button \(button.ref) has no room (\(rect)) and no finding says so")
      }
    }
    return problems
  }

  /// What pressing each button does, in focus order (everything but where it is drawn).
  static func actions(_ frame: RenderedFrame) -> [String] {
    frame.buttons.map { "\($0.role) \($0.ref) \($0.action)" }
  }

  /// A scalar that must never reach a terminal cell: C0 and C1 controls, DEL, bidi controls, zero-width.
  static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: return true
    default: return false
    }
  }
}
