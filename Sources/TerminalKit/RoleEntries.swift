/// Entries keyed by their style role, in order: what a palette keeps of the entries it is given.
enum RoleEntries {
  /// One entry per role, a later entry for a role replacing an earlier one in its place, and each role's
  /// position among them.
  static func keyed<Entry>(_ entries: [Entry], role: (Entry) -> StyleRole) -> (
    entries: [Entry], positions: [StyleRole: Int]
  ) {
    var kept: [Entry] = []
    var positions: [StyleRole: Int] = [:]
    for entry in entries {
      if let position = positions[role(entry)] {
        kept[position] = entry
      } else {
        positions[role(entry)] = kept.count
        kept.append(entry)
      }
    }
    return (kept, positions)
  }
}
