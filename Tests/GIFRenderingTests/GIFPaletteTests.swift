import JourneyScreens
import TerminalKit
import Testing

@testable import GIFRendering

/// One global palette from the theme: the theme's colours and their shades, greys without colour.
@Suite("GIF palette")
struct GIFPaletteTests {
  @Test("in colour the palette holds the theme's colours; with NO_COLOR every entry is a grey")
  func colours() {
    let colour = GIFPalette(theme: .journey(usesColor: true))
    #expect(colour.colors.first == GIFPalette.background)
    #expect(colour.colors.contains(GIFPalette.foreground))
    #expect(colour.colors.contains(RGB(0x33, 0x88, 0xff)), "the blue of the primary button")
    #expect(colour.colors.contains(RGB(0xee, 0xee, 0xee)), "the white of the system alert")
    #expect(colour.colors.count < 256, "a slot is left for transparency")
    let grey = GIFPalette(theme: .journey(usesColor: false))
    #expect(grey.colors.count > 2)
    #expect(grey.colors.allSatisfy { $0.red == $0.green && $0.green == $0.blue }, "\(grey.colors)")
  }

  @Test("a style's ramp runs from its background to its foreground")
  func ramps() {
    let palette = GIFPalette(theme: .journey(usesColor: true))
    let ramp = palette.ramp(of: Style(.primaryButton))
    #expect(palette.colors[Int(ramp[0])] == RGB(0x33, 0x88, 0xff))
    #expect(palette.colors[Int(ramp[palette.steps])] == RGB(0xee, 0xee, 0xee))
    #expect(palette.shade(ramp, coverage: 0) == ramp[0])
    #expect(palette.shade(ramp, coverage: 255) == ramp[palette.steps])
    let plain = palette.ramp(of: .plain)
    #expect(palette.colors[Int(plain[0])] == GIFPalette.background)
  }
}
