import TerminalKit

/// One screen that shows a changed string: its phone drawn from the signed-off copy and from the copy
/// now, both by the same review renderer, and where the phone is in the full review.
public struct ReviewPhonePair: Sendable, Hashable {
  /// The gallery screen, such as `primer`.
  public var screen: String
  /// The phone's anchor in the full review (`cell-base-primer-ko`).
  public var cellID: String
  /// The signed-off phone, an index into `ReviewChanges.frames`; nil when the signed-off copy has no such phone.
  public var before: Int?
  /// The phone now, an index into `ReviewChanges.frames`; nil when the copy now has no such phone.
  public var after: Int?
}

extension ReviewChanges {
  /// The changes with their phones: for each screen a change names, the phone of the same variant,
  /// screen and locale in the signed-off review and in the review now, each distinct frame kept once;
  /// without a signed-off review (a sign-off keeps only hashes) the phones now alone.
  func withPhones(current: ReviewReport, baseline: ReviewReport?) -> ReviewChanges {
    var copy = self
    var frameIndex: [Buffer: Int] = [:]
    var frames: [Buffer] = []
    func keep(_ report: ReviewReport, _ cell: ReviewCell?) -> Int? {
      guard let cell else { return nil }
      let buffer = report.frames[cell.frameIndex]
      if let index = frameIndex[buffer] { return index }
      frames.append(buffer)
      frameIndex[buffer] = frames.count - 1
      return frames.count - 1
    }
    for index in copy.changes.indices {
      let change = copy.changes[index]
      copy.changes[index].phones = change.screens.map { screen in
        ReviewPhonePair(
          screen: screen,
          cellID: ReviewCell.id(variant: change.variant, screen: screen, locale: change.locale),
          before: baseline.flatMap {
            keep($0, $0.cell(variant: change.variant, screen: screen, locale: change.locale))
          },
          after: keep(current, current.cell(variant: change.variant, screen: screen, locale: change.locale)))
      }
    }
    copy.frames = frames
    return copy
  }
}
