/// Box-drawing (U+2500–U+257F) and block (U+2580–U+259F) characters drawn as exact rectangles filling
/// their cell, so lines join across cells whatever the font.
enum BoxDrawing {
  /// True when the scalar is drawn here rather than by a font.
  static func draws(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2500...0x2570, 0x2574...0x259F: return true
    default: return false
    }
  }

  /// The coverage of a cell `width` × `height` pixels for the scalar; nil when it is not drawn here.
  static func mask(_ scalar: Unicode.Scalar, width: Int, height: Int) -> [UInt8]? {
    var mask = Mask(width: width, height: height)
    let value = scalar.value
    switch value {
    case 0x2580...0x259F: mask.block(value)
    case 0x2504...0x250B, 0x254C...0x254F: mask.dashes(value)
    case 0x256D...0x2570: mask.arc(value)
    default:
      guard let arms = arms(value) else { return nil }
      mask.lines(arms)
    }
    return mask.coverage
  }

  /// Up, right, down and left arms: 0 none, 1 light, 2 heavy, 3 double.
  static func arms(_ value: UInt32) -> [Int]? {
    let table: String
    switch value {
    case 0x2500...0x2503: table = ["0101", "0202", "1010", "2020"][Int(value - 0x2500)]
    case 0x250C...0x254B: table = Self.lightHeavy[Int(value - 0x250C)]
    case 0x2550...0x256C: table = Self.double[Int(value - 0x2550)]
    case 0x2574...0x257F: table = Self.halves[Int(value - 0x2574)]
    default: return nil
    }
    return table.map { Int(String($0)) ?? 0 }
  }

  /// U+250C ┌ … U+254B ╋.
  private static let lightHeavy = [
    "0110", "0210", "0120", "0220", "0011", "0012", "0021", "0022", "1100", "1200", "2100", "2200",
    "1001", "1002", "2001", "2002", "1110", "1210", "2110", "1120", "2120", "2210", "1220", "2220",
    "1011", "1012", "2011", "1021", "2021", "2012", "1022", "2022", "0111", "0112", "0211", "0212",
    "0121", "0122", "0221", "0222", "1101", "1102", "1201", "1202", "2101", "2102", "2201", "2202",
    "1111", "1112", "1211", "1212", "2111", "1121", "2121", "2112", "2211", "1122", "1221", "2212",
    "1222", "2122", "2221", "2222",
  ]

  /// U+2550 ═ … U+256C ╬.
  private static let double = [
    "0303", "3030", "0310", "0130", "0330", "0013", "0031", "0033", "1300", "3100", "3300", "1003",
    "3001", "3003", "1310", "3130", "3330", "1013", "3031", "3033", "0313", "0131", "0333", "1303",
    "3101", "3303", "1313", "3131", "3333",
  ]

  /// U+2574 ╴ … U+257F ╿.
  private static let halves = [
    "0001", "1000", "0100", "0010", "0002", "2000", "0200", "0020", "0201", "1020", "0102", "2010",
  ]
}

/// A cell's coverage being drawn.
private struct Mask {
  let width: Int
  let height: Int
  var coverage: [UInt8]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    coverage = [UInt8](repeating: 0, count: width * height)
  }

  /// The centre column and row, where lines run.
  var centerX: Int { (width - 1) / 2 }
  var centerY: Int { (height - 1) / 2 }

  mutating func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ value: UInt8 = 255) {
    let (left, top, right, bottom) = (max(0, x0), max(0, y0), min(width, x1), min(height, y1))
    guard left < right, top < bottom else { return }
    for y in top..<bottom {
      for x in left..<right { coverage[y * width + x] = max(coverage[y * width + x], value) }
    }
  }

  /// The bands of a line of a weight across the centre: light one pixel, heavy three, double two
  /// single lines with a gap.
  func bands(_ weight: Int, center: Int) -> [(Int, Int)] {
    switch weight {
    case 1: return [(center, center + 1)]
    case 2: return [(center - 1, center + 2)]
    case 3: return [(center - 1, center), (center + 1, center + 2)]
    default: return []
    }
  }

  /// Lines from the centre to the edges; each arm reaches across the other direction's widest band so
  /// corners and crossings close.
  mutating func lines(_ arms: [Int]) {
    let (up, right, down, left) = (arms[0], arms[1], arms[2], arms[3])
    let vertical = bands(max(up, down), center: centerX)
    let horizontal = bands(max(left, right), center: centerY)
    let spanX = (vertical.first?.0 ?? centerX, vertical.last?.1 ?? centerX + 1)
    let spanY = (horizontal.first?.0 ?? centerY, horizontal.last?.1 ?? centerY + 1)
    for (x0, x1) in bands(up, center: centerX) { fill(x0, 0, x1, spanY.1) }
    for (x0, x1) in bands(down, center: centerX) { fill(x0, spanY.0, x1, height) }
    for (y0, y1) in bands(left, center: centerY) { fill(0, y0, spanX.1, y1) }
    for (y0, y1) in bands(right, center: centerY) { fill(spanX.0, y0, width, y1) }
  }

  /// ┄ ┅ ┆ ┇ ┈ ┉ ┊ ┋ ╌ ╍ ╎ ╏: two, three or four dashes.
  mutating func dashes(_ value: UInt32) {
    let (count, vertical, heavy): (Int, Bool, Bool)
    switch value {
    case 0x2504...0x2507: count = 3
    case 0x2508...0x250B: count = 4
    default: count = 2
    }
    let order = value >= 0x254C ? value - 0x254C : (value - 0x2504) % 4
    vertical = order >= 2
    heavy = order % 2 == 1
    let band = bands(heavy ? 2 : 1, center: vertical ? centerX : centerY)[0]
    let length = vertical ? height : width
    for dash in 0..<count {
      let start = dash * length / count
      let end = start + max(1, (length / count) * 2 / 3)
      if vertical { fill(band.0, start, band.1, end) } else { fill(start, band.0, end, band.1) }
    }
  }

  /// ╭ ╮ ╯ ╰: a light line that turns through a quarter circle, anti-aliased.
  mutating func arc(_ value: UInt32) {
    let goesRight = value == 0x256D || value == 0x2570
    let goesDown = value == 0x256D || value == 0x256E
    let radius = Double(min(width - centerX, height - centerY) - 1)
    let lineX = Double(centerX) + 0.5
    let lineY = Double(centerY) + 0.5
    let middleX = lineX + (goesRight ? radius : -radius)
    let middleY = lineY + (goesDown ? radius : -radius)
    // The straight parts, up to where the curve starts.
    let curveX = Int(middleX.rounded(.down))
    let curveY = Int(middleY.rounded(.down))
    if goesRight {
      fill(curveX, centerY, width, centerY + 1)
    } else {
      fill(0, centerY, curveX + 1, centerY + 1)
    }
    if goesDown {
      fill(centerX, curveY, centerX + 1, height)
    } else {
      fill(centerX, 0, centerX + 1, curveY + 1)
    }
    for y in 0..<height {
      for x in 0..<width {
        let pixelX = Double(x) + 0.5
        let pixelY = Double(y) + 0.5
        let inQuarter =
          (goesRight ? pixelX <= middleX : pixelX >= middleX)
          && (goesDown ? pixelY <= middleY : pixelY >= middleY)
        guard inQuarter else { continue }
        let distance = ((pixelX - middleX) * (pixelX - middleX) + (pixelY - middleY) * (pixelY - middleY))
          .squareRoot()
        let ink = max(0, 1 - abs(distance - radius))
        if ink > 0 {
          coverage[y * width + x] = max(coverage[y * width + x], UInt8((ink * 255).rounded()))
        }
      }
    }
  }

  /// ▀ ▁ … █ ▉ … ▐ ░ ▒ ▓ ▔ ▕ and the quadrants.
  mutating func block(_ value: UInt32) {
    func eighth(_ total: Int, _ count: Int) -> Int { (total * count + 4) / 8 }
    switch value {
    case 0x2580: fill(0, 0, width, eighth(height, 4))
    case 0x2581...0x2588: fill(0, height - eighth(height, Int(value - 0x2580)), width, height)
    case 0x2589...0x258F: fill(0, 0, eighth(width, Int(0x2590 - value)), height)
    case 0x2590: fill(eighth(width, 4), 0, width, height)
    case 0x2591...0x2593: fill(0, 0, width, height, UInt8(64 * Int(value - 0x2590)))
    case 0x2594: fill(0, 0, width, eighth(height, 1))
    case 0x2595: fill(width - eighth(width, 1), 0, width, height)
    default:
      let quadrants: [UInt32: Int] = [
        0x2596: 4, 0x2597: 8, 0x2598: 1, 0x2599: 13, 0x259A: 9, 0x259B: 7, 0x259C: 11, 0x259D: 2, 0x259E: 6,
        0x259F: 14,
      ]
      let bits = quadrants[value] ?? 0
      let midX = eighth(width, 4)
      let midY = eighth(height, 4)
      if bits & 1 != 0 { fill(0, 0, midX, midY) }
      if bits & 2 != 0 { fill(midX, 0, width, midY) }
      if bits & 4 != 0 { fill(0, midY, midX, height) }
      if bits & 8 != 0 { fill(midX, midY, width, height) }
    }
  }
}
