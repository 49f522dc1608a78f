import JourneyScreens
import TerminalKit

/// The layouts a session shows, made in its update once per change of what they read: the phone, and with
/// `--beside` the two half-size phones; the last few are kept by their inputs, so a locale cycled round or
/// a screen shown again a moment later is not laid out again.
///
/// Each session owns its own (no lock, nothing shared between sessions).
struct SessionLayouts: Sendable {
  /// The most layouts kept.
  static let capacity = 8

  /// The phone's layout at the session's size.
  private(set) var phone: ScreenLayout
  /// With `--beside` and room for two phones: the left phone's layout, then the right one's.
  private(set) var beside: [ScreenLayout]?
  /// What `phone` and `beside` were made from.
  private var inputs: [LayoutInputs]
  private var recent = RecentValues<LayoutInputs, ScreenLayout>(capacity: SessionLayouts.capacity)
  /// How many layouts were made (not found among the recent ones).
  private(set) var madeCount = 0

  /// The layouts of `wanted` (the phone, then any beside phones).
  init(_ wanted: [LayoutInputs]) {
    phone = wanted[0].layOut()
    madeCount = 1
    if wanted[0].copyReads == nil { recent.keep(phone, for: wanted[0]) }
    inputs = [wanted[0]]
    update(wanted)
  }

  /// Makes the layouts of `wanted` current: the same inputs keep their layouts, others are found among the
  /// recent ones or laid out.
  mutating func update(_ wanted: [LayoutInputs]) {
    guard wanted != inputs else { return }
    var layouts: [ScreenLayout] = []
    for each in wanted { layouts.append(layout(for: each)) }
    phone = layouts[0]
    beside = layouts.count > 1 ? Array(layouts.dropFirst()) : nil
    inputs = wanted
  }

  private mutating func layout(for wanted: LayoutInputs) -> ScreenLayout {
    if let index = inputs.firstIndex(of: wanted) {
      return index == 0 ? phone : beside?[index - 1] ?? make(wanted)
    }
    if wanted.copyReads == nil, let known = recent.value(for: wanted) { return known }
    return make(wanted)
  }

  private mutating func make(_ wanted: LayoutInputs) -> ScreenLayout {
    let made = wanted.layOut()
    madeCount += 1
    if wanted.copyReads == nil { recent.keep(made, for: wanted) }
    return made
  }
}
