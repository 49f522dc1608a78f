/// What iOS stores about this app's tracking answer.
public struct TrackingRecord: Equatable, Sendable, Hashable {
  /// The person's stored answer: `notDetermined`, `denied` or `authorized` (ATT-3).
  public var decision: TrackingStatus = .notDetermined
  /// The logical day of the last answer, for the EU's yearly re-prompt.
  public var lastAnsweredDay: Int?
  /// Who set the decision, so screens never claim a choice the person did not make (ATT-18).
  public var source: DecisionSource?
  /// Whether the app is listed with its own toggle in Settings (ATT-12).
  public var listedInSettings = false

  /// Creates an empty record, as after installation.
  public init() {}
}
