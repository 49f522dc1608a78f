import TerminalKit

/// Draws buffers as PNGs from the same cells, fonts and colours as the GIFs, at twice their size by
/// default so they stay sharp on a slide: glyphs rasterised by FreeType at the larger size (wide
/// characters centred across their two cells), box drawing as exact rectangles, no cursor.
public struct PNGRenderer: Sendable {
  /// The colours and emphasis of every style.
  public let styling: PictureStyling
  /// The fonts.
  public let fonts: GIFFonts
  /// The pictures' language, which picks the CJK glyph forms.
  public let language: String?
  /// The cell size.
  public let metrics: CellMetrics
  /// Whether the image data is stored uncompressed even when zlib is there.
  public let stored: Bool

  /// Creates a renderer; `stored` writes uncompressed deflate blocks, as when zlib is missing.
  public init(
    styling: PictureStyling, fonts: GIFFonts, language: String?, metrics: CellMetrics = .double,
    stored: Bool = false
  ) {
    self.styling = styling
    self.fonts = fonts
    self.language = language
    self.metrics = metrics
    self.stored = stored
  }

  /// One PNG for each buffer, in order, the fonts opened once for all of them.
  public func pictures(_ buffers: [Buffer]) throws(GIFFontError) -> [[UInt8]] {
    guard !buffers.isEmpty else { return [] }
    let atlas = try GlyphAtlas(fonts: fonts, language: language, metrics: metrics)
    let palette = GIFPalette(styling: styling)
    return buffers.map { buffer in
      var canvas = CellCanvas(
        columns: buffer.width, rows: buffer.height, metrics: metrics, palette: palette, atlas: atlas,
        styling: styling)
      canvas.draw(buffer, columns: 0..<buffer.width, rows: 0..<buffer.height)
      var rgb = [UInt8](repeating: 0, count: canvas.pixels.count * 3)
      let colors = palette.colors
      for (index, pixel) in canvas.pixels.enumerated() {
        let color = colors[Int(pixel)]
        rgb[index * 3] = color.red
        rgb[index * 3 + 1] = color.green
        rgb[index * 3 + 2] = color.blue
      }
      return PNGWriter.png(width: canvas.width, height: canvas.height, rgb: rgb, stored: stored)
    }
  }
}

extension CellMetrics {
  /// Twice the GIF's cells: 18 × 36 pixels, 30 px type, 32 px for wide characters.
  public static let double = CellMetrics(
    cellWidth: 18, cellHeight: 36, fontSize: 30, wideFontSize: 32, baseline: 28)
}
