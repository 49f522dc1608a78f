internal import CFreeType

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// FreeType, opened with `dlopen` the first time a GIF needs it: the program does not link it, so the walk
/// and every other command start without loading it (nor libpng, zlib and brotli behind it).
///
/// Only the functions `FontFace` calls are resolved, with `dlsym`, into C function types matching
/// FreeType's declarations (which `CFreeType` gives; it links nothing).
struct FreeTypeLibrary: @unchecked Sendable {
  let initFreeType: @convention(c) (UnsafeMutablePointer<FT_Library?>?) -> FT_Error
  let doneFreeType: @convention(c) (FT_Library?) -> FT_Error
  let newFace:
    @convention(c) (FT_Library?, UnsafePointer<CChar>?, FT_Long, UnsafeMutablePointer<FT_Face?>?) -> FT_Error
  let doneFace: @convention(c) (FT_Face?) -> FT_Error
  let setPixelSizes: @convention(c) (FT_Face?, FT_UInt, FT_UInt) -> FT_Error
  let getCharIndex: @convention(c) (FT_Face?, FT_ULong) -> FT_UInt
  let loadGlyph: @convention(c) (FT_Face?, FT_UInt, FT_Int32) -> FT_Error
  let renderGlyph: @convention(c) (FT_GlyphSlot?, FT_Render_Mode) -> FT_Error
  let outlineEmbolden: @convention(c) (UnsafeMutablePointer<FT_Outline>?, FT_Pos, FT_Pos) -> FT_Error
  let outlineTransform: @convention(c) (UnsafePointer<FT_Outline>?, UnsafePointer<FT_Matrix>?) -> Void

  /// Where the library is looked for, in order: the system's loader path, then Homebrew's folders.
  #if canImport(Darwin)
    static let candidates = [
      "/opt/homebrew/lib/libfreetype.6.dylib", "/usr/local/lib/libfreetype.6.dylib", "libfreetype.6.dylib",
    ]
  #else
    static let candidates = ["libfreetype.so.6"]
  #endif

  /// The library, opened once per process; a missing library or function is the same error every time.
  static func shared() throws(GIFFontError) -> FreeTypeLibrary {
    try loaded.get()
  }

  private static let loaded = open(candidates)

  /// Opens the first of `candidates` that loads and resolves every function used.
  static func open(_ candidates: [String]) -> Result<FreeTypeLibrary, GIFFontError> {
    var reason = "not found"
    for name in candidates {
      guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
        if let message = dlerror() { reason = String(cString: message) }
        continue
      }
      do {
        return .success(try FreeTypeLibrary(handle: handle))
      } catch {
        dlclose(handle)
        return .failure(error)
      }
    }
    return .failure(.missingLibrary(library: candidates.first ?? "FreeType", reason: reason))
  }

  private init(handle: UnsafeMutableRawPointer) throws(GIFFontError) {
    func symbol<Function>(_ name: String) throws(GIFFontError) -> Function {
      guard let address = dlsym(handle, name) else {
        throw .missingLibrary(library: name, reason: "FreeType has no such function")
      }
      return unsafeBitCast(address, to: Function.self)
    }
    initFreeType = try symbol("FT_Init_FreeType")
    doneFreeType = try symbol("FT_Done_FreeType")
    newFace = try symbol("FT_New_Face")
    doneFace = try symbol("FT_Done_Face")
    setPixelSizes = try symbol("FT_Set_Pixel_Sizes")
    getCharIndex = try symbol("FT_Get_Char_Index")
    loadGlyph = try symbol("FT_Load_Glyph")
    renderGlyph = try symbol("FT_Render_Glyph")
    outlineEmbolden = try symbol("FT_Outline_EmboldenXY")
    outlineTransform = try symbol("FT_Outline_Transform")
  }
}
