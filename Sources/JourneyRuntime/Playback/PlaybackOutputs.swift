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
  /// Where `Screenshot` lines write `NAME.txt`; nil puts them beside the first of frames, cast and SVG.
  public var screenshots: String?

  /// Creates the outputs.
  public init(
    cast: String? = nil, frames: String? = nil, svg: String? = nil, gif: String? = nil,
    screenshots: String? = nil
  ) {
    self.cast = cast
    self.frames = frames
    self.svg = svg
    self.gif = gif
    self.screenshots = screenshots
  }

  /// What a played tape writes: the files with their contents, the folder to create for screenshots, and
  /// how many screenshots have nowhere to go.
  public func files(of player: TapePlayer) -> (
    files: [(path: String, contents: String)], directory: String?, unplaced: Int
  ) {
    var files: [(path: String, contents: String)] = []
    if let cast { files.append((cast, PlaybackRecording.cast(of: player).text)) }
    if let frames { files.append((frames, PlaybackRecording.frames(of: player))) }
    if let svg { files.append((svg, PlaybackRecording.svg(of: player))) }
    guard !player.screenshots.isEmpty else { return (files, nil, 0) }
    let beside = (frames ?? cast ?? svg ?? gif).map { path -> String in
      let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
        separator: "/")
      return path.hasPrefix("/") && folder.isEmpty ? "/" : folder.isEmpty ? "." : folder
    }
    guard let directory = screenshots ?? beside else { return (files, nil, player.screenshots.count) }
    for shot in player.screenshots { files.append(("\(directory)/\(shot.name).txt", shot.text)) }
    return (files, screenshots, 0)
  }
}
