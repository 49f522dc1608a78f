import TerminalKit

/// Draws timed buffers as a looping GIF89a: each cell's glyph rasterised with FreeType (wide characters
/// centred across their two cells, box drawing as exact rectangles), one global palette from the theme,
/// and after the first image only the rectangle of cells that changed, with unchanged pixels transparent.
///
/// The cursor is never drawn. Delays come from the frames' times; the last frame stays until `duration`
/// (at least `minimumHold`). The same frames always give the same bytes.
public struct GIFRenderer: Sendable {
  /// The least time the last frame stays before the GIF starts over, in microseconds (the SVG's).
  public static let minimumHold = 1_000_000

  /// The colours and emphasis of every style (a terminal theme with `usesColor: false` gives greys).
  public let styling: PictureStyling
  /// The fonts.
  public let fonts: GIFFonts
  /// The recording's language, which picks the CJK glyph forms (Korean, Japanese, Chinese).
  public let language: String?
  /// The cell size.
  public let metrics: CellMetrics

  /// Creates a renderer in the terminal appearance of a theme.
  public init(theme: Theme, fonts: GIFFonts, language: String?, metrics: CellMetrics = .standard) {
    self.init(styling: PictureStyling(theme: theme), fonts: fonts, language: language, metrics: metrics)
  }

  /// Creates a renderer in a picture styling.
  public init(styling: PictureStyling, fonts: GIFFonts, language: String?, metrics: CellMetrics = .standard) {
    self.styling = styling
    self.fonts = fonts
    self.language = language
    self.metrics = metrics
  }

  /// The GIF of `frames` (in time order) lasting `duration` microseconds, looping forever.
  public func animation(_ frames: [GIFFrame], duration: Int) throws(GIFFontError) -> [UInt8] {
    let atlas = try GlyphAtlas(fonts: fonts, language: language, metrics: metrics)
    let palette = GIFPalette(styling: styling)
    let shown = Self.moments(frames)
    let columns = shown.map(\.buffer.width).max() ?? 1
    let rows = shown.map(\.buffer.height).max() ?? 1
    var canvas = CellCanvas(
      columns: columns, rows: rows, metrics: metrics, palette: palette, atlas: atlas, styling: styling)
    var writer = GIFWriter(
      width: canvas.width, height: canvas.height, colors: palette.colors, tableBits: palette.tableBits,
      transparent: palette.transparent)
    let end = Self.hundredths(max(duration, (frames.last?.time ?? 0) + Self.minimumHold))
    var previous: Buffer?
    for (index, moment) in shown.enumerated() {
      let next = index + 1 < shown.count ? shown[index + 1].time : max(end, moment.time + 1)
      let delay = next - moment.time
      let buffer = moment.buffer
      guard let before = previous, before.width == buffer.width, before.height == buffer.height else {
        canvas.draw(buffer, columns: 0..<buffer.width, rows: 0..<buffer.height)
        writer.image(
          canvas.pixels, left: 0, top: 0, width: canvas.width, height: canvas.height, delay: delay,
          usesTransparency: false)
        previous = buffer
        continue
      }
      let area = Self.changedArea(from: before, to: buffer)
      let old = canvas.pixels
      canvas.drawChanges(from: before, to: buffer)
      let left = area.columns.lowerBound * metrics.cellWidth
      let top = area.rows.lowerBound * metrics.cellHeight
      let width = area.columns.count * metrics.cellWidth
      let height = area.rows.count * metrics.cellHeight
      var indices = [UInt8](repeating: palette.transparent, count: width * height)
      for row in 0..<height {
        let start = (top + row) * canvas.width + left
        for column in 0..<width where canvas.pixels[start + column] != old[start + column] {
          indices[row * width + column] = canvas.pixels[start + column]
        }
      }
      writer.image(
        indices, left: left, top: top, width: width, height: height, delay: delay, usesTransparency: true)
      previous = buffer
    }
    return writer.finish()
  }

  /// The frames as shown: at each hundredth of a second the last frame drawn then, and only frames that
  /// change the screen; times in hundredths.
  static func moments(_ frames: [GIFFrame]) -> [(time: Int, buffer: Buffer)] {
    var moments: [(time: Int, buffer: Buffer)] = []
    for frame in frames {
      let time = hundredths(frame.time)
      if let last = moments.last, last.time == time {
        moments[moments.count - 1].buffer = frame.buffer
      } else {
        moments.append((time, frame.buffer))
      }
    }
    var shown: [(time: Int, buffer: Buffer)] = []
    for moment in moments where shown.last?.buffer != moment.buffer { shown.append(moment) }
    if shown.isEmpty { shown.append((0, Buffer(width: 1, height: 1))) }
    return shown
  }

  /// The cells that differ, as one rectangle widened to whole two-column characters; one cell when none do.
  static func changedArea(from old: Buffer, to new: Buffer) -> (columns: Range<Int>, rows: Range<Int>) {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<new.height {
      for x in 0..<new.width where old[x, y] != new[x, y] {
        var start = x
        var end = x
        if new[x, y].isContinuation || old[x, y].isContinuation { start = max(0, x - 1) }
        if x + 1 < new.width, new[x + 1, y].isContinuation || old[x + 1, y].isContinuation { end = x + 1 }
        minX = min(minX, start)
        maxX = max(maxX, end)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= 0 else { return (0..<1, 0..<1) }
    return (minX..<(maxX + 1), minY..<(maxY + 1))
  }

  /// Microseconds to hundredths of a second, rounded.
  static func hundredths(_ microseconds: Int) -> Int { (microseconds + 5_000) / 10_000 }
}
