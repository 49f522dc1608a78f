import TerminalKit

/// A colour as red, green and blue bytes: a picture colour.
public typealias RGB = PictureColor

/// The GIF's one global colour table, made from a picture styling alone: for every look it gives a role, its
/// background, its foreground and the shades between them that anti-aliased glyph edges need.
///
/// The colours are those of the animated SVG in the same appearance (in the terminal one `#ddd` text on
/// `#111` and the eight terminal colours; in monochrome, `NO_COLOR`, every look is a grey). The last entry
/// is left free for transparency.
public struct GIFPalette: Sendable {
  /// The terminal appearance's page background, the GIF's background colour (index 0) there.
  public static let background = PicturePalette.terminal.canvas
  /// The terminal appearance's text in the default colour.
  public static let foreground = PicturePalette.terminal.text

  /// The colours, in index order.
  public private(set) var colors: [RGB] = []
  /// Coverage steps between a look's background and foreground (shades are steps − 1).
  let steps: Int
  /// For each look, the colour index of every coverage step 0…steps.
  private var ramps: [[UInt8]] = []
  private var lookIndex: [PictureLook: Int] = [:]
  private let styling: PictureStyling

  /// The palette of a theme in the terminal appearance.
  public init(theme: Theme) {
    self.init(styling: PictureStyling(theme: theme))
  }

  /// The palette of a picture styling.
  public init(styling: PictureStyling) {
    self.styling = styling
    let looks = styling.looks
    var distinct: [(RGB, RGB)] = []
    for look in looks.map(\.drawnColors) where !distinct.contains(where: { $0 == look }) {
      distinct.append(look)
    }
    // Three shades between each look's two colours smooth glyph edges; more cost size and gain little
    // at 15 px. Fewer when the looks are so many that they would not fit beside the transparent entry.
    var steps = 4
    while steps > 2 && Self.count(distinct, canvas: styling.canvas, steps: steps) > 255 { steps -= 1 }
    self.steps = steps
    colors = [styling.canvas]
    func index(_ color: RGB) -> UInt8 {
      if let known = colors.firstIndex(of: color) { return UInt8(known) }
      colors.append(color)
      return UInt8(colors.count - 1)
    }
    for (foreground, background) in distinct {
      var ramp: [UInt8] = []
      for step in 0...steps {
        ramp.append(index(background.mixed(with: foreground, Double(step) / Double(steps))))
      }
      ramps.append(ramp)
    }
    for look in looks {
      let colors = look.drawnColors
      lookIndex[look] = distinct.firstIndex { $0 == colors } ?? 0
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
    ramp(of: styling.look(of: style))
  }

  /// The ramp of a look (its emphasis aside); a look no role of the theme has gets the default look's.
  func ramp(of look: PictureLook) -> [UInt8] {
    ramps[lookIndex[look.colorsOnly] ?? 0]
  }

  /// The colour index of coverage 0…255 on a ramp.
  @inline(__always)
  func shade(_ ramp: [UInt8], coverage: UInt8) -> UInt8 {
    ramp[(Int(coverage) * steps + 127) / 255]
  }

  private static func count(_ looks: [(RGB, RGB)], canvas: RGB, steps: Int) -> Int {
    var colors: [RGB] = [canvas]
    for (foreground, background) in looks {
      for step in 0...steps {
        let color = background.mixed(with: foreground, Double(step) / Double(steps))
        if !colors.contains(color) { colors.append(color) }
      }
    }
    return colors.count
  }
}
