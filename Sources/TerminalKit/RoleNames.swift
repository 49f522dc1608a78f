import HostSystem

/// The names of every style role made in this process, each once by its exact UTF-8 bytes, with its id:
/// append-only and shared between threads behind a lock, so a role is a small number.
final class RoleNames: @unchecked Sendable {
  /// The table every role uses.
  static let shared = RoleNames()

  private let lock = Lock()
  private var names: [String] = []
  private var ids: [ExactText: UInt32] = [:]

  /// The id of `name`, added to the table the first time.
  func id(of name: String) -> UInt32 {
    let key = ExactText(name)
    return lock.withLock {
      if let id = ids[key] { return id }
      let id = UInt32(names.count)
      names.append(name)
      ids[key] = id
      return id
    }
  }

  /// The name with an id the table gave out.
  func name(of id: UInt32) -> String {
    lock.withLock { names[Int(id)] }
  }
}
