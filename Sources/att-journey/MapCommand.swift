import ConsentEngine
import CopyReview
import JourneyMap
import JourneyRuntime
import Recordings

/// `att-journey map`: every screen reachable from the first launch and every way between them, drawn from
/// the engine as DOT, SVG, HTML or JSON; or maps side by side with `--compare`.
struct MapCommand: ParsableCommand {
  static let name = "map"
  static let synopsis = "map [options]"
  static let summary = "every screen and every way between them, drawn from the engine"

  /// The settings `--compare` can vary.
  static let comparable = ["wiring", "region", "os", "variant", "race-winner", "request-guard"]

  /// `--copy`.
  var copy = CopyArguments()
  /// What the phone and the journey start as.
  var scenario = ScenarioArguments()
  /// `--format`: the document's format.
  var format: MapFormat?
  /// `--out FILE`: where the map goes.
  var outputFile: String?
  /// `--compare SETTING=A,B,…`: draw maps that differ in one setting, side by side in the order given.
  var comparison: String?
  /// `--review FILE`: the review report the map's screens link to.
  var reviewReport: String?
  /// `--all`: draw every way, folding no system move.
  var allWays = false
  /// `--focus SCREEN`: draw only the ways to and from one screen.
  var focus: String?

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + ScenarioArguments.options.lifted(\Self.scenario) + [
      .choice(["--format"], value: "FORMAT", help: "{values}", group: .map, \.format),
      .text(
        ["--out", "-o"], value: "FILE", help: "where the map goes (default: standard output)", group: .map,
        \.outputFile),
      .text(
        ["--compare"], value: "SET=A,B",
        help:
          "maps side by side, in the order given: wiring=, region=, os=, variant=, race-winner= or request-guard= with two or more values",
        group: .map,
        \.comparison),
      Option(
        names: ["--review"], value: "FILE", help: "the review report screens link to (default review.html)",
        group: .map
      ) { options, value throws(LaunchOptionError) in
        guard let value, ReviewLinks.isAcceptable(value) else {
          throw .invalidValue(
            option: "--review", value: value ?? "", allowed: ["a relative path", "an https:// URL"])
        }
        options.reviewReport = value
      },
      .flag(
        ["--all"], help: "draw every way, the system moves from every screen too", group: .map, \.allWays),
      .text(
        ["--focus"], value: "SCREEN", help: "draw only the ways to and from one screen, such as primer",
        group: .map, \.focus),
    ]
  }

  /// Explores, draws and writes (atomically) to `--out` or standard output; returns the exit status.
  func run() -> Int32 {
    var panels: [MapPanel]
    let format: MapFormat
    do throws(CommandFailure) {
      format = try CommandStart.format(self.format, output: outputFile)
      if format.needsGraphviz, Graphviz.executable() == nil {
        StandardError.report(GraphvizError.missing.description)
        throw CommandFailure(status: ExitStatus.unavailable)
      }
      let (source, scenario) = try CommandStart.scenario(copy: copy, scenario: self.scenario)
      if let comparison {
        panels = try Self.compare(comparison, options: self, source: source)
      } else {
        let graph = MapExplorer.explore(journey: source.journey, catalog: source.catalog, options: scenario)
        panels = [MapPanel(graph: graph)]
      }
      do {
        panels = try MapView(allWays: allWays, focus: focus).apply(to: panels)
      } catch {
        StandardError.report(error.description)
        throw CommandFailure(status: ExitStatus.usage)
      }
    } catch {
      return error.status
    }
    let links = ReviewLinks(report: reviewReport ?? "review.html")
    let text: String
    do {
      text = try Self.draw(panels, format: format, links: links)
    } catch {
      StandardError.report(error.description)
      return error == .missing ? ExitStatus.unavailable : ExitStatus.failed
    }
    if let path = outputFile {
      do {
        try AtomicFile.write(text, to: path)
      } catch {
        StandardError.write("\(error)\n")
        return ExitStatus.cannotWrite
      }
      StandardError.report(Self.summary(panels) + " → " + path)
    } else {
      print(text, terminator: "")
    }
    return ExitStatus.ok
  }

  /// The document in a format; svg and html go through Graphviz.
  static func draw(_ panels: [MapPanel], format: MapFormat, links: ReviewLinks) throws(GraphvizError)
    -> String
  {
    switch format {
    case .json: return MapJSON.document(panels, links: links)
    case .svg: return try Graphviz.svg(DOTWriter.document(panels, links: links))
    case .html:
      let svg = try Graphviz.svg(DOTWriter.document(panels, links: links))
      return MapHTML.page(panels, svg: svg, links: links)
    case .dot: return DOTWriter.document(panels, links: links)
    }
  }

  /// Maps from `SETTING=A,B,…`, one a value in the order given, each value checked as its own option would be.
  static func compare(_ comparison: String, options: MapCommand, source: CopySource)
    throws(CommandFailure) -> [MapPanel]
  {
    let parts = comparison.split(separator: "=", maxSplits: 1).map(String.init)
    let values = parts.count == 2 ? parts[1].split(separator: ",").map(String.init) : []
    guard parts.count == 2, comparable.contains(parts[0]), values.count >= 2,
      Set(values).count == values.count
    else {
      StandardError.report(
        LaunchOptionError.invalidValue(
          option: "--compare", value: comparison,
          allowed: comparable.map { "\($0)=A,B" }
        ).description + " (two or more different values)")
      throw CommandFailure(status: ExitStatus.usage)
    }
    // Every value is checked before any map is explored.
    var scenarios: [ScenarioOptions] = []
    for value in values { scenarios.append(try scenario(parts[0], value, options, source)) }
    let panels = zip(values, scenarios).map { value, scenario in
      MapPanel(
        title: "\(parts[0])=\(value)",
        graph: MapExplorer.explore(journey: source.journey, catalog: source.catalog, options: scenario))
    }
    return MapComparison.compare(panels)
  }

  /// The scenario with one setting set to a value, checked by the same rules as the option itself.
  private static func scenario(
    _ setting: String, _ value: String, _ options: MapCommand, _ source: CopySource
  )
    throws(CommandFailure) -> ScenarioOptions
  {
    var varied = options.scenario
    do throws(LaunchOptionError) {
      switch setting {
      case "wiring", "region", "request-guard":
        // The value is read by the option's own row: the same check and the same error.
        let row = ScenarioArguments.options.first { $0.names.contains("--" + setting) }
        try row?.apply(&varied, value)
      case "variant": varied.variant = value
      case "race-winner": varied.raceWinner = try RaceWinner.parse(value, option: "--compare race-winner")
      default: varied.systemVersion = try OSVersionOption.read(value, option: "--compare os")
      }
    } catch {
      StandardError.report(error.description)
      throw CommandFailure(status: ExitStatus.usage)
    }
    do {
      return try LaunchScenario.options(scenario: varied, catalog: source.catalog)
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
