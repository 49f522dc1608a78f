import TextSafety

/// A problem in an exchange file (XML, XLIFF or CSV), at a 1-based line and column counted as
/// `Position` counts them (the same as in a `.strings` file).
///
/// Part of the format readers, which import only TextSafety, so the fuzz build can compile them alone.
public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where: a 1-based line and column in Unicode scalars (both 0 when the problem concerns the whole file);
  /// the readers read bytes, so the file is empty until `location(in:)` names it.
  public var location: SourceLocation
  /// What is wrong, in plain words.
  public var message: String

  /// Creates an error.
  public init(line: Int, column: Int, message: String) {
    location = SourceLocation(file: "", line: line, column: column)
    self.message = message
  }

  /// Creates an error at `position`.
  public init(at position: Position, message: String) {
    self.init(line: position.line, column: position.column, message: message)
  }

  /// The 1-based line (0 for the whole file).
  public var line: Int { location.line }
  /// The 1-based column (0 for the whole file).
  public var column: Int { location.column }

  /// Where the error is in the file at `path`.
  public func location(in path: String) -> SourceLocation {
    SourceLocation(file: path, line: line, column: column)
  }

  /// `line:column: message`, or only the message for a whole-file problem.
  public var description: String { line > 0 ? "\(line):\(column): \(message)" : message }
}

/// The caps every exchange reader applies to hostile input.
public struct FormatLimits: Sendable, Equatable {
  /// Largest input accepted, in bytes.
  public var maximumBytes: Int
  /// Deepest element nesting accepted (XML).
  public var maximumDepth: Int

  /// Creates limits.
  public init(maximumBytes: Int = 5 * 1024 * 1024, maximumDepth: Int = 32) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
  }

  /// The limits used for imports: 5 MB and 32 levels.
  public static let standard = FormatLimits()
}

/// Decodes UTF-8 input (a leading byte-order mark is dropped) into scalars, within the size cap.
enum FormatInput {
  static func scalars(_ bytes: [UInt8], limits: FormatLimits, what: String) throws(FormatError)
    -> [Unicode.Scalar]
  {
    guard bytes.count <= limits.maximumBytes else {
      throw FormatError(
        line: 0, column: 0,
        message: "\(what) is larger than the \(limits.maximumBytes)-byte limit (\(bytes.count) bytes)")
    }
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if body.starts(with: [0xFF, 0xFE]) || body.starts(with: [0xFE, 0xFF]) {
      throw FormatError(line: 1, column: 1, message: "\(what) is UTF-16; save it as UTF-8")
    }
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(body.count)
    var decoder = UTF8()
    var iterator = body.makeIterator()
    var position = Position()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        position.advance(over: scalar)
      case .emptyInput: break loop
      case .error:
        throw FormatError(at: position, message: "\(what) is not valid UTF-8")
      }
    }
    return scalars
  }
}
