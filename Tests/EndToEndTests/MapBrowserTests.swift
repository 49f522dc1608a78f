import ConsentEngine
import CopyReview
import Foundation
import JourneyMap
import JourneyRuntime
import JourneyTestSupport
import StringTables
import Testing

/// The map page in headless Chromium at 1400×1000: fitted on open, zoomed by the keyboard, legible at its
/// natural size.
@Suite(
  "The map page in a real browser",
  .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"),
  .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"))
struct MapBrowserTests {
  /// Measures the page once loaded and writes the figures into a `pre#probe`: the window, the drawing's
  /// box, the primer's label, and the view box after `+`, `0`, `-` and `1`.
  static let probe = """
    <script>
    (function () {
      function box(e) { var r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }
      function key(k) { document.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })); }
      function overflow() {
        var worst = -1e9;
        Array.prototype.forEach.call(document.querySelectorAll("#drawing g.node"), function (g) {
          var outline = g.querySelector("polygon").getBoundingClientRect();
          Array.prototype.forEach.call(g.querySelectorAll("text"), function (t) {
            if (!/Mono/.test(t.getAttribute("font-family"))) return;
            var r = t.getBoundingClientRect();
            worst = Math.max(worst, r.right - outline.right, outline.left - r.left, r.bottom - outline.bottom);
          });
        });
        return worst;
      }
      var overflows = [];
      var svg = document.querySelector("#drawing svg"), graph = svg.querySelector("g.graph");
      var primer = Array.prototype.filter.call(svg.querySelectorAll("g.node"), function (g) {
        return g.querySelector("title").textContent === "primer·notDetermined";
      })[0];
      var label = Array.prototype.filter.call(primer.querySelectorAll("text"), function (t) {
        return t.textContent === "primer";
      })[0];
      var mono = Array.prototype.filter.call(primer.querySelectorAll("text"), function (t) {
        return /Mono/.test(t.getAttribute("font-family")) && t.textContent.trim().length > 3;
      })[0];
      var lines = ["window " + [innerWidth, innerHeight].join(" "), "graph " + box(graph).join(" "),
        "label " + box(label).join(" "), "fit " + svg.getAttribute("viewBox")];
      overflows.push(overflow());
      key("+"); lines.push("plus " + svg.getAttribute("viewBox")); overflows.push(overflow());
      key("+"); key("+"); overflows.push(overflow());
      key("0"); lines.push("zero " + svg.getAttribute("viewBox"));
      key("-"); lines.push("minus " + svg.getAttribute("viewBox")); overflows.push(overflow());
      key("-"); key("-"); overflows.push(overflow());
      key("1"); lines.push("mono " + mono.getBoundingClientRect().height); overflows.push(overflow());
      lines.push("overflow " + overflows.join(" "));
      var out = document.createElement("pre"); out.id = "probe"; out.textContent = lines.join("\\n");
      document.body.appendChild(out);
    })();
    </script>

    """

  /// The probe's figures by name, from the DOM Chromium dumped.
  static func figures(_ dom: String) throws -> [String: [Double]] {
    let start = try #require(dom.range(of: "<pre id=\"probe\">"))
    let end = try #require(dom[start.upperBound...].range(of: "</pre>"))
    var figures: [String: [Double]] = [:]
    for line in dom[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "," })
      figures[String(words[0])] = words.dropFirst().compactMap { Double($0) }
    }
    return figures
  }

  @Test(
    "at 1400×1000 the whole drawing fits the window, the primer's label is on the first screen, + - 0 zoom, at 100 % the phone text is legible, and at every zoom each phone stays in its box"
  )
  func fitsTheWindow() throws {
    let panels = try MapView().apply(to: [
      MapPanel(
        graph: MapExplorer.explore(
          journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(), options: ScenarioOptions()))
    ])
    let links = ReviewLinks(report: "review.html")
    var page = MapHTML.page(
      panels, svg: try Graphviz.svg(DOTWriter.document(panels, links: links)), links: links)
    let end = try #require(page.range(of: "</body>", options: .backwards))
    page.replaceSubrange(end, with: Self.probe + "</body>")
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("map.html", page)
    let url = URL(fileURLWithPath: tree.root + "/map.html")
    let run = try Chromium.run([
      "--enable-logging=stderr", "--v=0", "--hide-scrollbars", "--window-size=1400,1000", "--dump-dom",
      url.absoluteString,
    ])
    #expect(Chromium.consoleProblems(run.errors).isEmpty, "\(Chromium.consoleProblems(run.errors))")
    let figures = try Self.figures(String(decoding: run.output, as: UTF8.self))
    let window = try #require(figures["window"])
    #expect(window.count == 2 && window[0] == 1400, "the page is \(window) px")
    #expect(window[1] > 800 && window[1] <= 1000, "the first screen is \(window[1]) px high")
    let graph = try #require(figures["graph"])
    #expect(graph[0] >= 0 && graph[2] <= window[0], "the drawing spans x \(graph[0])…\(graph[2])")
    #expect(graph[2] - graph[0] > window[0] / 2, "the fitted drawing is only \(graph[2] - graph[0]) px wide")
    #expect(graph[3] <= window[1], "the drawing ends at y \(graph[3]), below the first screen")
    let label = try #require(figures["label"])
    let inside = label[0] >= 0 && label[2] <= window[0] && label[1] >= 0 && label[3] <= window[1]
    #expect(inside, "the primer's label is at \(label)")
    let fit = try #require(figures["fit"])
    let plus = try #require(figures["plus"])
    let minus = try #require(figures["minus"])
    #expect(fit.count == 4 && plus.count == 4 && minus.count == 4)
    #expect(plus[2] < fit[2] && minus[2] > fit[2], "+ and - change the view: \(fit) \(plus) \(minus)")
    #expect(figures["zero"] == fit, "0 fits the drawing again")
    let mono = try #require(figures["mono"]?.first)
    #expect(mono >= 9, "at 100 % a line of the phone's text is \(mono) px high")
    // Fitted, zoomed in three times, out three times and at 100 %: no phone row leaves its box.
    let overflows = try #require(figures["overflow"])
    #expect(
      overflows.count == 6 && overflows.allSatisfy { $0 <= 0 }, "rows past their boxes by \(overflows) px")
  }
}
