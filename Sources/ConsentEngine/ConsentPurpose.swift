/// A purpose the consent platform's options page lists with a switch of its own, modelled on the IAB TCF
/// purposes a UMP options page shows; every switch starts off, as consent is never assumed.
public enum ConsentPurpose: String, Sendable, Hashable, CaseIterable {
  /// Store and/or access information on the device (TCF purpose 1).
  case storage
  /// Personalised ads: build an ads profile and choose ads from it (TCF purposes 3 and 4).
  case personalizedAds
  /// Ad measurement: how well ads perform (TCF purpose 7).
  case measurement
}

extension ConsentAnswer {
  /// The answer confirmed choices give: every purpose on is consent, none a refusal, anything between
  /// partial, which keeps ads non-personalised as a refusal does (UMP-9).
  public init(purposes: Set<ConsentPurpose>) {
    if purposes.count == ConsentPurpose.allCases.count {
      self = .consented
    } else {
      self = purposes.isEmpty ? .refused : .partial
    }
  }
}
