import JourneyScreens
import TerminalKit

/// Light or dark: how the page colours the phone, role by role, in the pictures' iOS colours.
public enum PrototypeAppearance: String, Sendable, CaseIterable {
  /// iOS's light appearance, as light pictures draw it.
  case light
  /// iOS's dark appearance, as dark pictures draw it.
  case dark

  /// The pictures' appearance this page appearance draws.
  var picture: PictureAppearance {
    switch self {
    case .light: return .light
    case .dark: return .dark
    }
  }

  /// The stylesheet rules colouring each role of the journey's palette, alone and on each ground (a grouped
  /// list's page and rows), under `.phone.<appearance>`: the
  /// colours `PictureStyling` gives SVG, GIF and PNG pictures, so the page and the pictures agree.
  func rules() -> String {
    let styling = PictureStyling.journey(picture)
    var css = ".phone.\(rawValue){color:\(styling.text.css);background:\(styling.canvas.css)}\n"
    let roles = styling.theme.palette.roles
    let grounded = styling.palette.grounds.flatMap { ground in roles.map { $0.on(ground) } }
    for role in roles + grounded {
      let look = styling.look(of: Style(role))
      var declarations = ["color:\(look.foreground.css)", "background:\(look.background.css)"]
      if look.bold { declarations.append("font-weight:bold") }
      if look.italic { declarations.append("font-style:italic") }
      if look.underline { declarations.append("text-decoration:underline") }
      css += ".phone.\(rawValue) .\(StyleClasses.roleClass(role)){\(declarations.joined(separator: ";"))}\n"
    }
    return css
  }
}
