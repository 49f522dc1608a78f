/// A colour in a picture (SVG, GIF, PNG), as red, green and blue bytes.
public struct PictureColor: Sendable, Hashable {
  /// Red.
  public var red: UInt8
  /// Green.
  public var green: UInt8
  /// Blue.
  public var blue: UInt8

  /// Creates a colour from its three bytes.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from `0xRRGGBB`.
  public init(hex: UInt32) {
    self.init(UInt8((hex >> 16) & 0xff), UInt8((hex >> 8) & 0xff), UInt8(hex & 0xff))
  }

  /// The colour `fraction` of the way from `self` to `other`.
  public func mixed(with other: PictureColor, _ fraction: Double) -> PictureColor {
    func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
      UInt8((Double(from) + (Double(to) - Double(from)) * fraction).rounded())
    }
    return PictureColor(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
  }

  /// The colour in CSS: `#rgb` when every byte is one hex digit twice, else `#rrggbb`.
  public var css: String {
    let digits = Array("0123456789abcdef")
    let bytes = [red, green, blue]
    if bytes.allSatisfy({ $0 >> 4 == $0 & 0xf }) {
      return "#" + String(bytes.map { digits[Int($0 & 0xf)] })
    }
    return "#" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xf)]] })
  }

  /// The relative luminance (0…1) of the colour, sRGB-weighted without linearising.
  public var brightness: Double {
    (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
  }

  /// The colour of a terminal colour in pictures; nil for the terminal's default.
  public static func terminal(_ color: TerminalColor) -> PictureColor? {
    switch color {
    case .default: return nil
    case .black: return PictureColor(hex: 0x000000)
    case .red: return PictureColor(hex: 0xdd3333)
    case .green: return PictureColor(hex: 0x33bb33)
    case .yellow: return PictureColor(hex: 0xddbb33)
    case .blue: return PictureColor(hex: 0x3388ff)
    case .magenta: return PictureColor(hex: 0xcc44cc)
    case .cyan: return PictureColor(hex: 0x33cccc)
    case .white: return PictureColor(hex: 0xeeeeee)
    }
  }
}
