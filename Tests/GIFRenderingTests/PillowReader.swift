import Foundation

/// Reads a GIF with Pillow (PyPI, installed by `.ci/run`): its frames, their delays and, for each frame as
/// shown (every earlier frame composed under it), which cells carry ink.
enum PillowReader {
  /// What Pillow saw.
  struct Reading: Decodable {
    /// Number of frames.
    var frames: Int
    /// Each frame's delay in milliseconds.
    var durations: [Int]
    /// Pillow's loop count (0: forever).
    var loop: Int?
    /// Width and height in pixels.
    var size: [Int]
    /// For each frame, each row of cells: `.` one colour, `u` one colour but an underline, `#` ink.
    var cells: [[String]]
  }

  /// True when python3 can import Pillow.
  static let available: Bool = {
    guard let run = try? python(["-c", "import PIL"]) else { return false }
    return run.status == 0
  }()

  static let script = """
    import json, sys
    from PIL import Image
    path, cw, ch, underline = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    im = Image.open(path)
    result = {"frames": im.n_frames, "durations": [], "loop": im.info.get("loop"), "size": list(im.size), "cells": []}
    for index in range(im.n_frames):
        im.seek(index)
        result["durations"].append(im.info.get("duration"))
        frame = im.convert("RGB")
        rows = []
        for y in range(frame.size[1] // ch):
            row = ""
            for x in range(frame.size[0] // cw):
                box = (x * cw, y * ch, (x + 1) * cw, (y + 1) * ch)
                if len(frame.crop(box).getcolors(2) or [0, 0, 0]) == 1:
                    row += "."
                    continue
                above = frame.crop((box[0], box[1], box[2], box[1] + underline)).getcolors(2) or [0, 0]
                below = frame.crop((box[0], box[1] + underline + 1, box[2], box[3])).getcolors(2) or [0, 0]
                line = frame.crop((box[0], box[1] + underline, box[2], box[1] + underline + 1)).getcolors(2) or [0, 0]
                plain = len(above) == 1 and len(below) == 1 and above[0][1] == below[0][1]
                row += "u" if plain and len(line) == 1 else "#"
            rows.append(row)
        result["cells"].append(rows)
    print(json.dumps(result))
    """

  /// Pillow's reading of the GIF at `path`, cells `cellWidth` × `cellHeight` with the underline on row
  /// `underline`.
  static func read(_ path: String, cellWidth: Int, cellHeight: Int, underline: Int) throws -> Reading {
    let data = try output(of: script, [path, String(cellWidth), String(cellHeight), String(underline)])
    return try JSONDecoder().decode(Reading.self, from: data)
  }

  struct Failure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// Runs a Python script with its arguments; its standard output, or a `Failure` with its standard error.
  static func output(of script: String, _ arguments: [String]) throws -> Data {
    let run = try python(["-c", script] + arguments)
    guard run.status == 0 else { throw Failure(message: "Pillow: \(run.errors)") }
    return Data(run.output.utf8)
  }

  private static func python(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Standard error is short (a traceback at most): read it after standard output.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}
