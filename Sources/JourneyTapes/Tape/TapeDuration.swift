/// Reads durations such as `500ms`, `2s`, `1.5s`, `10m`, `12h` and `366d`.
enum TapeDuration {
  /// The duration in milliseconds, or nil when the text is not a duration.
  static func milliseconds(_ text: String) -> Int? {
    let units: [(String, Double)] = [
      ("ms", 1), ("s", 1_000), ("m", 60_000), ("h", 3_600_000), ("d", 86_400_000),
    ]
    for (unit, factor) in units where text.hasSuffix(unit) {
      let number = text.dropLast(unit.count)
      guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        number.filter({ $0 == "." }).count <= 1, number.first != ".", number.last != ".",
        let value = Double(number)
      else { continue }
      let result = value * factor
      guard result <= Double(Int32.max) * 1_000 else { return nil }
      return Int(result + 0.5)
    }
    return nil
  }
}
