import JourneyScreens
import TerminalKit
import Testing

/// The picture appearances: the terminal's colours kept exactly, iOS's light and dark system colours for
/// every journey role.
@Suite("Picture appearances")
struct PictureAppearanceTests {
  @Test("the terminal appearance keeps the theme's colours: reverse swapped, dim kept as a flag")
  func terminalKeepsTheTheme() {
    let styling = PictureStyling.journey(.terminal)
    let button = styling.look(of: Style(.primaryButton))
    #expect(
      button.foreground == PictureColor(hex: 0xeeeeee) && button.background == PictureColor(hex: 0x3388ff))
    #expect(button.bold)
    let secondary = styling.look(of: Style(.secondary))
    #expect(secondary.dim && secondary.foreground == PictureColor(hex: 0xdddddd))
    #expect(styling.canvas.css == "#111" && styling.text.css == "#ddd")
    let grey = PictureStyling.journey(.terminal, usesColor: false).look(of: Style(.primaryButton))
    #expect(grey.foreground == PictureColor(hex: 0x111111), "monochrome reverse video: \(grey)")
  }

  @Test("light is white screens, black text, the grey alert and systemBlue buttons; dark the dark forms")
  func lightAndDark() {
    let light = PictureStyling.journey(.light)
    let dark = PictureStyling.journey(.dark)
    #expect(light.canvas == PictureColor(hex: 0xffffff) && light.text == PictureColor(hex: 0x000000))
    #expect(dark.canvas == PictureColor(hex: 0x000000) && dark.text == PictureColor(hex: 0xffffff))
    #expect(light.look(of: Style(.systemButton)).foreground == PictureColor(hex: 0x007aff))
    #expect(dark.look(of: Style(.systemButton)).foreground == PictureColor(hex: 0x0a84ff))
    #expect(light.look(of: Style(.destructive)).foreground == PictureColor(hex: 0xff3b30))
    #expect(dark.look(of: Style(.destructive)).foreground == PictureColor(hex: 0xff453a))
    let alert = light.look(of: Style(.systemAlertTitle))
    #expect(alert.bold && alert.background.brightness > 0.9 && alert.background != light.canvas)
    #expect(dark.look(of: Style(.systemAlert)).background.brightness < 0.25)
    #expect(!light.look(of: Style(.secondary)).dim, "light and dark give dim roles their own colour")
  }

  @Test("every journey role has an entry in light and in dark, and light is the brighter")
  func everyRoleHasColours() {
    for role in Palette.journey.roles {
      #expect(PicturePalette.journeyLight.entry(of: role) != nil, "\(role) in light")
      #expect(PicturePalette.journeyDark.entry(of: role) != nil, "\(role) in dark")
    }
    #expect(PicturePalette.journeyLight.canvas.brightness > PicturePalette.journeyDark.canvas.brightness)
  }

  @Test("picture colours print as short CSS when they can")
  func css() {
    #expect(PictureColor(hex: 0x3388ff).css == "#38f")
    #expect(PictureColor(hex: 0x007aff).css == "#007aff")
  }
}
