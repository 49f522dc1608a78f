/// The screens the primer policy binds (HIG-1 … HIG-4): every screen shown before a consent prompt,
/// and the purpose strings iOS shows inside its own.
struct PolicyScope: Sendable {
  /// The screen's name in messages.
  let name: String
  /// The table its copy is in.
  let table: String
  /// Keys beginning with this belong to the screen ("" for every key of the table).
  let keyPrefix: String
  /// Only these keys, when given.
  let keys: Set<String>?
  /// True when the screen has exactly one action, which never dismisses (HIG-1, HIG-2).
  ///
  /// Screens that lead to the iOS tracking prompt do. The consent platform's intro sheet leads to the consent form
  /// and its scrim may close it (UMP-7), so only its text and labels are checked.
  let singleAction: Bool

  /// Every screen the policy binds, in one place.
  static let all: [PolicyScope] = [
    PolicyScope(name: "primer", table: "Primer", keyPrefix: "", keys: nil, singleAction: true),
    PolicyScope(
      name: "IDFA explainer", table: "Consent", keyPrefix: "explainer.", keys: nil, singleAction: true),
    PolicyScope(
      name: "consent intro sheet", table: "Consent", keyPrefix: "intro.", keys: nil, singleAction: false),
    PolicyScope(
      name: "purpose string", table: "InfoPlist", keyPrefix: "", keys: CopyLinter.purposeKeys,
      singleAction: false),
  ]

  /// True when the key belongs to this screen.
  func contains(_ key: String) -> Bool {
    key.hasPrefix(keyPrefix) && (keys?.contains(key) ?? true)
  }

  /// True when the key is one of the screen's buttons.
  func isAction(_ key: String) -> Bool { contains(key) && key.hasSuffix(".action") }

  /// The screens whose copy is in a table.
  static func screens(in table: String) -> [PolicyScope] { all.filter { $0.table == table } }
}
