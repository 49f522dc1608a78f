/// Every grapheme's coverage over its cell or cells, rasterised once per renderer.
///
/// A one-column character is tried in the `--font` font, then DejaVu Sans Mono, DejaVu Sans and the CJK
/// face; a two-column one in the `--font` font, then the CJK face, then the others. Each glyph is centred
/// on its advance across its cells and clipped to them, so no ink reaches a neighbour; box-drawing and
/// block characters are exact rectangles; a character no font has is a hollow box.
final class GlyphAtlas {
  private struct Key: Hashable {
    var text: String
    var columns: Int
    var bold: Bool
    var italic: Bool
  }

  private let metrics: CellMetrics
  private let narrowChain: [FontFace]
  private let wideChain: [FontFace]
  private var cache: [Key: [UInt8]?] = [:]

  /// Opens the fonts; the CJK collection's face is the one for `language`.
  init(fonts: GIFFonts, language: String?, metrics: CellMetrics) throws(GIFFontError) {
    self.metrics = metrics
    let override = try fonts.override.map { file throws(GIFFontError) in
      try FontFace(file, pixelSize: metrics.fontSize)
    }
    var narrow: [FontFace] = []
    for file in fonts.narrow { narrow.append(try FontFace(file, pixelSize: metrics.fontSize)) }
    let wide = try fonts.wide.map { file throws(GIFFontError) in
      try FontFace(
        FontLookup.wideFace(file, families: fonts.wideFamilies, language: language),
        pixelSize: metrics.wideFontSize)
    }
    narrowChain = [override].compactMap { $0 } + narrow + [wide].compactMap { $0 }
    wideChain = [override, wide].compactMap { $0 } + narrow
  }

  /// The coverage of `text` over `columns` cells (row by row, `columns × cellWidth` wide), or nil when
  /// it leaves no ink.
  func mask(_ text: String, columns: Int, bold: Bool, italic: Bool) -> [UInt8]? {
    let key = Key(text: text, columns: columns, bold: bold, italic: italic)
    if let known = cache[key] { return known }
    let made = draw(key)
    cache[key] = .some(made)
    return made
  }

  private func draw(_ key: Key) -> [UInt8]? {
    let width = metrics.cellWidth * key.columns
    let height = metrics.cellHeight
    let scalars = Array(key.text.unicodeScalars)
    guard let base = scalars.first, !(scalars.count == 1 && base == " ") else { return nil }
    if scalars.count == 1, BoxDrawing.draws(base) {
      return BoxDrawing.mask(base, width: width, height: height)
    }
    var coverage = [UInt8](repeating: 0, count: width * height)
    let chain = key.columns > 1 ? wideChain : narrowChain
    guard let face = chain.first(where: { $0.has(base) }),
      var glyph = face.render(base, bold: key.bold, italic: key.italic)
    else {
      if base.properties.isWhitespace || base.properties.generalCategory == .format { return nil }
      hollowBox(&coverage, width: width, height: height)
      return coverage
    }
    // A glyph wider than its cells (a symbol from a wider fallback font) is drawn smaller to fit.
    if glyph.advance > Double(width) * 1.1,
      let smaller = face.render(
        base, bold: key.bold, italic: key.italic,
        size: max(6, Int(Double(metrics.fontSize) * Double(width) / glyph.advance)))
    {
      glyph = smaller
    }
    let pen = Int(((Double(width) - glyph.advance) / 2).rounded())
    place(glyph, pen: pen, into: &coverage, width: width, height: height)
    // Combining marks sit where the base character's advance ends.
    for mark in scalars.dropFirst() {
      guard let markFace = chain.first(where: { $0.has(mark) }),
        let drawn = markFace.render(mark, bold: key.bold, italic: key.italic)
      else { continue }
      place(drawn, pen: pen + Int(glyph.advance.rounded()), into: &coverage, width: width, height: height)
    }
    return coverage.contains(where: { $0 != 0 }) ? coverage : nil
  }

  private func place(_ glyph: GlyphBitmap, pen: Int, into coverage: inout [UInt8], width: Int, height: Int) {
    let left = pen + glyph.left
    let top = metrics.baseline - glyph.top
    for row in 0..<glyph.rows {
      let y = top + row
      guard y >= 0, y < height else { continue }
      for column in 0..<glyph.width {
        let x = left + column
        guard x >= 0, x < width else { continue }
        let value = glyph.coverage[row * glyph.width + column]
        if value > coverage[y * width + x] { coverage[y * width + x] = value }
      }
    }
  }

  private func hollowBox(_ coverage: inout [UInt8], width: Int, height: Int) {
    let (left, right, top, bottom) = (1, width - 2, 3, height - 3)
    guard left < right, top < bottom else { return }
    for x in left...right {
      coverage[top * width + x] = 255
      coverage[bottom * width + x] = 255
    }
    for y in top...bottom {
      coverage[y * width + left] = 255
      coverage[y * width + right] = 255
    }
  }
}

/// The size of a cell in pixels and where text sits in it.
public struct CellMetrics: Sendable, Hashable {
  /// Pixels per column.
  public var cellWidth: Int
  /// Pixels per row.
  public var cellHeight: Int
  /// The font size in pixels.
  public var fontSize: Int
  /// The size of the CJK face, whose em square fills most of two cells.
  public var wideFontSize: Int
  /// The baseline, in pixels from the top of the cell.
  public var baseline: Int

  /// The SVG's cells: 9 × 18 pixels, 15 px type, 16 px for wide characters.
  public static let standard = CellMetrics(
    cellWidth: 9, cellHeight: 18, fontSize: 15, wideFontSize: 16, baseline: 14)
}
