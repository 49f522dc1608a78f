internal import CFreeType

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A glyph's coverage as FreeType rendered it: rows of 0…255, placed by its bearings.
struct GlyphBitmap {
  /// Coverage, row by row.
  var coverage: [UInt8]
  /// Columns.
  var width: Int
  /// Rows.
  var rows: Int
  /// From the pen to the first column, in pixels.
  var left: Int
  /// From the baseline up to the first row, in pixels.
  var top: Int
  /// The pen's advance, in pixels.
  var advance: Double
}

/// One FreeType face at one pixel size, with its own library handle (FreeType faces are not shared
/// between threads, so every renderer opens its own).
final class FontFace {
  private let freetype: FreeTypeLibrary
  private var library: FT_Library?
  private var face: FT_Face?
  private var pixelSize: Int

  /// Opens a face at a pixel size.
  init(_ file: FontFile, pixelSize: Int) throws(GIFFontError) {
    self.pixelSize = pixelSize
    freetype = try FreeTypeLibrary.shared()
    try FontFileCheck.requireRegularFile(file.path)
    guard freetype.initFreeType(&library) == 0 else {
      throw .unreadable(path: file.path, reason: "FreeType could not start")
    }
    let error = freetype.newFace(library, file.path, FT_Long(file.face), &face)
    guard error == 0, face != nil else {
      _ = freetype.doneFreeType(library)
      library = nil
      throw .unreadable(path: file.path, reason: Self.reason(error, path: file.path))
    }
    _ = freetype.setPixelSizes(face, 0, FT_UInt(pixelSize))
  }

  deinit {
    if let face { _ = freetype.doneFace(face) }
    if let library { _ = freetype.doneFreeType(library) }
  }

  /// The family names of every face in a file (one for a font, several for a collection).
  static func families(in path: String) -> [String] {
    guard let freetype = try? FreeTypeLibrary.shared(), (try? FontFileCheck.requireRegularFile(path)) != nil
    else { return [] }
    var library: FT_Library?
    guard freetype.initFreeType(&library) == 0 else { return [] }
    defer { _ = freetype.doneFreeType(library) }
    var probe: FT_Face?
    guard freetype.newFace(library, path, -1, &probe) == 0, let probe else { return [] }
    let count = Int(probe.pointee.num_faces)
    _ = freetype.doneFace(probe)
    var names: [String] = []
    for index in 0..<count {
      var face: FT_Face?
      guard freetype.newFace(library, path, FT_Long(index), &face) == 0, let face else {
        names.append("")
        continue
      }
      names.append(face.pointee.family_name.map { String(cString: $0) } ?? "")
      _ = freetype.doneFace(face)
    }
    return names
  }

  /// True when the face has a glyph for the scalar.
  func has(_ scalar: Unicode.Scalar) -> Bool {
    freetype.getCharIndex(face, FT_ULong(scalar.value)) != 0
  }

  /// The scalar's glyph at `size` pixels (the face's own size when nil), bold and slanted as asked.
  func render(_ scalar: Unicode.Scalar, bold: Bool, italic: Bool, size: Int? = nil) -> GlyphBitmap? {
    guard let face else { return nil }
    let wanted = size ?? pixelSize
    _ = freetype.setPixelSizes(face, 0, FT_UInt(wanted))
    defer { if wanted != pixelSize { _ = freetype.setPixelSizes(face, 0, FT_UInt(pixelSize)) } }
    let index = freetype.getCharIndex(face, FT_ULong(scalar.value))
    guard freetype.loadGlyph(face, index, shim_load_no_bitmap() | shim_load_target_light()) == 0,
      let slot = face.pointee.glyph
    else { return nil }
    if slot.pointee.format == shim_format_outline() {
      if bold {
        // About a fifteenth of the size, in 26.6 fixed point: the stroke a bold face adds.
        let strength = FT_Pos(wanted * 64 / 15)
        _ = freetype.outlineEmbolden(&slot.pointee.outline, strength, 0)
      }
      if italic {
        var shear = FT_Matrix(xx: 0x10000, xy: 0x3000, yx: 0, yy: 0x10000)
        freetype.outlineTransform(&slot.pointee.outline, &shear)
      }
    }
    guard freetype.renderGlyph(slot, shim_render_light()) == 0 else { return nil }
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width)
    let rows = Int(bitmap.rows)
    var coverage = [UInt8](repeating: 0, count: width * rows)
    if let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(shim_pixel_gray().rawValue) {
      let pitch = Int(bitmap.pitch)
      for row in 0..<rows {
        let source = pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch
        for column in 0..<width { coverage[row * width + column] = buffer[source + column] }
      }
    }
    var advance = Double(slot.pointee.advance.x) / 64
    if bold { advance += Double(wanted) / 15 }
    return GlyphBitmap(
      coverage: coverage, width: width, rows: rows, left: Int(slot.pointee.bitmap_left),
      top: Int(slot.pointee.bitmap_top), advance: advance)
  }

  private static func reason(_ error: FT_Error, path: String) -> String {
    var status = stat()
    if stat(path, &status) != 0 { return String(cString: strerror(errno)) }
    return "not a font FreeType can read (FreeType error \(error))"
  }
}
