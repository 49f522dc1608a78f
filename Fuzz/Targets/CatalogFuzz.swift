import StringTables

/// libFuzzer entry for the `.xcstrings` decoder: the bytes either decode or throw `CopyLoadError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let catalog = try StringCatalog(bytes: bytes, path: "fuzz.xcstrings")
    _ = catalog.languages
    for string in catalog.strings {
      require(string.location.line >= 1, "catalog key location")
      for (language, localization) in string.localizations {
        for device in CatalogDevice.allCases {
          for count in [nil, 0, 1, 2, 5, 11, 21, 101, Int.max, Int.min] as [Int?] {
            _ = localization.resolve(language: language, count: count, device: device)
          }
        }
      }
    }
  } catch {
    require(error.path == "fuzz.xcstrings" && !error.message.isEmpty, "catalog error")
  }
  return 0
}

/// Traps with a message when an invariant of a loader does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("catalog invariant broken: \(what())") }
}
