/// Where a file written piece by piece goes: a staged temporary file (`StagedStream`) or text in memory.
public protocol TextOutput: AnyObject {
  /// Appends `text`.
  func write(_ text: String)
}

/// Text kept in memory, for a recording built whole.
public final class TextCollector: TextOutput {
  /// Everything written so far.
  public private(set) var text = ""

  /// An empty collector.
  public init() {}

  public func write(_ text: String) { self.text += text }
}
