import CopyReview
import ConsentEngine
import JourneyMap
import JourneyRuntime

/// `att-journey map`: every screen reachable from the first launch and every way between them, drawn from
/// the engine as DOT, SVG, HTML or JSON; or two maps side by side with `--compare`.
enum MapCommand {
  /// The settings `--compare` can vary.
  static let comparable = ["wiring", "region", "os", "variant", "race-winner"]

  /// Explores, draws and writes (atomically) to `--out` or standard output; returns the exit status.
  static func run(_ options: LaunchOptions) -> Int32 {
    var panels: [MapPanel]
    let format: String
    do throws(CommandFailure) {
      format = try CommandStart.format(
        options, allowed: ["dot", "svg", "html", "json"], output: options.outputFile)
      if format == "svg" || format == "html", Graphviz.executable() == nil {
        StandardError.report(GraphvizError.missing.description)
        throw CommandFailure(status: ExitStatus.unavailable)
      }
      let (source, scenario) = try CommandStart.scenario(options)
      if let comparison = options.comparison {
        panels = try compare(comparison, options: options, source: source)
      } else {
        let graph = MapExplorer.explore(journey: source.journey, catalog: source.catalog, options: scenario)
        panels = [MapPanel(graph: graph)]
      }
      do {
        panels = try MapView(allWays: options.allWays, focus: options.focus).apply(to: panels)
      } catch {
        StandardError.report(error.description)
        throw CommandFailure(status: ExitStatus.usage)
      }
    } catch {
      return error.status
    }
    let links = ReviewLinks(report: options.reviewReport ?? "review.html")
    let text: String
    do {
      text = try draw(panels, format: format, links: links)
    } catch {
      StandardError.report(error.description)
      return error == .missing ? ExitStatus.unavailable : ExitStatus.failed
    }
    if let path = options.outputFile {
      do {
        try AtomicFile.write(text, to: path)
      } catch {
        StandardError.write("\(error)\n")
        return ExitStatus.cannotWrite
      }
      StandardError.report(summary(panels) + " → " + path)
    } else {
      print(text, terminator: "")
    }
    return ExitStatus.ok
  }

  /// The document in a format; svg and html go through Graphviz.
  static func draw(_ panels: [MapPanel], format: String, links: ReviewLinks) throws(GraphvizError) -> String {
    switch format {
    case "json": return MapJSON.document(panels, links: links)
    case "svg": return try Graphviz.svg(DOTWriter.document(panels, links: links))
    case "html":
      let svg = try Graphviz.svg(DOTWriter.document(panels, links: links))
      return MapHTML.page(panels, svg: svg, links: links)
    default: return DOTWriter.document(panels, links: links)
    }
  }

  /// Two maps from `SETTING=A,B`, each value checked as its own option would be.
  static func compare(_ comparison: String, options: LaunchOptions, source: CopySource)
    throws(CommandFailure) -> [MapPanel]
  {
    let parts = comparison.split(separator: "=", maxSplits: 1).map(String.init)
    let values = parts.count == 2 ? parts[1].split(separator: ",").map(String.init) : []
    guard parts.count == 2, comparable.contains(parts[0]), values.count == 2, values[0] != values[1] else {
      StandardError.report(
        LaunchOptionError.invalidValue(
          option: "--compare", value: comparison,
          allowed: comparable.map { "\($0)=A,B" }
        ).description)
      throw CommandFailure(status: ExitStatus.usage)
    }
    // Both values are checked before either map is explored.
    let scenarios = [
      try scenario(parts[0], values[0], options, source), try scenario(parts[0], values[1], options, source),
    ]
    let graphs = scenarios.map {
      MapExplorer.explore(journey: source.journey, catalog: source.catalog, options: $0)
    }
    var first = MapPanel(title: "", graph: graphs[0])
    var second = MapPanel(title: "", graph: graphs[1])
    first.title = "\(parts[0])=\(values[0])"
    second.title = "\(parts[0])=\(values[1])"
    return MapComparison.compare(first, second)
  }

  /// The scenario with one setting set to a value, checked by the same rules as the option itself.
  private static func scenario(
    _ setting: String, _ value: String, _ options: LaunchOptions, _ source: CopySource
  )
    throws(CommandFailure) -> ScenarioOptions
  {
    var varied = options
    switch setting {
    case "wiring": varied.wiring = value
    case "region": varied.region = value
    case "variant": varied.variant = value
    default:
      do throws(LaunchOptionError) {
        if setting == "race-winner" {
          guard let timing = RaceWinner(tapeName: value) else {
            throw .invalidValue(
              option: "--compare race-winner", value: value, allowed: RaceWinner.allCases.map(\.tapeName))
          }
          varied.raceWinner = timing
        } else {
          varied.systemVersion = try OSVersionOption.read(value, option: "--compare os")
        }
      } catch {
        StandardError.report(error.description)
        throw CommandFailure(status: ExitStatus.usage)
      }
    }
    do {
      return try LaunchScenario.options(varied, catalog: source.catalog)
    } catch {
      StandardError.report(error.description)
      throw CommandFailure(status: ExitStatus.usage)
    }
  }

  /// One line: how big the map is and what was cut off.
  static func summary(_ panels: [MapPanel]) -> String {
    panels.map { panel in
      let graph = panel.graph
      let title = panel.title.isEmpty ? "" : panel.title + ": "
      let drawn = DOTWriter.parallelGroups(DOTWriter.drawnEdges(panel)).count
      return
        "\(title)\(graph.nodes.count) screens, \(graph.edges.count) ways between them (\(drawn) arrows), "
        + "\(graph.paths.count) paths to a decision, \(graph.cutOff.summary)"
    }.joined(separator: "; ")
  }
}
