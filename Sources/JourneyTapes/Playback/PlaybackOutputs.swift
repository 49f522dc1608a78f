import Recordings
import TerminalKit

/// Where one playback's recordings go, and their contents once the tape has played.
public struct PlaybackOutputs: Sendable, Equatable {
  /// The asciicast.
  public var cast: String?
  /// The frames as plain text.
  public var frames: String?
  /// The animated SVG.
  public var svg: String?
  /// The GIF (`images(of:fonts:)` draws it).
  public var gif: String?
  /// The folder of PNGs, one of each distinct screen (`images(of:fonts:)` draws them).
  public var png: String?
  /// The colours of the SVG, the GIF and the PNGs.
  public var appearance: PictureAppearance = .terminal
  /// Where `Screenshot` lines write `NAME.txt`; nil puts them beside the first of frames, cast, SVG and GIF.
  public var screenshots: String?

  /// Creates the outputs.
  public init(
    cast: String? = nil, frames: String? = nil, svg: String? = nil, gif: String? = nil, png: String? = nil,
    screenshots: String? = nil, appearance: PictureAppearance = .terminal
  ) {
    self.png = png
    self.appearance = appearance
    self.cast = cast
    self.frames = frames
    self.svg = svg
    self.gif = gif
    self.screenshots = screenshots
  }

  /// Whether an output is drawn from every frame once the tape has played (the SVG or the GIF), so the
  /// recorder keeps them all; the cast and the frames text are streamed (`stream(_:into:)`) and need only
  /// the latest.
  public var keepsEveryFrame: Bool { svg != nil || gif != nil }

  /// Opens the cast and the frames text as files of `write`, each appended to its temporary file as the
  /// player draws a frame; `write.commit()` puts them in place once the tape has played. With `named` the
  /// paths are the command line's own, so each may be a device or a FIFO (`--cast /dev/stdout`).
  public func stream(_ player: TapePlayer, into write: StagedWrite, named: Bool = false)
    throws(OutputFileError)
  {
    if let cast {
      let output = try write.stream(cast, isNamedOutput: named)
      player.record(into: PlaybackRecording.castStream(of: player, to: output))
    }
    if let frames {
      player.record(into: FramesTextStream(to: try write.stream(frames, isNamedOutput: named)))
    }
  }

  /// The `Screenshot` lines' files that would replace an output the command line named (`--cast`,
  /// `--frames`, `--svg` or `--gif`), checked before anything is played or written; compared by the folder
  /// each resolves to and the name, so no spelling of the same file gets past it.
  public func collisions(of tape: Tape) -> [(step: TapeStep, path: String)] {
    let named = Set([cast, frames, svg, gif].compactMap { $0.map(OutputPath.identity) })
    guard !named.isEmpty, let directory = screenshotFolder else { return [] }
    return tape.steps.compactMap { step in
      guard case .screenshot(let name) = step.command else { return nil }
      let path = "\(directory)/\(name).txt"
      return named.contains(OutputPath.identity(path)) ? (step, path) : nil
    }
  }

  /// Where `Screenshot` lines write: `--screenshots`, else beside the first of frames, cast, SVG and GIF.
  public var screenshotFolder: String? {
    let beside = (frames ?? cast ?? svg ?? gif).map { path -> String in
      let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
        separator: "/")
      return path.hasPrefix("/") && folder.isEmpty ? "/" : folder.isEmpty ? "." : folder
    }
    return screenshots ?? beside
  }

  /// What a played tape writes, and where its screenshots go.
  ///
  /// The files with their contents, the folder to create for screenshots, how many screenshots have
  /// nowhere to go, and the folder they went to beside a recording when no `--screenshots` folder was
  /// given. With `streamed` the cast and the frames text are left out: `stream(_:into:)` wrote them while
  /// the tape played.
  public func files(of player: TapePlayer, streamed: Bool = false) -> (
    files: [(path: String, contents: String)], directory: String?, unplaced: Int, besideFolder: String?
  ) {
    var files: [(path: String, contents: String)] = []
    if let cast, !streamed { files.append((cast, PlaybackRecording.cast(of: player).text)) }
    if let frames, !streamed { files.append((frames, PlaybackRecording.frames(of: player))) }
    if let svg { files.append((svg, PlaybackRecording.svg(of: player, appearance: appearance))) }
    guard !player.screenshots.isEmpty else { return (files, nil, 0, nil) }
    guard let directory = screenshotFolder else { return (files, nil, player.screenshots.count, nil) }
    for shot in player.screenshots { files.append(("\(directory)/\(shot.name).txt", shot.text)) }
    return (files, screenshots, 0, screenshots == nil ? directory : nil)
  }
}
