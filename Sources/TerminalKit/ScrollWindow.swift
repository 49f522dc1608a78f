/// Which rows of content taller than its viewport are on screen, and the cue that says more is there.
public struct ScrollWindow: Sendable, Hashable {
  /// Rows of content.
  public let contentHeight: Int
  /// Rows on screen.
  public let viewportHeight: Int
  /// The first content row on screen, kept within `0...maximumOffset`.
  public let offset: Int

  /// A window over content, its offset clamped so the viewport never shows past either end.
  public init(contentHeight: Int, viewportHeight: Int, offset: Int) {
    self.contentHeight = max(0, contentHeight)
    self.viewportHeight = max(0, viewportHeight)
    self.offset = min(max(0, offset), max(0, self.contentHeight - self.viewportHeight))
  }

  /// The largest offset: the last viewport's worth of content.
  public var maximumOffset: Int { max(0, contentHeight - viewportHeight) }

  /// True when some content does not fit the viewport.
  public var scrolls: Bool { contentHeight > viewportHeight }

  /// True when content is hidden above.
  public var hasMoreAbove: Bool { offset > 0 }

  /// True when content is hidden below.
  public var hasMoreBelow: Bool { offset < maximumOffset }

  /// The smallest change of offset that brings content rows `rows` (lower bound inclusive) on screen,
  /// their top first when they are taller than the viewport.
  public func revealing(_ rows: Range<Int>) -> ScrollWindow {
    var wanted = offset
    if rows.upperBound > wanted + viewportHeight { wanted = rows.upperBound - viewportHeight }
    if rows.lowerBound < wanted { wanted = rows.lowerBound }
    return ScrollWindow(contentHeight: contentHeight, viewportHeight: viewportHeight, offset: wanted)
  }

  /// The same content moved by a number of rows (negative scrolls up).
  public func moved(by rows: Int) -> ScrollWindow {
    ScrollWindow(contentHeight: contentHeight, viewportHeight: viewportHeight, offset: offset + rows)
  }

  /// The marks of a scroll bar for each viewport row, top to bottom: "▲" on the first row when content
  /// is hidden above, "▼" on the last when content is hidden below, "┃" where the visible part sits
  /// and nil elsewhere (the caller keeps its own border there).
  public var cue: [String?] {
    guard scrolls, viewportHeight > 0 else { return Array(repeating: nil, count: viewportHeight) }
    var marks: [String?] = Array(repeating: nil, count: viewportHeight)
    let track = max(1, viewportHeight - 2)
    let thumb = max(1, track * viewportHeight / max(1, contentHeight))
    let start = maximumOffset == 0 ? 0 : (track - thumb) * offset / maximumOffset
    for row in start..<min(track, start + thumb) where viewportHeight > 2 { marks[row + 1] = "┃" }
    if hasMoreAbove { marks[0] = "▲" }
    if hasMoreBelow { marks[viewportHeight - 1] = "▼" }
    return marks
  }
}

extension Buffer {
  /// Copies the cells of `source` in `rect` to the same columns of this buffer, `rows` rows up
  /// (a scrolled view of taller content); rows that land outside `clip` are skipped.
  public mutating func copy(_ source: Buffer, rect: Rect, up rows: Int, clip: Rect) {
    let area = rect.intersection(source.bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      let target = y - rows
      guard target >= clip.y, target < clip.maxY, target >= 0, target < height else { continue }
      for x in area.x..<area.maxX where x >= clip.x && x < clip.maxX {
        self[x, target] = source[x, y]
      }
    }
  }
}
