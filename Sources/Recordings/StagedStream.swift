/// A file of a `StagedWrite` written while it is made: appended, through a 64 KB buffer, to its temporary
/// file in the staging folder, and renamed into place with the rest of the set by `commit()`.
///
/// A write that fails is remembered and the bytes after it dropped; `commit()` reports it and writes
/// nothing.
public final class StagedStream: TextOutput {
  private let set: StagedWrite
  private let entry: Int

  init(set: StagedWrite, entry: Int) {
    self.set = set
    self.entry = entry
  }

  /// Appends `text` to the file.
  public func write(_ text: String) { set.append(text, toEntry: entry) }
}
