import ConsentEngine
import TextSafety

/// libFuzzer entry for the `journey.json` decoder: the bytes either decode into a journey the
/// engine can start from, or throw one located error naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let journey = try JourneyFile(bytes: bytes, path: "journey.json")
    require(journey.defaultCountry.unicodeScalars.count == 2, "country code")
    require(!journey.bundleId.isEmpty, "bundle id")
    var state = ConsentState(
      definition: journey.definition,
      device: DeviceSettings(region: journey.defaultRegion))
    _ = reduce(into: &state, .launch)
    _ = state.screen
  } catch {
    require(error.location.file == "journey.json" && error.location.line >= 1, "error location")
    require(!error.message.isEmpty && !error.message.contains("\n"), "one-line message")
  }
  return 0
}

/// Traps with a message when an invariant of the decoder does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("journey invariant broken: \(what())") }
}
