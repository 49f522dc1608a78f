/// A cell position: column x, row y.
public struct Point: Sendable, Hashable {
  /// Column.
  public var x: Int
  /// Row.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A size in cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// "W×H".
  public var description: String { "\(width)×\(height)" }

  /// True when this size can hold `other`.
  public func contains(_ other: Size) -> Bool { width >= other.width && height >= other.height }
}

/// Space removed from each side of a rect.
public struct Insets: Sendable, Hashable {
  /// Rows removed at the top.
  public var top: Int
  /// Columns removed on the left.
  public var left: Int
  /// Rows removed at the bottom.
  public var bottom: Int
  /// Columns removed on the right.
  public var right: Int

  /// Creates insets.
  public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every side.
  public static func all(_ amount: Int) -> Insets {
    Insets(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// Horizontal and vertical insets.
  public static func symmetric(horizontal: Int = 0, vertical: Int = 0) -> Insets {
    Insets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }
}

/// A rectangle of cells; width and height are never negative.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a rect; negative sizes become zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// A rect at the origin with a size.
  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// "(x,y W×H)".
  public var description: String { "(\(x),\(y) \(width)×\(height))" }

  /// The column after the right edge.
  public var maxX: Int { x + width }
  /// The row after the bottom edge.
  public var maxY: Int { y + height }
  /// The size.
  public var size: Size { Size(width: width, height: height) }
  /// True when the rect holds no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// True when the cell at (x, y) lies inside.
  public func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// The rect shrunk by insets (never below zero size).
  public func inset(by insets: Insets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }

  /// The overlap of two rects (empty, at this rect's origin, when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// A rect of `size` centred inside this one (clamped to this rect's size).
  public func centered(_ size: Size) -> Rect {
    let w = min(size.width, width)
    let h = min(size.height, height)
    return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
  }

  /// The row `offset` rows down, one row high (empty when outside).
  public func row(_ offset: Int) -> Rect {
    guard offset >= 0, offset < height else { return Rect(x: x, y: y + offset, width: width, height: 0) }
    return Rect(x: x, y: y + offset, width: width, height: 1)
  }

  /// Splits the rect top to bottom by lengths.
  public func splitRows(_ lengths: [Length]) -> [Rect] {
    zip(Length.resolve(lengths, total: height), Length.offsets(Length.resolve(lengths, total: height)))
      .map { Rect(x: x, y: y + $0.1, width: width, height: $0.0) }
  }

  /// Splits the rect left to right by lengths.
  public func splitColumns(_ lengths: [Length]) -> [Rect] {
    zip(Length.resolve(lengths, total: width), Length.offsets(Length.resolve(lengths, total: width)))
      .map { Rect(x: x + $0.1, y: y, width: $0.0, height: height) }
  }
}

/// The length of one part when a rect is split: a fixed count, or a weighted share of what is left.
public enum Length: Sendable, Hashable {
  /// Exactly this many cells (fewer when space runs out).
  case fixed(Int)
  /// A share of the space left after fixed parts, by weight.
  case flexible(Int)

  /// Resolves lengths against a total: fixed parts first (in order, while space lasts), the rest by weight.
  public static func resolve(_ lengths: [Length], total: Int) -> [Int] {
    var remaining = max(0, total)
    var result = lengths.map { length -> Int in
      guard case .fixed(let count) = length else { return 0 }
      let taken = min(max(0, count), remaining)
      remaining -= taken
      return taken
    }
    let weights = lengths.map { length -> Int in
      if case .flexible(let weight) = length { return max(0, weight) }
      return 0
    }
    let totalWeight = weights.reduce(0, +)
    guard totalWeight > 0 else { return result }
    var handed = 0
    var accumulated = 0
    for index in lengths.indices where weights[index] > 0 {
      accumulated += weights[index]
      let share = remaining * accumulated / totalWeight - handed
      result[index] = share
      handed += share
    }
    return result
  }

  static func offsets(_ sizes: [Int]) -> [Int] {
    var offset = 0
    return sizes.map { size in
      defer { offset += size }
      return offset
    }
  }
}
