/// Country lists that decide the tracking prompt's interface and the global toggle's name.
public enum CountryRules {
  /// The 27 member states of the European Union, as ISO 3166-1 alpha-2 codes.
  public static let europeanUnion: Set<String> = [
    "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
    "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
  ]

  /// The five countries where the full-page sheet always replaces the alert.
  public static let alwaysExpandedSheet: Set<String> = ["FR", "DE", "IT", "PL", "RO"]

  /// Whether both the device location and the Apple Account country are in `countries`.
  public static func both(_ device: String, _ account: String, in countries: Set<String>) -> Bool {
    countries.contains(device.uppercased()) && countries.contains(account.uppercased())
  }
}
