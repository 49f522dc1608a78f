/// One of the eight basic terminal colours, or the terminal's default.
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable {
  case `default` = -1
  case black = 0
  case red = 1
  case green = 2
  case yellow = 3
  case blue = 4
  case magenta = 5
  case cyan = 6
  case white = 7
}
