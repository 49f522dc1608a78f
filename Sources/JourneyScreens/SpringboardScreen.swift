import ConsentEngine
import StringTables
import TerminalKit

/// The iOS home screen: the app's icon and name (press to launch or bring back) and the other apps.
struct SpringboardScreen: JourneyScreen {
  /// Columns per icon slot.
  static let slot = 13
  /// Rows of an icon's picture.
  static let iconRows = 3

  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    let running = state.appState == .background
    let appName = canvas.context.appName
    canvas.space(1)
    let rowTop = canvas.top
    let perRow = max(1, canvas.area.width / Self.slot)
    let margin = (canvas.area.width - perRow * Self.slot) / 2
    let names: [String?] = [nil] + state.otherApps.map(\.name)
    var tallest = 0
    for (index, name) in names.enumerated() {
      let x = canvas.area.x + margin + (index % perRow) * Self.slot
      let y = rowTop + (index / perRow) * (Self.iconRows + 3)
      let slot = Rect(x: x, y: y, width: Self.slot, height: Self.iconRows + 2).intersection(canvas.area)
      tallest = max(tallest, slot.maxY)
      if let name {
        Self.icon(in: slot, mark: "◆", focused: false, on: &canvas.display)
        let label = Rect(x: slot.x, y: slot.y + Self.iconRows, width: slot.width - 1, height: 2)
        canvas.display.render(Paragraph(name, style: Style(.secondary), alignment: .center), in: label)
        canvas.addElement(
          AccessibilityElement(label: name, visibleText: name, trait: .image, ref: nil, frame: slot))
      } else {
        drawApp(in: slot, running: running, on: &canvas)
      }
    }
    canvas.space(max(0, tallest - canvas.top) + 1)
    guard !canvas.context.presents else { return }
    let hint = canvas.reserveBottom(2)
    canvas.display.render(
      Paragraph(
        PrototypeText.launchHint(appName: appName, running: running), style: Style(.inspector),
        alignment: .center),
      in: hint)
  }

  /// The app's own icon: pressable, its name from `CFBundleDisplayName`.
  private func drawApp(in slot: Rect, running: Bool, on canvas: inout ScreenCanvas) {
    let ref = CopyKey("InfoPlist", "CFBundleDisplayName")
    let copy = canvas.text(ref)
    let label = Rect(x: slot.x, y: slot.y + Self.iconRows, width: slot.width - 1, height: 2)
    let unfocusedStyle = canvas.style(for: copy, Style(.body))
    let report = canvas.display.focusable(canvas.nextFocusIndex) { focused, display in
      Self.icon(in: slot, mark: "▦▦", focused: focused, on: &display)
      let style = focused ? Style(.focusedButton) : unfocusedStyle
      return display.render(Paragraph(copy.text, style: style, alignment: .center), in: label)
    }
    canvas.reportOverflow(report, ref: ref)
    canvas.register(
      ScreenButton(
        role: .primary, ref: ref, action: running ? .foreground : .launch, frame: slot, label: copy.text))
    canvas.addElement(
      AccessibilityElement(
        label: canvas.spokenLabel(ref, visible: copy.text), visibleText: copy.text, trait: .button, ref: ref,
        frame: slot, lines: report.usedHeight, hasImage: true))
  }

  /// An app icon: a rounded square with a mark; focus shows as "❯ ❮" beside it.
  static func icon(in slot: Rect, mark: String, focused: Bool, on display: inout DisplayList) {
    let box = Rect(x: slot.x + (slot.width - 6) / 2, y: slot.y, width: 6, height: iconRows).intersection(slot)
    let style = Style(focused ? .focusedButton : .primaryButton)
    display.fill(box, with: Cell(" ", style: style))
    display.drawBorder(box, style: style)
    let width = DisplayWidth.of(mark)
    display.write(mark, at: Point(x: box.x + (box.width - width) / 2, y: box.y + 1), style: style, clip: box)
    if focused {
      display.put(Glyph("❯", width: 1, style: style), x: box.x - 1, y: box.y + 1)
      display.put(Glyph("❮", width: 1, style: style), x: box.maxX, y: box.y + 1)
    }
  }
}
