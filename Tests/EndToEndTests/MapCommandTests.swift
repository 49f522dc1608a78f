import Foundation
import JourneyMap
import JourneyTestSupport
import Testing

/// `att-journey map` as a person runs it: formats, the missing-Graphviz message, bad comparisons, help.
@Suite(
  "att-journey map on the command line",
  .enabled(if: (try? BuiltProgram.path()) != nil, "att-journey is not built (swift build)"))
struct MapCommandTests {
  @Test("--format json --out FILE writes the map whole and says what it drew in one line")
  func jsonToFile() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let out = tree.root + "/map.json"
    let run = try BuiltProgram.run([
      "map", "--copy", BuiltProgram.copyDirectory, "--format", "json", "--out", out,
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.errors.contains("screens") && run.errors.contains("nothing cut off"))
    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: out)))
    let nodes = try #require((object as? [String: Any])?["nodes"] as? [[String: Any]])
    #expect(nodes.first?["id"] as? String == "springboard·notDetermined")
  }

  @Test("without Graphviz, --format svg says how to install it in one line, exits 69 and writes nothing")
  func svgWithoutGraphviz() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let out = tree.root + "/map.svg"
    let run = try BuiltProgram.run(
      ["map", "--copy", BuiltProgram.copyDirectory, "--format", "svg", "--out", out],
      environment: ["PATH": tree.root])
    #expect(run.status == 69)
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.errors.contains("apt-get install graphviz"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("--format dot needs no Graphviz")
  func dotWithoutGraphviz() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let run = try BuiltProgram.run(
      ["map", "--copy", BuiltProgram.copyDirectory, "--locale", "ko"], environment: ["PATH": tree.root])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("digraph \"att-journey map\" {"))
    #expect(run.output.contains("허용"))
  }

  @Test("ATT-3: --compare request-guard=statusCheck,none shows the unguarded relaunch's wasted round trip")
  func requestGuardComparison() throws {
    let run = try BuiltProgram.run([
      "map", "--copy", BuiltProgram.copyDirectory, "--compare", "request-guard=statusCheck,none", "--format",
      "json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let maps = try #require(object?["compare"] as? [[String: Any]])
    #expect(maps.map { $0["title"] as? String } == ["request-guard=statusCheck", "request-guard=none"])
    /// The rules of each relaunch from the springboard to home, keyed by its ends.
    func relaunchRules(_ map: [String: Any]) -> [String: [String]] {
      let edges = map["edges"] as? [[String: Any]] ?? []
      var rules: [String: [String]] = [:]
      for edge in edges {
        guard let from = edge["from"] as? String, let to = edge["to"] as? String,
          from.hasPrefix("springboard·"), to.hasPrefix("home·"), from != "springboard·notDetermined"
        else { continue }
        rules[from + "→" + to + " " + (edge["label"] as? String ?? "")] = edge["rules"] as? [String]
      }
      return rules
    }
    let guarded = relaunchRules(maps[0])
    let unguarded = relaunchRules(maps[1])
    #expect(!guarded.isEmpty && Set(guarded.keys) == Set(unguarded.keys))
    #expect(guarded.values.allSatisfy { !$0.contains("ATT-3") }, "the guard reads the status: no call")
    #expect(
      unguarded.values.contains { $0.contains("ATT-3") }, "unguarded: the answered call comes back (ATT-3)")
  }

  @Test("a comparison needs one known setting and two different values; else one line and exit 2")
  func badComparisons() throws {
    for value in [
      "wiring=race", "colour=red,blue", "wiring=race,race", "os=26,25", "region=eea,mars",
      "request-guard=none,always",
    ] {
      let run = try BuiltProgram.run(["map", "--copy", BuiltProgram.copyDirectory, "--compare", value])
      #expect(run.status == 2, "\(value): \(run.status)")
      #expect(run.errors.split(separator: "\n").count == 1, "\(value): \(run.errors)")
      #expect(run.output.isEmpty)
    }
  }

  @Test(
    "--compare wiring=sequential,race --format html writes one page with both maps",
    .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"))
  func compareToHTML() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let out = tree.root + "/compare.html"
    let run = try BuiltProgram.run(
      [
        "map", "--copy", BuiltProgram.copyDirectory, "--explainer", "published", "--compare",
        "wiring=sequential,race",
        "--format", "html", "--out", out,
      ], environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
    #expect(run.status == 0, "\(run.errors)")
    let page = try String(contentsOfFile: out, encoding: .utf8)
    #expect(
      page.contains("<svg") && page.contains("only with wiring=race") && page.contains("id=\"paths-2\""))
    #expect(page.components(separatedBy: "<script").count == 2, "only the page's own zoom script")
    #expect(!page.contains("<script src"))
  }

  @Test("--focus with an unknown screen: one line with the nearest name, exit 2, nothing written")
  func focusUnknown() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let out = tree.root + "/map.dot"
    let run = try BuiltProgram.run([
      "map", "--copy", BuiltProgram.copyDirectory, "--focus", "primr", "--out", out,
    ])
    #expect(run.status == 2)
    #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
    #expect(run.errors.contains("no screen named 'primr'; nearest: primer"))
    #expect(run.output.isEmpty && !FileManager.default.fileExists(atPath: out))
  }

  @Test("--all and --focus primer: the summary line counts the arrows each draws")
  func allAndFocus() throws {
    let all = try BuiltProgram.run(["map", "--copy", BuiltProgram.copyDirectory, "--all", "--format", "json"])
    #expect(all.status == 0, "\(all.errors)")
    let object = try JSONSerialization.jsonObject(with: Data(all.output.utf8)) as? [String: Any]
    let edges = try #require(object?["edges"] as? [[String: Any]])
    #expect(!edges.isEmpty && edges.allSatisfy { $0["folded"] as? Bool == false })
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let focus = try BuiltProgram.run([
      "map", "--copy", BuiltProgram.copyDirectory, "--focus", "primer", "--out", tree.root + "/f.dot",
    ])
    #expect(focus.status == 0, "\(focus.errors)")
    #expect(focus.errors.contains(" arrows)"))
    let dot = try String(contentsOfFile: tree.root + "/f.dot", encoding: .utf8)
    #expect(dot.contains("only the ways to and from <B>primer</B>"))
  }

  @Test(
    "--all --focus primer in SVG and HTML: every way to and from the primer, the page says so",
    .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"))
  func focusDrawn() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let path = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    for format in ["svg", "html"] {
      let out = tree.root + "/primer." + format
      let run = try BuiltProgram.run(
        [
          "map", "--copy", BuiltProgram.copyDirectory, "--all", "--focus", "primer", "--format", format,
          "--out", out,
        ], environment: path)
      #expect(run.status == 0, "\(format): \(run.errors)")
      let text = try String(contentsOfFile: out, encoding: .utf8)
      #expect(text.contains("only the ways to and from"), "\(format) does not say what it shows")
      let titles = text.components(separatedBy: "class=\"edge\"").dropFirst().compactMap { group in
        group.components(separatedBy: "<title>").dropFirst().first?.components(separatedBy: "</title>").first
      }
      #expect(titles.count >= 4, "\(format) draws \(titles.count) arrows")
      #expect(titles.allSatisfy { $0.contains("&#45;&gt;") }, "\(titles)")
      #expect(titles.allSatisfy { $0.contains("primer·") }, "\(format) draws a way not to or from the primer")
    }
  }

  @Test("--help lists the map command and its options; a map option elsewhere is refused")
  func help() throws {
    let help = try BuiltProgram.run(["--help"])
    #expect(help.output.contains("att-journey map [options]"))
    #expect(help.output.contains("--compare SET=A,B"))
    #expect(help.output.contains("--focus SCREEN") && help.output.contains("--all"))
    let misplaced = try BuiltProgram.run(["review", "--compare", "wiring=sequential,race"])
    #expect(misplaced.status == 2)
    #expect(misplaced.errors.contains("only to map"))
  }
}
