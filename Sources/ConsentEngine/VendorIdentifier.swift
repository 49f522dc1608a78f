/// The identifier for vendor (IDFV): unaffected by tracking, new when the vendor's only app is reinstalled.
public enum VendorIdentifier {
  /// Mixed into the seed so the IDFV never equals the IDFA made from the same seed.
  static let salt: UInt64 = 0x4944_4656_5645_4E44

  /// The identifier of the given installation (1 for the first), an uppercase version-4 UUID.
  public static func make(seed: UInt64, installation: Int) -> String {
    var generator = SplitMix64(seed: seed ^ salt)
    for _ in 1..<max(1, installation) {
      _ = generator.next()
      _ = generator.next()
    }
    return AdvertisingIdentifier.uuid(&generator)
  }
}
