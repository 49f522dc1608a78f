import CNcursesw
import HostSystem
import JourneyRuntime
import JourneyScreens
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Draws buffers on a real terminal with ncursesw and reads keys, resizes and signals.
///
/// Only the runs `Buffer.diff` finds changed since the previous frame are written (then
/// `wnoutrefresh`/`doupdate`); the screen is cleared only after a resize or a suspension. Every exit goes through `shutdown`,
/// which restores the cursor and the terminal's modes with `endwin`.
final class CursesPresenter: Presenter {
  /// The copy folder's watch (live copy): a save wakes the loop as an event of its own.
  var watch: FolderWatch?
  private var lastWatchPoll = 0
  private let screen: OpaquePointer
  private let trap: SignalTrap
  private let theme: Theme
  private var pairs: [PairKey: Int16] = [:]
  /// The last style `put` drew, with its curses attributes and colour pair.
  private var lastLook: (style: Style, attributes: attr_t, pair: Int16)?
  private var previous: Buffer?
  private var clearsBeforeNextFrame = true
  private let savedCursor: Int32
  private var isShutDown = false
  private var unreadableWakeups = 0

  private struct PairKey: Hashable {
    let foreground: TerminalColor
    let background: TerminalColor
  }

  /// Starts curses on stdin/stdout; the locale must already be prepared (`TerminalLocale.prepare`).
  init(environment: [String: String]) throws(TerminalError) {
    let term = environment["TERM"] ?? ""
    if term.isEmpty { throw .termNotSet }
    if term == "dumb" { throw .dumbTerminal }
    if isatty(0) == 0 { throw .inputNotATerminal }
    do { trap = try SignalTrap() } catch { throw .signalTrap(error) }
    guard let opened = newterm(nil, shim_stdout(), shim_stdin()) else {
      trap.restore()
      throw .unknownTerminal(term)
    }
    screen = opened
    set_term(screen)
    cbreak()
    noecho()
    nonl()
    intrflush(shim_stdscr(), false)
    keypad(shim_stdscr(), true)
    leaveok(shim_stdscr(), true)
    set_escdelay(25)
    savedCursor = curs_set(0)
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    var usesColor = false
    if !noColor && has_colors() && start_color() == shim_ok() {
      use_default_colors()
      usesColor = true
    }
    theme = .journey(usesColor: usesColor)
  }

  deinit {
    shutdown()
  }

  /// Rings the terminal's bell (or flashes it): a presented walk's answer to a key that cannot act.
  func refuseWithoutWords() {
    guard !isShutDown else { return }
    beep()
  }

  /// The terminal's current size in cells.
  var size: Size {
    Size(width: Int(shim_getmaxx(shim_stdscr())), height: Int(shim_getmaxy(shim_stdscr())))
  }

  /// Writes the cells that differ from the previous frame, then updates the terminal once.
  func present(_ frame: RenderedFrame) throws {
    let buffer = frame.buffer
    guard !isShutDown else { throw PresenterError.presentedAfterShutdown }
    let window = shim_stdscr()
    var earlier = previous
    if let old = earlier, old.width != buffer.width || old.height != buffer.height {
      earlier = nil
      clearsBeforeNextFrame = true
    }
    if clearsBeforeNextFrame {
      werase(window)
      clearok(shim_curscr(), true)
      clearsBeforeNextFrame = false
      earlier = nil
    }
    let columns = min(buffer.width, Int(shim_getmaxx(window)))
    let rows = min(buffer.height, Int(shim_getmaxy(window)))
    for run in buffer.diff(from: earlier) where run.y < rows {
      for x in run.columns.clamped(to: 0..<columns) {
        draw(buffer, x, run.y, columns)
      }
    }
    wnoutrefresh(window)
    guard doupdate() != shim_err() else { throw TerminalError.drawFailed }
    previous = buffer
  }

  private func draw(_ buffer: Buffer, _ x: Int, _ y: Int, _ columns: Int) {
    let cell = buffer[x, y]
    if cell.isContinuation {
      // Written together with the wide character on its left; an orphan becomes a blank.
      if x > 0, !buffer[x - 1, y].isContinuation, Self.columns(of: buffer[x - 1, y].grapheme) == 2 { return }
      put(" ", style: cell.style, x, y)
      return
    }
    let claimsTwo = x + 1 < columns && buffer[x + 1, y].isContinuation
    let width = Self.columns(of: cell.grapheme)
    switch (claimsTwo, width) {
    case (true, 2), (false, 1):
      put(cell.grapheme, style: cell.style, x, y)
    case (true, 1):
      put(cell.grapheme, style: cell.style, x, y)
      put(" ", style: cell.style, x + 1, y)
    case (true, _):
      put("?", style: cell.style, x, y)
      put(" ", style: cell.style, x + 1, y)
    default:
      put("?", style: cell.style, x, y)
    }
  }

  /// The columns ncurses will use for a grapheme; 0 when it must not be sent as it is.
  private static func columns(of grapheme: String) -> Int {
    var scalars = grapheme.unicodeScalars.makeIterator()
    guard let first = scalars.next(), !isControl(first) else { return 0 }
    var count = 1
    while let next = scalars.next() {
      count += 1
      if count == maximumScalars + 1 || isControl(next) { return 0 }
    }
    let width = shim_wcwidth(wchar_t(bitPattern: first.value))
    return width > 0 ? Int(width) : 0
  }

  /// The most scalars a grapheme may have to be sent as it is (ncurses keeps a few per cell).
  private static let maximumScalars = 4

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private func put(_ grapheme: String, style: Style, _ x: Int, _ y: Int) {
    let (attributes, pair) = curses(style)
    // A grapheme sent as it is has at most `maximumScalars` scalars: they and the terminating zero fit on
    // the stack; anything longer (never drawn by `draw`) goes through an array.
    let capacity = Self.maximumScalars + 1
    guard grapheme.unicodeScalars.count < capacity else {
      let characters = grapheme.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
      _ = characters.withUnsafeBufferPointer { wide in
        shim_put_cell(Int32(y), Int32(x), wide.baseAddress, attributes, pair)
      }
      return
    }
    withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity) { wide in
      var end = 0
      for scalar in grapheme.unicodeScalars {
        wide[end] = wchar_t(bitPattern: scalar.value)
        end += 1
      }
      wide[end] = 0
      _ = shim_put_cell(Int32(y), Int32(x), wide.baseAddress, attributes, pair)
    }
  }

  /// The curses attributes and colour pair of a style; the last one is kept, as neighbouring cells mostly
  /// share their style.
  private func curses(_ style: Style) -> (attr_t, Int16) {
    if let last = lastLook, last.style == style { return (last.attributes, last.pair) }
    let look = theme.appearance(of: style)
    var attributes = shim_a_normal()
    if look.bold { attributes |= shim_a_bold() }
    if look.dim { attributes |= shim_a_dim() }
    if look.reverse { attributes |= shim_a_reverse() }
    if look.underline { attributes |= shim_a_underline() }
    if style.italic { attributes |= shim_a_italic() }
    let pair = theme.usesColor ? pairNumber(look.foreground, look.background) : 0
    lastLook = (style, attributes, pair)
    return (attributes, pair)
  }

  /// One colour pair per (foreground, background) in use; pair 0 when the terminal runs out.
  private func pairNumber(_ foreground: TerminalColor, _ background: TerminalColor) -> Int16 {
    if foreground == .default && background == .default { return 0 }
    let key = PairKey(foreground: foreground, background: background)
    if let known = pairs[key] { return known }
    let next = pairs.count + 1
    guard next < Int(shim_color_pairs()), next <= Int(Int16.max) else { return 0 }
    let number = Int16(next)
    init_pair(number, Int16(foreground.rawValue), Int16(background.rawValue))
    pairs[key] = number
    return number
  }

  /// The longest poll waits before asking ncurses again whether the terminal was resized.
  static let resizeCheckMilliseconds = 100

  /// Waits for a key, a resize, a trapped signal, or the timeout (negative: no timeout).
  func nextEvent(timeoutMilliseconds: Int) -> InputEvent {
    guard !isShutDown else { return .signal(.hangup) }
    let deadline = timeoutMilliseconds >= 0 ? Self.now() + timeoutMilliseconds : nil
    while true {
      for signal in trap.drain() {
        switch signal {
        case .termination(let reason): return .signal(reason)
        case .suspend:
          suspend()
          return .resize(size)
        }
      }
      if let event = readKey() { return event }
      if let changed = pollingWatchChanges() { return .filesChanged(changed) }
      // ncurses notes a SIGWINCH in its own handler and reports it at the next read. A resize that
      // lands between that read and poll would not wake poll, so poll never waits longer than this:
      // a missed resize is drawn at most this late, never left on screen as a stale frame.
      var wait = Self.resizeCheckMilliseconds
      if let deadline {
        wait = min(wait, deadline - Self.now())
        if wait <= 0 { return .timeout }
      }
      var watched = [
        pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
        pollfd(fd: trap.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      if let descriptor = watch?.descriptor {
        watched.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      }
      let ready = poll(&watched, nfds_t(watched.count), Int32(clamping: wait))
      guard ready > 0 else { continue }
      if watched.count > 2, watched[2].revents & Int16(POLLIN) != 0, let changed = settledWatchChanges() {
        return .filesChanged(changed)
      }
      let input = Int32(watched[0].revents)
      if input & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 { return .signal(.hangup) }
      if input & Int32(POLLIN) != 0 {
        // Input that never becomes a key (a closed terminal) must not spin forever.
        unreadableWakeups += 1
        if unreadableWakeups > 10_000 { return .signal(.hangup) }
      }
    }
  }

  /// After a save's first notification, waits until the folder is quiet (editors write in bursts: a
  /// temporary file, a rename, a backup) so that one save redraws once; nil when no watched file changed.
  private func settledWatchChanges() -> [String]? {
    guard let watch, let descriptor = watch.descriptor else { return nil }
    // Entries coming and going beside the copy folder (its parent is watched for the folder's name) wake
    // the loop but concern no file: no wait for quiet, no look at the files.
    guard watch.changesPending() else { return nil }
    for _ in 0..<Self.settleRounds {
      var quiet = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
      _ = watch.changesPending()
      guard poll(&quiet, 1, Int32(Self.settleMilliseconds)) > 0 else { break }
    }
    let changed = watch.changes()
    return changed.isEmpty ? nil : changed
  }

  /// A watch without notifications compares the files every half second.
  private func pollingWatchChanges() -> [String]? {
    guard let watch, watch.descriptor == nil else { return nil }
    let now = Self.now()
    guard now - lastWatchPoll >= FolderWatch.pollMilliseconds else { return nil }
    lastWatchPoll = now
    let changed = watch.changes()
    return changed.isEmpty ? nil : changed
  }

  /// How long the folder must stay quiet before a save is read, and how many times to wait for it.
  static let settleMilliseconds = 30
  static let settleRounds = 6

  private func readKey() -> InputEvent? {
    let window = shim_stdscr()
    wtimeout(window, 0)
    var code: wint_t = 0
    let result = wget_wch(window, &code)
    if result == shim_err() { return nil }
    unreadableWakeups = 0
    if result == shim_key_code_yes() { return keyCodeEvent(Int32(bitPattern: code)) }
    guard let scalar = Unicode.Scalar(code) else { return nil }
    return .key(KeyPress(typed: Character(scalar)))
  }

  private func keyCodeEvent(_ code: Int32) -> InputEvent? {
    switch code {
    case shim_key_resize():
      previous = nil
      clearsBeforeNextFrame = true
      return .resize(size)
    case shim_key_up(): return .key(.up)
    case shim_key_down(): return .key(.down)
    case shim_key_left(): return .key(.left)
    case shim_key_right(): return .key(.right)
    case shim_key_btab(): return .key(.backTab)
    case shim_key_enter(): return .key(.enter)
    case shim_key_backspace(): return .key(.backspace)
    default: return nil
    }
  }

  /// SIGTSTP: give the terminal back, stop, and on SIGCONT take it again with a full redraw.
  private func suspend() {
    endwin()
    trap.stopUntilContinued()
    previous = nil
    clearsBeforeNextFrame = true
    curs_set(0)
  }

  /// Restores the cursor and the terminal's modes; later calls do nothing.
  func shutdown() {
    guard !isShutDown else { return }
    isShutDown = true
    if savedCursor != shim_err() { curs_set(savedCursor) }
    endwin()
    delscreen(screen)
    trap.restore()
  }

  private static func now() -> Int { MonotonicClock.milliseconds() }
}
