import Dispatch
import Foundation
import Testing
import TextSafety

@testable import TerminalKit

@Suite("Cells as plain data: grapheme codes and role ids")
struct InternTableTests {
  /// The scalar values of a text, to compare exactly (String `==` is canonical equivalence).
  static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

  @Test("a cell and a style are plain data, twelve bytes a cell")
  func cellsArePlainData() {
    #expect(_isPOD(Cell.self))
    #expect(_isPOD(Style.self))
    #expect(_isPOD(StyleRole.self))
    #expect(MemoryLayout<Cell>.size == 11)
    #expect(MemoryLayout<Cell>.stride == 12)
  }

  @Test("a decomposed and a precomposed é are different cells, each keeping its own scalars")
  func decomposedAndPrecomposedStayApart() {
    let decomposed = Cell("e\u{301}")
    let precomposed = Cell("\u{E9}")
    #expect("e\u{301}" == "\u{E9}")  // what String equality says, and cells must not
    #expect(decomposed != precomposed)
    #expect(Self.scalars(decomposed.grapheme) == [0x65, 0x301])
    #expect(Self.scalars(precomposed.grapheme) == [0xE9])
    var buffer = Buffer(width: 2, height: 1)
    buffer[0, 0] = decomposed
    buffer[1, 0] = precomposed
    #expect(Self.scalars(buffer[0, 0].grapheme) == [0x65, 0x301])
    #expect(Self.scalars(buffer[1, 0].grapheme) == [0xE9])
    #expect(Set([decomposed, precomposed, Cell("e\u{301}")]).count == 2)
  }

  @Test(
    "a cluster of several scalars reads back byte for byte",
    arguments: [
      "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",  // family
      "\u{1F1EB}\u{1F1F7}",  // the flag of France
      "\u{1100}\u{1161}\u{11A8}",  // Hangul jamo: ㄱ ㅏ ㄱ, one syllable
      "e\u{301}",
      "\u{2764}\u{FE0F}",  // emoji presentation selector
    ])
  func clusterRoundTrips(_ cluster: String) {
    let cell = Cell(cluster, style: Style(.title, bold: true))
    #expect(cell.code.value & GraphemeCode.interned != 0)
    #expect(Array(cell.grapheme.utf8) == Array(cluster.utf8))
    #expect(cell == Cell(cluster, style: Style(.title, bold: true)))
    #expect(cell != Cell(cluster, style: Style(.title)))
    #expect(!cell.isContinuation)
    var changed = cell
    changed.grapheme = "x"
    #expect(changed.grapheme == "x" && changed.style == cell.style)
    changed.grapheme = cluster
    #expect(changed == cell)
  }

  @Test("one scalar is its own code, with no entry in the table")
  func oneScalarIsItsOwnCode() {
    for text in ["a", " ", "\u{E9}", "한", "\u{1F600}", "\u{0}", "\u{10FFFF}"] {
      let code = GraphemeCode(text)
      #expect(code.value == text.unicodeScalars.first?.value)
      #expect(Array(code.text.utf8) == Array(text.utf8))
    }
  }

  @Test("texts are the same only byte for byte")
  func sameBytes() {
    #expect(ExactText.sameBytes("caf\u{E9}", "caf\u{E9}"))
    #expect(!ExactText.sameBytes("caf\u{E9}", "cafe\u{301}"))
    #expect(!ExactText.sameBytes("abc", "abd"))
    #expect(!ExactText.sameBytes("ab", "abc"))
    #expect(ExactText.sameBytes("", ""))
    #expect(ExactText("cafe\u{301}") != ExactText("caf\u{E9}"))
  }

  @Test("the empty grapheme is the continuation cell, and no scalar is")
  func emptyContinuationCell() {
    let continuation = Cell("", style: Style(.link))
    #expect(continuation.isContinuation)
    #expect(continuation.grapheme.isEmpty)
    #expect(continuation.style == Style(.link))
    #expect(continuation != Cell(" ", style: Style(.link)))
    #expect(!Cell("\u{0}").isContinuation)
    #expect(!Cell(" ").isContinuation)
    var buffer = Buffer(width: 2, height: 1)
    buffer.put(Glyph("한", width: 2, style: .plain), x: 0, y: 0)
    #expect(buffer[1, 0].isContinuation && buffer[1, 0] == Cell(""))
    #expect(!buffer[0, 0].isContinuation && buffer[0, 0].grapheme == "한")
  }

  /// What the threads of `concurrentInterning` saw: each cluster's code and text, per round.
  final class Sightings: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Int: [(code: UInt32, bytes: [UInt8])]] = [:]

    func record(_ index: Int, _ code: GraphemeCode) {
      let bytes = Array(code.text.utf8)
      lock.withLock { seen[index, default: []].append((code.value, bytes)) }
    }

    var all: [Int: [(code: UInt32, bytes: [UInt8])]] { lock.withLock { seen } }
  }

  @Test("interning from many threads at once gives one code per cluster, and each reads back its bytes")
  func concurrentInterning() {
    // Clusters no other test makes, so every one is added to the table while the threads race.
    let clusters = (0..<64).map {
      "\u{1F469}\u{200D}" + String(repeating: "\u{301}", count: $0 % 8 + 1) + "\($0)"
    }
    let rounds = 16
    let sightings = Sightings()
    DispatchQueue.concurrentPerform(iterations: rounds) { round in
      for offset in clusters.indices {
        // Each round interns in its own order, so threads race to add the same clusters.
        let index = (offset * 5 + round * 7) % clusters.count
        sightings.record(index, GraphemeCode(clusters[index]))
      }
    }
    let seen = sightings.all
    #expect(seen.count == clusters.count)
    for (index, cluster) in clusters.enumerated() {
      let sights = seen[index] ?? []
      #expect(sights.count == rounds)
      #expect(Set(sights.map(\.code)).count == 1)
      #expect(sights.allSatisfy { $0.bytes == Array(cluster.utf8) })
    }
    #expect(Set(seen.values.compactMap { $0.first?.code }).count == clusters.count)
  }

  @Test("a role made from its name is the static role, keeps its name and is hashed by it")
  func roleFromName() {
    #expect(StyleRole("title") == .title)
    #expect(StyleRole(rawValue: "focusedButton") == .focusedButton)
    #expect(StyleRole("title") != .body)
    #expect(StyleRole.link.rawValue == "link")
    #expect(StyleRole.link.description == "link")
    #expect(Set([StyleRole("body"), .body, .secondary]).count == 2)
    // Names are exact bytes too: a decomposed and a precomposed name are two roles.
    let decomposed = StyleRole("caf" + "e\u{301}")
    let precomposed = StyleRole("caf\u{E9}")
    #expect(decomposed != precomposed)
    #expect(Array(decomposed.rawValue.utf8) == Array(("caf" + "e\u{301}").utf8))
    #expect(Array(precomposed.rawValue.utf8) == Array("caf\u{E9}".utf8))
  }

  @Test("a role encodes and decodes as its plain name")
  func roleCodable() throws {
    let data = try JSONEncoder().encode([StyleRole.focusedButton, StyleRole("warningBadge")])
    #expect(String(decoding: data, as: UTF8.self) == #"["focusedButton","warningBadge"]"#)
    let decoded = try JSONDecoder().decode([StyleRole].self, from: Data(#"["title","newRole"]"#.utf8))
    #expect(decoded == [.title, StyleRole("newRole")])
    #expect(decoded[1].rawValue == "newRole")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(StyleRole.self, from: Data("42".utf8)) }
  }
}
