import TerminalKit

/// Writes a change's phones, before and now side by side per screen, each frame turned into HTML once.
struct ReviewChangePhonesHTML {
  /// The frames the changes' phones index.
  let frames: [Buffer]
  /// The full review's address, as the page links to it.
  let fullReview: String
  /// Each frame's HTML, by index, once drawn.
  private var drawn: [Int: String] = [:]

  /// Creates a writer for the frames, linking each phone to `fullReview`.
  init(frames: [Buffer], fullReview: String) {
    self.frames = frames
    self.fullReview = fullReview
  }

  /// Every screen showing the change: its name, then the phone before and the phone now, each titled
  /// with a link to its place in the full review.
  mutating func pairs(_ change: ReviewStringChange, lang: String) -> String {
    guard !change.phones.isEmpty else { return "<p class=\"hint\">No phone shows this string.</p>" }
    var out = "<div class=\"pairs\">"
    for pair in change.phones {
      let screen = ReviewEscaping.html(pair.screen)
      let href = ReviewEscaping.html(Self.address(fullReview) + "#" + pair.cellID)
      out += "<figure class=\"pair\" data-screen=\"\(screen)\"><figcaption>\(screen)</figcaption>"
      let sides = [
        ("before", pair.before, "this screen in the full review, as it is now"),
        ("now", pair.after, "this phone in the full review"),
      ]
      for (side, frame, title) in sides {
        out += "<div class=\"side \(side)\" lang=\"\(lang)\">"
        out += "<a class=\"to-review\" href=\"\(href)\" title=\"\(title)\">\(side)</a>"
        // A sign-off keeps hashes, not text: with a note in place of the text before, no phone before.
        let none = side == "before" && change.note != nil ? "not kept by the sign-off" : "no such phone"
        out += frame.map { html($0) } ?? "<p class=\"missing\">\(none)</p>"
        out += "</div>"
      }
      out += "</figure>"
    }
    return out + "</div>"
  }

  /// The HTML of a frame, drawn once.
  private mutating func html(_ index: Int) -> String {
    if let done = drawn[index] { return done }
    let html = ReviewStylesheet.frames.html(frames[index])
    drawn[index] = html
    return html
  }

  /// A path or address as a link's target: bytes outside the characters an address keeps as they are
  /// (`A-Z a-z 0-9 - . _ ~ / : ? & = + @ ! $ , ;`) percent-encoded, so a space or `#` in a file name links.
  static func address(_ path: String) -> String {
    let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/:?&=+@!$,;".utf8)
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    for byte in path.utf8 {
      if kept.contains(byte) {
        out.append(byte)
      } else {
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}

extension ReviewChanges {
  /// The change table's columns (the findings wide enough to read at 1280 px) and the phone pairs.
  static let pairStyle = """
    table.diff.changes{table-layout:fixed;width:100%}
    table.diff.changes th:nth-child(1){width:17%}table.diff.changes th:nth-child(2){width:7%}
    table.diff.changes th:nth-child(3),table.diff.changes th:nth-child(4){width:24%}
    table.diff.changes th:nth-child(5){width:28%}
    table.diff.changes td:nth-child(3),table.diff.changes td:nth-child(4){width:auto}
    table.diff.changes td{overflow-wrap:anywhere}.none{color:#888}
    table.diff.changes tr.phones>td{background:#f4f4f6;padding:6px 0 14px}
    .pairs{display:flex;flex-wrap:wrap;gap:10px 18px}
    figure.pair{margin:0;background:#fff;border:1px solid #ccc;border-radius:6px;padding:4px 6px;\
    display:grid;grid-template-columns:auto auto;gap:0 8px}
    figure.pair figcaption{grid-column:1/3;font-size:12px;font-weight:bold;color:#333}
    .side a.to-review{display:block;font-size:12px;margin:2px 0}

    """
}
