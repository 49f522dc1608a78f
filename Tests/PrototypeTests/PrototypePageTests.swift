import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyTestSupport
import StringTables
import Testing

@testable import Prototype

/// The page: one self-contained file, a strict Content-Security-Policy, copy reaching it only as text.
@Suite("Prototype page")
struct PrototypePageTests {
  static let page = PrototypePage.html(PrototypeFixtures.bundled, appearance: .dark)

  @Test("the page has the phone, the menus, the moves and the inspector, and nothing from outside")
  func structure() throws {
    let page = Self.page
    for id in [
      "phone", "locale", "variant", "screen", "moves", "inspector", "inspector-toggle", "events", "data",
    ] {
      #expect(page.contains("id=\"\(id)\""), "id \(id)")
    }
    #expect(page.contains("role=\"region\" aria-label=\"Phone\""))
    #expect(page.contains("class=\"phone dark\""))
    for outside in ["src=", "href=", "<link", "http:", "https:", "@import", "url("] {
      #expect(!page.contains(outside), "\(outside) would reach outside the file")
    }
    let data = try PrototypeFixtures.data(of: page)
    #expect((data["locales"] as? [String]) == ["en", "ko"])
    #expect((data["variants"] as? [String]) == ["base", "relevance"])
    #expect((data["states"] as? [Any])?.count == PrototypeFixtures.bundled.stateCount)
  }

  @Test("the Content-Security-Policy allows only the page's own script and style, by SHA-256")
  func contentSecurityPolicy() throws {
    let page = Self.page
    let policy = try PrototypeFixtures.element(
      "<meta http-equiv=\"Content-Security-Policy\" content=\"", close: "\">", in: page)
    let script = try PrototypeFixtures.element("<script>", close: "</script>", in: page)
    let style = try PrototypeFixtures.element("<style>", close: "</style>", in: page)
    #expect(policy.hasPrefix("default-src 'none'; "))
    #expect(policy.contains("script-src '\(ContentSecurityPolicy.source(script))'"))
    #expect(policy.contains("style-src '\(ContentSecurityPolicy.source(style))'"))
    #expect(!policy.contains("unsafe"))
    #expect(page.components(separatedBy: "<script").count == 3, "the data and the one script")
    #expect(page.components(separatedBy: "<style").count == 2)
    #expect(!page.contains(" style=\""), "no inline style attribute")
    #expect(
      !script.contains("innerHTML") && !script.contains("insertAdjacentHTML") && !script.contains("eval("))
  }

  @Test("SHA-256 in Base64, as a hash source spells it, on known vectors")
  func hashSources() {
    #expect(ContentSecurityPolicy.source("") == "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
    #expect(ContentSecurityPolicy.source("abc") == "sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    let vectors = [
      "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
      "foobar": "Zm9vYmFy",
    ]
    for (plain, encoded) in vectors { #expect(Base64.encode(Array(plain.utf8)) == encoded, "\(plain)") }
    #expect(Base64.encode([0xFB, 0xFF, 0xBF]) == "+/+/")
  }

  @Test("hostile copy reaches the page as text: no element, no script, the characters kept")
  func hostileCopyStaysText() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let hostile = "<img src=x onerror=alert(1)></script><script>alert(2)</script>&amp;<!--"
    try BundledCopy.append(
      "\"primer.title\" = \"\(HostileCopy.escape(hostile))\";\n\"primer.action\" = \"\(HostileCopy.escape(hostile))\";",
      to: "en.lproj/Primer.strings", in: tree)
    let catalog = try CopyCatalog.load(directory: tree.path)
    let document = PrototypeBuilder.build(
      journey: try JourneyFile.load(path: tree.path + "/journey.json"), catalog: catalog,
      options: ScenarioOptions(),
      locales: ["en"], variants: [nil])
    let page = PrototypePage.html(document, appearance: .light)
    #expect(!page.contains("<img"))
    #expect(!page.contains("</script><script>") && page.contains("\\u003c/script\\u003e\\u003cscript\\u003e"))
    #expect(page.components(separatedBy: "<script").count == 3)
    #expect(!page.contains("<!--"))
    let strings = try PrototypeFixtures.data(of: page)["strings"] as? [String] ?? []
    #expect(strings.contains(hostile), "the button's label keeps every character")
    #expect(strings.contains { $0.contains("<img src=x") && $0 != hostile }, "the phone's rows keep them too")
  }

  @Test("both appearances colour every role of the journey's palette that has a look, under its role's class")
  func appearancesKeyedByRole() throws {
    let style = try PrototypeFixtures.element("<style>", close: "</style>", in: Self.page)
    for appearance in ["light", "dark"] {
      for role in [
        "primaryButton", "systemAlert", "systemButton", "toggleOn", "deviceFrame", "dimmedBackdrop",
      ] {
        #expect(style.contains(".phone.\(appearance) .r-\(role){"), "\(appearance) \(role)")
      }
    }
    let light = PrototypePage.html(PrototypeFixtures.bundled, appearance: .light)
    #expect(light.contains("class=\"phone light\"") && light.contains("<option value=\"light\" selected>"))
  }
}
