import Testing

@testable import TerminalKit

/// A role on a ground: drawn as the role alone in a terminal and in HTML, on the ground's background in
/// pictures.
@Suite("Grounded roles")
struct GroundedRoleTests {
  static let row = StyleRole("testRow")
  static let page = StyleRole("testPage")
  static let palette = PicturePalette(
    appearance: .light, canvas: PictureColor(hex: 0xffffff), text: PictureColor(hex: 0x000000),
    [
      .init(.link, PictureColor(hex: 0x007aff)),
      .init(.primaryButton, PictureColor(hex: 0xffffff), on: PictureColor(hex: 0x007aff)),
      .init(row, nil, on: PictureColor(hex: 0x1c1c1e), isGround: true),
      .init(page, nil, on: PictureColor(hex: 0xf2f2f7), isGround: true),
    ])

  @Test("a role on a ground names both, and a ground replaces the one before")
  func naming() {
    let grounded = StyleRole.link.on(Self.row)
    #expect(grounded.base == .link && grounded.ground == Self.row)
    #expect(grounded.on(Self.page) == StyleRole.link.on(Self.page))
    #expect(StyleRole.link.base == .link && StyleRole.link.ground == nil)
  }

  @Test("the terminal theme draws a grounded role as the role alone")
  func terminalLook() {
    let theme = Theme(usesColor: true, palette: .standard)
    #expect(theme.appearance(of: Style(.link.on(Self.row))) == theme.appearance(of: Style(.link)))
    #expect(theme.appearance(of: Style(.link)) != theme.appearance(of: Style(.plain)), "link has a look")
  }

  @Test("pictures take the ground's background unless the role has its own")
  func pictureLook() {
    let styling = PictureStyling(theme: Theme(usesColor: true, palette: .standard), palette: Self.palette)
    let link = styling.look(of: Style(.link.on(Self.row)))
    #expect(link.foreground == PictureColor(hex: 0x007aff) && link.background == PictureColor(hex: 0x1c1c1e))
    let button = styling.look(of: Style(.primaryButton.on(Self.row)))
    #expect(button.background == PictureColor(hex: 0x007aff))
    #expect(styling.looks.contains(link.colorsOnly), "a colour table holds the grounded looks")
  }

  @Test("Buffer.ground keeps text and emphasis; under leaves grounded cells alone")
  func buffer() {
    var buffer = Buffer(width: 3, height: 1)
    buffer[0, 0] = Cell("a", style: Style(.link, bold: true))
    buffer.ground(Rect(x: 0, y: 0, width: 1, height: 1), with: Self.row)
    buffer.ground(Rect(x: 0, y: 0, width: 3, height: 1), with: Self.page, under: true)
    #expect(buffer[0, 0].grapheme == "a" && buffer[0, 0].style == Style(.link.on(Self.row), bold: true))
    #expect(buffer[2, 0].style.role == StyleRole.plain.on(Self.page))
    #expect(buffer[2, 0].style.withoutGround == .plain)
  }
}
