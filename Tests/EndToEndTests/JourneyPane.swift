import Foundation

/// Journey-aware waits on a pane running the interactive program.
extension TmuxSession {
  /// Starts the interactive journey (bundled copy) in a new pane and waits for the springboard.
  static func journey(
    _ arguments: [String] = [], environment: String = "", columns: Int = 100, rows: Int = 40
  ) throws -> TmuxSession {
    let session = try TmuxSession(
      script: TerminalScripts.journey(arguments, environment: environment), columns: columns, rows: rows)
    try session.waitForScreen("springboard")
    return session
  }

  /// The pane as a journey frame.
  func journeyScreen() throws -> JourneyScreen {
    JourneyScreen(try capture())
  }

  /// Polls until the inspector's `screen` field reads `name`; returns that frame.
  @discardableResult
  func waitForScreen(_ name: String, timeout: Duration = .seconds(6)) throws -> JourneyScreen {
    try waitForInspector("screen", name, timeout: timeout)
  }

  /// Polls until an inspector field reads `value`; returns that frame.
  @discardableResult
  func waitForInspector(_ field: String, _ value: String, timeout: Duration = .seconds(6)) throws
    -> JourneyScreen
  {
    try settled("inspector \(field) = \(value)", timeout: timeout) {
      JourneyScreen($0).inspector(field) == value
    }
  }

  /// Polls until `condition` holds for the frame; `description` names it in a failure.
  @discardableResult
  func waitForFrame(
    _ description: String, timeout: Duration = .seconds(6), _ condition: (JourneyScreen) -> Bool
  ) throws -> JourneyScreen {
    try settled(description, timeout: timeout) { condition(JourneyScreen($0)) }
  }

  /// Polls until `condition` holds on two identical captures in a row, so a frame caught half drawn
  /// (the program writes top to bottom) never counts.
  private func settled(
    _ description: String, timeout: Duration, _ condition: (String) -> Bool
  ) throws -> JourneyScreen {
    var previous: String?
    let screen = try waitUntil(description, timeout: timeout) { screen in
      defer { previous = screen }
      return condition(screen) && screen == previous
    }
    return JourneyScreen(screen)
  }

  /// Sends one key, then waits for the inspector's screen to read `screen`.
  @discardableResult
  func press(_ key: String, expecting screen: String) throws -> JourneyScreen {
    try sendKeys(key)
    return try waitForScreen(screen)
  }

  /// From the springboard, Enter through the three onboarding steps to the primer.
  @discardableResult
  func walkToPrimer() throws -> JourneyScreen {
    try press("Enter", expecting: "onboarding-1")
    try press("Enter", expecting: "onboarding-2")
    try press("Enter", expecting: "onboarding-3")
    return try press("Enter", expecting: "primer")
  }

  /// The file's size once it has stopped growing (polled every 50 ms, for at most `timeout`).
  func settledSize(of file: URL, timeout: Duration = .seconds(3)) -> Int {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var last = -1
    var stableSince = clock.now
    while clock.now < deadline {
      let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
      if size != last {
        last = size
        stableSince = clock.now
      } else if size > 0 && clock.now - stableSince >= .milliseconds(150) {
        return size
      }
      Thread.sleep(forTimeInterval: 0.025)
    }
    return last
  }
}
