import ConsentEngine
import TerminalKit

/// The panel beside the phone: what the engine knows now, the last events and every finding.
///
/// Tool chrome, in English.
enum InspectorPanel {
  /// Events listed.
  static let eventCount = 6
  /// Columns of a row's label ("status", "sessions").
  static let labelWidth = 8

  /// The panel's lines for a state, chrome options (with the session's events) and this frame's layout
  /// findings, at a text width.
  ///
  /// The state rows and every finding come first; the most recent events fill the rows left (at most
  /// `eventCount`), so a finding is never pushed off the panel by the event list.
  static func lines(
    _ state: ConsentState, chrome: Chrome, layoutFindings: [LayoutFinding], width: Int = 31,
    height: Int = .max
  ) -> [TextBlock] {
    let label = Style(.inspectorLabel, bold: true)
    let value = Style(.inspector)
    func row(_ name: String, _ text: String) -> TextBlock {
      // The label is a marker: a value too long for one line continues under the value, not the label.
      TextBlock(StyledText(text, style: value), bullet: padded(name, labelWidth), bulletStyle: label)
    }
    func heading(_ text: String) -> TextBlock { TextBlock(StyledText(text, style: label)) }
    let status = state.trackingStatus
    var blocks: [TextBlock] = [
      heading("INSPECTOR"),
      row("status", "\(status.name) (\(status.rawValue))"),
      row("app", state.appState.rawValue),
      row("screen", screenName(state)),
    ]
    let identifiersAt = blocks.count
    blocks += identifierRows("IDFA", state.idfa, row, width: width)
    blocks += identifierRows("IDFV", state.idfv, row, width: width)
    let identifiersEnd = blocks.count
    blocks += [
      row("npa", state.npa ? "1 (non-personalised)" : "0"),
      row("consent", consentText(state)),
    ]
    if state.definition.attAfterConsentRefusal == .skip {
      blocks.append(row("refusal", "skips tracking request (UMP-11)"))
    }
    if state.definition.requestGuard == .none {
      blocks.append(row("request", "unguarded (ATT-3)"))
    }
    blocks += [
      row("region", state.device.region.rawValue),
      // The race's timing decides what the race shows (UMP-12): app, app-then-explainer or consentPlatform.
      row(
        "wiring",
        state.definition.wiring == .race
          ? "race · \(state.device.raceWinner.rawValue)" : state.definition.wiring.rawValue),
      row("OS", "iOS \(state.device.osVersion)" + (state.isEU ? " · EU" : "")),
      row("country", "device \(state.device.deviceCountry) · account \(state.device.accountCountry)"),
      row("sessions", "\(state.sessions) · prompts \(state.promptsShown)"),
      row("copy", "\(chrome.locale) · \(chrome.variant) · \(chrome.pseudo ?? "no pseudo")"),
      TextBlock(""),
      heading("EVENTS"),
    ]
    var findingBlocks = [TextBlock(""), heading("FINDINGS")]
    let findings =
      chrome.events.findings.map { ($0.rule, $0.message) } + layoutFindings.map { ($0.rule, $0.message) }
    if findings.isEmpty { findingBlocks.append(row("", "none")) }
    for (rule, message) in findings {
      findingBlocks.append(TextBlock(StyledText(rule, style: Style(.warning, bold: true)), bullet: "•"))
      // The message from the panel's first column: identifiers such as NSUserTrackingUsageDescription fit whole.
      findingBlocks.append(TextBlock(StyledText(message, style: Style(.warning))))
    }
    func rows(_ list: [TextBlock]) -> Int { list.reduce(0) { $0 + TextBlock.wrap([$1], width: width).count } }
    func isBlank(_ block: TextBlock) -> Bool { block.text.runs.allSatisfy(\.text.isEmpty) }
    let inked = rows(blocks.filter { !isBlank($0) }) + rows(findingBlocks.filter { !isBlank($0) })
    if height != .max, inked + 1 > height, identifiersEnd - identifiersAt > 2 {
      // A short panel shows each identifier on one row, cut with a visible "…", to keep findings whole.
      blocks.replaceSubrange(
        identifiersAt..<identifiersEnd,
        with: [cutRow("IDFA", state.idfa, row, width: width), cutRow("IDFV", state.idfv, row, width: width)])
    }
    let fixedRows = height == .max ? 0 : rows(blocks) + rows(findingBlocks)
    var left = height == .max ? Int.max : height - fixedRows
    var eventBlocks: [TextBlock] = []
    for event in chrome.events.suffix(eventCount).reversed() {
      // Each event row is filled to the panel's width already: one block, one row.
      var lines = eventRows(event, width: width, label: label, value: value)
      guard lines.count <= left || eventBlocks.isEmpty else { break }
      let blanks = (blocks + findingBlocks).filter(isBlank).count
      if eventBlocks.isEmpty, height != .max, lines.count > 1, lines.count > left + blanks {
        // No room for the latest event's attributes under it: one row, cut with a visible "…".
        lines = [cutEventRow(event, width: width, label: label, value: value)]
      }
      left -= lines.count
      eventBlocks.insert(contentsOf: lines, at: 0)
    }
    if eventBlocks.isEmpty {
      eventBlocks.append(row("", chrome.events.isEmpty ? "—" : "(no room)"))
      left -= 1
    }
    let all = blocks + eventBlocks + findingBlocks
    // On a short panel (the compact phone) the blank rows between sections go first.
    return left < 0 ? all.filter { !$0.text.runs.allSatisfy(\.text.isEmpty) } : all
  }

  /// An identifier on one row when the panel is wide enough, else on two, split after its fourth group so
  /// no group is cut.
  static func identifierRows(
    _ name: String, _ identifier: String, _ row: (String, String) -> TextBlock, width: Int = 31
  ) -> [TextBlock] {
    if labelWidth + 1 + identifier.count <= width { return [row(name, identifier)] }
    let split = identifier.index(identifier.startIndex, offsetBy: min(19, identifier.count))
    return [row(name, String(identifier[..<split])), row("", String(identifier[split...]))]
  }

  /// An identifier on one row, its end cut with a visible "…" when it does not fit.
  static func cutRow(_ name: String, _ identifier: String, _ row: (String, String) -> TextBlock, width: Int)
    -> TextBlock
  {
    let room = max(1, width - labelWidth - 1)
    guard identifier.count > room else { return row(name, identifier) }
    return row(name, String(identifier.prefix(room - 1)) + "…")
  }

  /// The consent status as the platform reports it, with the answer behind it (UMP-5: "obtained" follows
  /// any answer, so the choice is shown beside it).
  static func consentText(_ state: ConsentState) -> String {
    let reported = "\(state.consentStatus.name) (\(state.consentStatus.rawValue))"
    guard let choice = state.consentChoice else { return reported }
    return reported + " · " + choice.rawValue
  }

  /// One event: its time and name, its attributes beside it when they fit, else on the lines below;
  /// a name or value is broken only between the words of its camel case, never inside a word.
  static func eventRows(_ event: Event, width: Int, label: Style, value: Style) -> [TextBlock] {
    let timeWidth = 5
    let textWidth = max(1, width - timeWidth - 1)
    let attributes = event.kind.attributes.map { "\($0.0)=\($0.1)" }
    let together = ([event.name] + attributes).joined(separator: " ")
    let fitsBeside = together.count <= textWidth
    var lines = fill(fitsBeside ? [together] : [event.name], width: textWidth)
    let nameLineCount = lines.count
    if !fitsBeside { lines += fill(attributes, width: textWidth - 1) }
    return lines.enumerated().map { index, line in
      let isName = index < nameLineCount
      let text =
        isName && fitsBeside && !attributes.isEmpty
        ? StyledText([
          StyledRun(event.name, style: value),
          StyledRun(String(line.dropFirst(event.name.count)), style: Style(.inspectorLabel)),
        ])
        : StyledText(line, style: isName ? value : Style(.inspectorLabel))
      let marker = index == 0 ? "\(event.time)" : ""
      return TextBlock(text, bullet: padded(marker, isName ? timeWidth : timeWidth + 1), bulletStyle: label)
    }
  }

  /// Space-separated tokens filled into lines of at most `width` columns; a token longer than a line is
  /// broken between the words of its camel case (`missingUsage` · `Description`), never inside a word.
  static func fill(_ tokens: [String], width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    func add(_ piece: String, separator: String) {
      if !current.isEmpty, current.count + separator.count + piece.count > width {
        lines.append(current)
        current = piece
      } else {
        current += (current.isEmpty ? "" : separator) + piece
      }
    }
    for token in tokens {
      guard token.count > width else {
        add(token, separator: " ")
        continue
      }
      for (index, word) in camelWords(token).enumerated() { add(word, separator: index == 0 ? " " : "") }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.isEmpty ? [""] : lines
  }

  /// One event on one row, its attributes cut with a visible "…" where the row ends.
  static func cutEventRow(_ event: Event, width: Int, label: Style, value: Style) -> TextBlock {
    let timeWidth = 5
    let room = max(2, width - timeWidth - 1)
    let together = ([event.name] + event.kind.attributes.map { "\($0.0)=\($0.1)" }).joined(separator: " ")
    let shown = together.count <= room ? together : String(together.prefix(room - 1)) + "…"
    return TextBlock(
      StyledText(shown, style: value), bullet: padded("\(event.time)", timeWidth), bulletStyle: label)
  }

  /// The words of a camel-case name: `trackingRequestCompleted` → `tracking`, `Request`, `Completed`.
  static func camelWords(_ name: String) -> [String] {
    var words: [String] = []
    var previousWasUpper = false
    for character in name {
      let upper = character.isUppercase
      if words.isEmpty || (upper && !previousWasUpper) { words.append("") }
      words[words.count - 1].append(character)
      previousWasUpper = upper
    }
    return words
  }

  /// What is shown, by its name in `ScreenNames`: the overlay over the screen under it while one is up.
  static func screenName(_ state: ConsentState) -> String {
    let names = ScreenNames.shown(state)
    return names.count > 1 ? names.joined(separator: " over ") : names[0]
  }

  /// Text padded with spaces to a width (ASCII labels).
  static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// Draws the panel into its rect; lines that do not fit end with a visible "…".
  static func draw(
    _ state: ConsentState, chrome: Chrome, layoutFindings: [LayoutFinding], in rect: Rect,
    buffer: inout Buffer
  ) {
    buffer.fill(rect, with: Cell(" ", style: Style(.inspector)))
    buffer.drawBorder(rect, border: .square, style: Style(.inspector))
    let inner = rect.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 1))
    let blocks = lines(
      state, chrome: chrome, layoutFindings: layoutFindings, width: inner.width, height: inner.height)
    // Each block on its own lines: rows of a panel are not paragraphs.
    let wrapped = blocks.flatMap {
      TextBlock.wrap([$0], width: inner.width)
    }
    _ = buffer.drawLines(wrapped, in: inner, alignment: .leading)
  }
}
