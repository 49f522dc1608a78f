import JourneyTestSupport
import Testing

@testable import JourneyScreens
@testable import TerminalKit

@Suite("Device frames and phone layout")
struct DeviceTests {
  @Test("catalogue: ids, line lengths and alert width")
  func catalogue() throws {
    #expect(Device.all.map(\.id) == ["iphone-se", "iphone-15", "iphone-15-pro-max"])
    let phone = try #require(Device.named("iphone-15"))
    #expect(phone == Device.standard)
    #expect(phone.frameSize == Size(width: 44, height: 30))
    #expect(phone.contentWidth == 40 && phone.alertContentWidth == 28)
    #expect(Device.iPhoneSE.contentWidth < phone.contentWidth)
    #expect(Device.iPhone15ProMax.contentWidth == 44)
    #expect(Device.named("pixel") == nil)
  }

  @Test("the phone is centred; the inspector sits on the right when it fits and grows with the terminal")
  func layoutWithInspector() throws {
    let layout = try #require(
      Device.standard.layoutPhone(in: Size(width: 100, height: 40), showsInspector: true))
    let inspector = try #require(layout.inspector)
    #expect(inspector.width == 100 - 44 - PhoneLayout.gap - 4)
    #expect(inspector.x == layout.frame.maxX + PhoneLayout.gap)
    #expect(layout.frame.x == 2 && layout.frame.y == 5)
    #expect(layout.content == Rect(x: layout.frame.x + 2, y: 7, width: 40, height: 26))
    let exact = try #require(
      Device.standard.layoutPhone(in: Size(width: 80, height: 30), showsInspector: true))
    #expect(exact.inspector?.width == PhoneLayout.inspectorWidth)
    let wide = try #require(
      Device.standard.layoutPhone(in: Size(width: 120, height: 40), showsInspector: true))
    #expect(wide.inspector?.width == PhoneLayout.maximumInspectorWidth)
    #expect(wide.frame.x == (120 - 44 - PhoneLayout.gap - PhoneLayout.maximumInspectorWidth) / 2)
  }

  @Test("without room for the inspector the phone alone is centred")
  func layoutWithoutRoom() throws {
    let layout = try #require(
      Device.standard.layoutPhone(in: Size(width: 60, height: 30), showsInspector: true))
    #expect(layout.inspector == nil)
    #expect(layout.frame == Rect(x: 8, y: 0, width: 44, height: 30))
  }

  @Test("a terminal shorter than the phone gets the compact phone; below 44×18 no layout")
  func tooSmall() throws {
    #expect(Device.standard.layoutPhone(in: Size(width: 20, height: 8)) == nil)
    #expect(Device.standard.layoutPhone(in: Size(width: 43, height: 24)) == nil)
    #expect(Device.standard.layoutPhone(in: Size(width: 44, height: 17)) == nil)
    #expect(PhoneLayout.compactMinimumSize(for: .standard) == Size(width: 44, height: 18))
    let short = try #require(Device.standard.layoutPhone(in: Size(width: 44, height: 29)))
    #expect(short.isCompact)
    #expect(short.frame == Rect(x: 0, y: 0, width: 44, height: 28))
    #expect(short.content.height == 26)
    let first = try #require(
      Device.standard.layoutPhone(in: Size(width: 80, height: 24), showsInspector: true))
    #expect(first.isCompact)
    #expect(first.frame == Rect(x: 0, y: 0, width: 44, height: 23))
    #expect(first.inspector == Rect(x: 46, y: 0, width: 34, height: 23))
    let narrow = try #require(
      Device.standard.layoutPhone(in: Size(width: 60, height: 20), showsInspector: true))
    #expect(narrow.inspector == nil)
    #expect(narrow.content.height == 17)
    #expect(PhoneLayout.minimumSize(for: .standard).description == "44×30")
    #expect(PhoneLayout.minimumSizeWithInspector(for: .standard) == Size(width: 80, height: 30))
  }

  @Test("the alert box is centred in the content, ≈28 columns inside")
  func alertRect() throws {
    let layout = try #require(Device.standard.layoutPhone(in: Size(width: 44, height: 30)))
    let alert = layout.alertRect(contentHeight: 8)
    #expect(alert.width == 32 && alert.height == 10)
    #expect(alert.x - layout.content.x == layout.content.maxX - alert.maxX)
  }

  @Test("frame snapshot: rounded border, 9:41 and island, home indicator", arguments: Device.all.map(\.id))
  func frameSnapshot(_ id: String) throws {
    let device = try #require(Device.named(id))
    let layout = try #require(device.layoutPhone(in: device.frameSize))
    var buffer = Buffer(width: device.frameSize.width, height: device.frameSize.height)
    DeviceFrame.draw(layout, buffer: &buffer)
    buffer.render(Paragraph("Hello", style: Style(.title), alignment: .center), in: layout.content)
    buffer.render(
      ButtonView("Continue", isFocused: true), in: layout.content.splitRows([.flexible(1), .fixed(1)])[1])
    let lines = TextRenderer.lines(buffer)
    #expect(lines.first?.hasPrefix("╭") == true && lines.last?.hasSuffix("╯") == true)
    #expect(lines[1].contains("9:41"))
    assertSnapshot(of: buffer, named: "frame-\(id)")
  }
}

@Suite("Composite snapshots")
struct CompositeSnapshotTests {
  @Test("X-3: Markdown and wide text inside the iPhone 15 frame, overflow marked")
  func markdownInFrame() throws {
    let device = Device.standard
    let layout = try #require(device.layoutPhone(in: device.frameSize))
    var buffer = Buffer(width: device.frameSize.width, height: device.frameSize.height)
    DeviceFrame.draw(layout, buffer: &buffer)
    let parts = layout.content.splitRows([.fixed(2), .fixed(3), .fixed(1), .flexible(1), .fixed(1)])
    buffer.render(
      Paragraph("“Acme”이(가) 추적하도록 허용하겠습니까?", style: Style(.title), alignment: .center), in: parts[0])
    buffer.render(Paragraph("アプリが他社のアプリやウェブサイトを横断して、あなたのアクティビティの追跡を許可しますか？"), in: parts[1])
    buffer.render(PageDots(count: 3, current: 0), in: parts[2])
    let markdown =
      "Nous utilisons vos données pour\u{00A0}:\n\n- des **annonces** plus *pertinentes*\n- moins de répétitions"
    let report = buffer.render(
      Paragraph(blocks: MarkdownText.parse(markdown)), in: parts[3].inset(by: Insets(top: 1)))
    buffer.render(ButtonView("Continuer"), in: parts[4])
    #expect(!report.didOverflow)
    assertSnapshot(of: buffer, named: "composite-iphone-15")
  }
}
