/// Cell positions as tmux itself counts them, read with copy-mode cursor movements.
extension TmuxSession {
  /// For each pane row, the column just after its last drawn character (tmux's own cell count).
  ///
  /// One tmux invocation per row: enter copy mode, go to the row, `end-of-line`, report the cursor.
  func rowEnds(_ rows: [Int]) throws -> [Int: Int] {
    try tmux(["set-option", "-g", "mode-keys", "emacs"])
    var ends: [Int: Int] = [:]
    for row in rows {
      var commands = [["copy-mode", "-t", target], ["send-keys", "-t", target, "-X", "top-line"]]
      commands.append(["send-keys", "-t", target, "-X", "start-of-line"])
      if row > 0 { commands.append(["send-keys", "-t", target, "-N", "\(row)", "-X", "cursor-down"]) }
      commands.append(["send-keys", "-t", target, "-X", "end-of-line"])
      commands.append(["display-message", "-p", "-t", target, "#{copy_cursor_x} #{copy_cursor_y}"])
      commands.append(["send-keys", "-t", target, "-X", "cancel"])
      let output = try tmux(Array(commands.joined(separator: [";"])))
      let numbers = output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
      guard numbers.count == 2, numbers[1] == row else {
        throw Failure.timedOut(waitingFor: "copy-mode cursor on row \(row), got \(output)", screen: "")
      }
      ends[row] = numbers[0]
    }
    return ends
  }
}
