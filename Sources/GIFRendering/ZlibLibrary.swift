#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's zlib, opened with `dlopen` the first time a PNG is drawn: the program does not link it, so
/// nothing else loads it, and without it PNGs are written with stored blocks.
///
/// Only `compress2` and `compressBound` are resolved, with `dlsym`, into C function types written out from
/// zlib's declarations (`uLong` and `uLongf` are C `unsigned long`), so no header is needed to build.
struct ZlibLibrary: @unchecked Sendable {
  private let compress2:
    @convention(c) (
      UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32
    ) -> Int32
  private let compressBound: @convention(c) (UInt) -> UInt

  /// Why zlib could not be opened.
  struct Unavailable: Error, Sendable {
    /// The loader's reason.
    var reason: String
  }

  /// Where the library is looked for, in order: the system's, then Homebrew's.
  #if canImport(Darwin)
    static let candidates = ["/usr/lib/libz.1.dylib", "/opt/homebrew/lib/libz.1.dylib", "libz.1.dylib"]
  #else
    static let candidates = ["libz.so.1"]
  #endif

  /// The library, opened once per process.
  static func shared() throws(Unavailable) -> ZlibLibrary {
    try loaded.get()
  }

  private static let loaded = open(candidates)

  /// Opens the first of `candidates` that loads and has both functions.
  static func open(_ candidates: [String]) -> Result<ZlibLibrary, Unavailable> {
    var reason = "not found"
    for name in candidates {
      guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
        if let message = dlerror() { reason = String(cString: message) }
        continue
      }
      guard let compress = dlsym(handle, "compress2"), let bound = dlsym(handle, "compressBound") else {
        dlclose(handle)
        return .failure(Unavailable(reason: "\(name) has no compress2"))
      }
      return .success(ZlibLibrary(compress: compress, bound: bound))
    }
    return .failure(Unavailable(reason: reason))
  }

  private init(compress: UnsafeMutableRawPointer, bound: UnsafeMutableRawPointer) {
    compress2 = unsafeBitCast(compress, to: type(of: compress2))
    compressBound = unsafeBitCast(bound, to: type(of: compressBound))
  }

  /// The raw deflate data of `bytes` (zlib's own header and checksum taken off), or nil when zlib fails.
  func deflate(_ bytes: [UInt8]) -> [UInt8]? {
    var capacity = compressBound(UInt(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(capacity))
    // Level 6, zlib's default: nearly level 9's size at a fraction of its time.
    let status = out.withUnsafeMutableBufferPointer { target in
      bytes.withUnsafeBufferPointer { source in
        compress2(target.baseAddress, &capacity, source.baseAddress, UInt(bytes.count), 6)
      }
    }
    guard status == 0, capacity >= 6 else { return nil }
    return Array(out[2..<(Int(capacity) - 4)])
  }
}
