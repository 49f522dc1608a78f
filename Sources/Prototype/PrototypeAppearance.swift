import JourneyScreens
import TerminalKit

/// Light or dark: how the page colours the phone, role by role.
public enum PrototypeAppearance: String, Sendable, CaseIterable {
  /// Dark text on a light phone.
  case light
  /// Light text on a dark phone, as the terminal draws it.
  case dark

  /// The phone's own text and background.
  var base: (text: String, background: String) {
    switch self {
    case .light: return ("#1c1c1e", "#fdfdfd")
    case .dark: return ("#e5e5e5", "#141414")
    }
  }

  /// A terminal colour in this appearance; nil for the phone's own.
  func color(_ color: TerminalColor) -> String? {
    switch (self, color) {
    case (_, .default): return nil
    case (.light, .black): return "#1c1c1e"
    case (.light, .white): return "#f2f2f7"
    case (.light, .red): return "#c41e1e"
    case (.light, .green): return "#1f7a33"
    case (.light, .yellow): return "#8a5a00"
    case (.light, .blue): return "#0b5cd5"
    case (.light, .magenta): return "#9b2c9b"
    case (.light, .cyan): return "#0a6e7a"
    case (.dark, .black): return "#000"
    case (.dark, .white): return "#eee"
    case (.dark, .red): return "#f26b6b"
    case (.dark, .green): return "#5ccf6e"
    case (.dark, .yellow): return "#e8c547"
    case (.dark, .blue): return "#5b9dff"
    case (.dark, .magenta): return "#d77ad7"
    case (.dark, .cyan): return "#4fd1d9"
    }
  }

  /// The stylesheet rules colouring each role of the journey's palette under `.phone.<appearance>`.
  func rules() -> String {
    let theme = Theme.journey(usesColor: true)
    var css = ".phone.\(rawValue){color:\(base.text);background:\(base.background)}\n"
    for role in theme.palette.roles {
      let look = theme.appearance(of: Style(role))
      var foreground = look.foreground == .default ? nil : color(look.foreground)
      if self == .light, look.foreground == .white, look.background == .default {
        // White on the terminal's black is the phone's grey frame; on a light phone it is grey too.
        foreground = "#8e8e93"
      }
      var background = look.background == .default ? nil : color(look.background)
      if look.reverse {
        swap(&foreground, &background)
        foreground = foreground ?? base.background
        background = background ?? base.text
      }
      var declarations: [String] = []
      if let foreground { declarations.append("color:\(foreground)") }
      if let background { declarations.append("background:\(background)") }
      if look.bold { declarations.append("font-weight:bold") }
      if look.dim { declarations.append("opacity:0.62") }
      if look.underline { declarations.append("text-decoration:underline") }
      guard !declarations.isEmpty else { continue }
      css += ".phone.\(rawValue) .\(StyleClasses.roleClass(role)){\(declarations.joined(separator: ";"))}\n"
    }
    return css
  }
}
