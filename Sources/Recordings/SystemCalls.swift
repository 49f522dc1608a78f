#if canImport(Glibc)
  import Glibc

  /// `close(2)`, named apart from the methods called `close`.
  @discardableResult func systemClose(_ descriptor: Int32) -> Int32 { Glibc.close(descriptor) }
  /// `open(2)` without a mode.
  func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
#elseif canImport(Darwin)
  import Darwin

  /// `close(2)`, named apart from the methods called `close`.
  @discardableResult func systemClose(_ descriptor: Int32) -> Int32 { Darwin.close(descriptor) }
  /// `open(2)` without a mode.
  func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
#endif
