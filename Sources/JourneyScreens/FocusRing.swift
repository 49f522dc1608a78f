/// Focus that wraps around a screen's buttons: the one place the wrap is computed.
public enum FocusRing {
  /// The index wrapped into `0..<count` (0 when there is nothing to focus).
  public static func wrap(_ index: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    return ((index % count) + count) % count
  }
}
