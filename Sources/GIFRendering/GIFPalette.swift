import TerminalKit

/// A colour as red, green and blue bytes.
public struct RGB: Sendable, Hashable {
  /// Red.
  public var red: UInt8
  /// Green.
  public var green: UInt8
  /// Blue.
  public var blue: UInt8

  /// Creates a colour.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour `fraction` of the way from `self` to `other`.
  func mixed(with other: RGB, _ fraction: Double) -> RGB {
    func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
      UInt8((Double(from) + (Double(to) - Double(from)) * fraction).rounded())
    }
    return RGB(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
  }
}

/// The GIF's one global colour table, made from a theme alone: for every look the theme gives a role, its
/// background, its foreground and the shades between them that anti-aliased glyph edges need.
///
/// The colours are those of the animated SVG (`#ddd` text on `#111`, the same eight terminal colours); in
/// monochrome (`NO_COLOR`) every look is a grey. The last entry is left free for transparency.
public struct GIFPalette: Sendable {
  /// The page background, also the GIF's background colour (index 0).
  public static let background = RGB(0x11, 0x11, 0x11)
  /// Text in the default colour.
  public static let foreground = RGB(0xdd, 0xdd, 0xdd)
  /// How much of the foreground a dim look keeps (the SVG's opacity).
  static let dimOpacity = 0.6

  /// The colours, in index order.
  public private(set) var colors: [RGB] = []
  /// Coverage steps between a look's background and foreground (shades are steps − 1).
  let steps: Int
  /// For each look, the colour index of every coverage step 0…steps.
  private var ramps: [[UInt8]] = []
  private var lookIndex: [Appearance: Int] = [:]
  private let theme: Theme

  /// The palette of a theme.
  public init(theme: Theme) {
    self.theme = theme
    var looks: [(RGB, RGB)] = []
    var appearances: [Appearance] = [Appearance()]
    for entry in theme.palette.entries {
      appearances.append(theme.usesColor ? entry.colored : entry.monochrome)
    }
    var seen: [Appearance] = []
    for appearance in appearances {
      var plain = appearance
      plain.bold = false
      plain.italic = false
      plain.underline = false
      guard !seen.contains(plain) else { continue }
      seen.append(plain)
      looks.append(Self.colors(of: plain))
    }
    var distinct: [(RGB, RGB)] = []
    for look in looks where !distinct.contains(where: { $0 == look }) { distinct.append(look) }
    // Three shades between each look's two colours smooth glyph edges; more cost size and gain little
    // at 15 px. Fewer when the looks are so many that they would not fit beside the transparent entry.
    var steps = 4
    while steps > 2 && Self.count(distinct, steps: steps) > 255 { steps -= 1 }
    self.steps = steps
    colors = [Self.background]
    func index(_ color: RGB) -> UInt8 {
      if let known = colors.firstIndex(of: color) { return UInt8(known) }
      colors.append(color)
      return UInt8(colors.count - 1)
    }
    var rampOfLook: [(RGB, RGB)] = []
    for (foreground, background) in distinct {
      var ramp: [UInt8] = []
      for step in 0...steps {
        ramp.append(index(background.mixed(with: foreground, Double(step) / Double(steps))))
      }
      ramps.append(ramp)
      rampOfLook.append((foreground, background))
    }
    for appearance in seen {
      let look = Self.colors(of: appearance)
      lookIndex[appearance] = rampOfLook.firstIndex { $0 == look } ?? 0
    }
  }

  /// The bits a colour table of every colour and the transparent entry needs (1…8).
  public var tableBits: Int {
    var bits = 1
    while (1 << bits) < colors.count + 1 { bits += 1 }
    return bits
  }

  /// The index no colour uses: pixels that did not change in a frame.
  public var transparent: UInt8 { UInt8(colors.count) }

  /// The ramp of a cell style: index 0 its background, index `steps` its foreground.
  func ramp(of style: Style) -> [UInt8] {
    var look = theme.appearance(of: style)
    look.bold = false
    look.italic = false
    look.underline = false
    return ramps[lookIndex[look] ?? 0]
  }

  /// The colour index of coverage 0…255 on a ramp.
  @inline(__always)
  func shade(_ ramp: [UInt8], coverage: UInt8) -> UInt8 {
    ramp[(Int(coverage) * steps + 127) / 255]
  }

  /// The foreground and background of a look: reverse video swaps them, dim mixes the text toward its ground.
  static func colors(of look: Appearance) -> (RGB, RGB) {
    var foreground = rgb(look.foreground) ?? Self.foreground
    var background = rgb(look.background) ?? Self.background
    if look.reverse { swap(&foreground, &background) }
    if look.dim { foreground = background.mixed(with: foreground, dimOpacity) }
    return (foreground, background)
  }

  /// The SVG's and HTML's colour for a terminal colour; nil for the default.
  static func rgb(_ color: TerminalColor) -> RGB? {
    switch color {
    case .default: return nil
    case .black: return RGB(0x00, 0x00, 0x00)
    case .red: return RGB(0xdd, 0x33, 0x33)
    case .green: return RGB(0x33, 0xbb, 0x33)
    case .yellow: return RGB(0xdd, 0xbb, 0x33)
    case .blue: return RGB(0x33, 0x88, 0xff)
    case .magenta: return RGB(0xcc, 0x44, 0xcc)
    case .cyan: return RGB(0x33, 0xcc, 0xcc)
    case .white: return RGB(0xee, 0xee, 0xee)
    }
  }

  private static func count(_ looks: [(RGB, RGB)], steps: Int) -> Int {
    var colors: [RGB] = [background]
    for (foreground, background) in looks {
      for step in 0...steps {
        let color = background.mixed(with: foreground, Double(step) / Double(steps))
        if !colors.contains(color) { colors.append(color) }
      }
    }
    return colors.count
  }
}
