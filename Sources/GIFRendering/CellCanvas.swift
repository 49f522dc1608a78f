import TerminalKit

/// The GIF's pixels as colour indices, drawn cell by cell from buffers.
struct CellCanvas {
  /// Width in pixels.
  let width: Int
  /// Height in pixels.
  let height: Int
  /// Colour indices, row by row.
  var pixels: [UInt8]
  private let metrics: CellMetrics
  private let palette: GIFPalette
  private let atlas: GlyphAtlas
  private let styling: PictureStyling
  private var looks: [Style: Look] = [:]
  private var lineLooks: [Style: Look] = [:]

  /// How a style is drawn: its colour ramp and emphasis.
  private struct Look {
    var ramp: [UInt8]
    var bold: Bool
    var italic: Bool
    var underline: Bool
  }

  init(
    columns: Int, rows: Int, metrics: CellMetrics, palette: GIFPalette, atlas: GlyphAtlas,
    styling: PictureStyling
  ) {
    width = max(1, columns * metrics.cellWidth)
    height = max(1, rows * metrics.cellHeight)
    pixels = [UInt8](repeating: 0, count: width * height)
    self.metrics = metrics
    self.palette = palette
    self.atlas = atlas
    self.styling = styling
  }

  /// Draws the cells of `buffer` in columns `columns` of rows `rows`.
  mutating func draw(_ buffer: Buffer, columns: Range<Int>, rows: Range<Int>) {
    for y in rows {
      for x in columns { draw(buffer, x: x, y: y) }
    }
  }

  /// Draws the cells of `new` that differ from `old` (a wide character whole).
  mutating func drawChanges(from old: Buffer, to new: Buffer) {
    for y in 0..<new.height {
      for x in 0..<new.width where old[x, y] != new[x, y] {
        if new[x, y].isContinuation || old[x, y].isContinuation, x > 0 { draw(new, x: x - 1, y: y) }
        draw(new, x: x, y: y)
      }
    }
  }

  /// Draws one cell; a wide character's lead cell draws both of its cells, its continuation nothing.
  private mutating func draw(_ buffer: Buffer, x: Int, y: Int) {
    let cell = buffer[x, y]
    if cell.isContinuation, x > 0, !buffer[x - 1, y].isContinuation { return }
    let isWide = !cell.isContinuation && x + 1 < buffer.width && buffer[x + 1, y].isContinuation
    let columns = isWide ? 2 : 1
    let look = isLine(cell) ? lineLook(cell.style) : self.look(cell.style)
    let left = x * metrics.cellWidth
    let top = y * metrics.cellHeight
    let regionWidth = min(columns * metrics.cellWidth, width - left)
    guard regionWidth > 0, top + metrics.cellHeight <= height else { return }
    let background = look.ramp[0]
    let mask =
      cell.isContinuation
      ? nil : atlas.mask(cell.grapheme, columns: columns, bold: look.bold, italic: look.italic)
    let maskWidth = columns * metrics.cellWidth
    for row in 0..<metrics.cellHeight {
      let start = (top + row) * width + left
      for column in 0..<regionWidth {
        if let mask {
          let coverage = mask[row * maskWidth + column]
          pixels[start + column] = coverage == 0 ? background : palette.shade(look.ramp, coverage: coverage)
        } else {
          pixels[start + column] = background
        }
      }
    }
    if look.underline, !cell.isContinuation {
      let row = min(metrics.cellHeight - 1, metrics.baseline + 2)
      let start = (top + row) * width + left
      for column in 0..<regionWidth { pixels[start + column] = look.ramp[palette.steps] }
    }
  }

  /// Whether a cell is one box-drawing character, drawn in its role's line colour.
  private func isLine(_ cell: Cell) -> Bool {
    let scalars = cell.grapheme.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return false }
    return BoxDrawing.draws(scalar)
  }

  private mutating func lineLook(_ style: Style) -> Look {
    if let known = lineLooks[style] { return known }
    let picture = styling.lineLook(of: style)
    let look = Look(
      ramp: palette.ramp(of: picture), bold: picture.bold, italic: picture.italic,
      underline: picture.underline)
    lineLooks[style] = look
    return look
  }

  private mutating func look(_ style: Style) -> Look {
    if let known = looks[style] { return known }
    let picture = styling.look(of: style)
    let look = Look(
      ramp: palette.ramp(of: picture), bold: picture.bold, italic: picture.italic,
      underline: picture.underline)
    looks[style] = look
    return look
  }
}
