import Testing

@testable import StringTables
@testable import TextSafety

@Suite("Placeholders")
struct PlaceholderTests {
  @Test func parsesEveryPlaceholderForm() throws {
    let text = "%@ %d %i %u %ld %lld %lu %f %.1f %s %1$@ %2$d %% %#@count@"
    let placeholders = try PlaceholderParser.placeholders(text)
    #expect(
      placeholders.map(\.text) == [
        "%@", "%d", "%i", "%u", "%ld", "%lld", "%lu", "%f", "%.1f", "%s", "%1$@", "%2$d", "%#@count@",
      ])
    #expect(
      placeholders.map(\.type) == [
        .string, .int, .int, .int, .int, .int, .int, .double, .double, .string, .string, .int, .int,
      ])
    #expect(placeholders[8].precision == 1)
    #expect(placeholders[12].substitution == "count")
    #expect(placeholders[12].argument == 11)
  }

  @Test func signatureWithPositions() throws {
    #expect(try PlaceholderParser.signature("%2$d of %1$@") == [1: .string, 2: .int])
    #expect(throws: PlaceholderError.conflictingTypes(argument: 1, .string, .int)) {
      try PlaceholderParser.signature("%1$@ %1$d")
    }
    #expect(throws: PlaceholderError.unusedArgument(1)) { try PlaceholderParser.signature("%2$@") }
  }

  @Test func malformedPlaceholders() {
    #expect(throws: PlaceholderError.malformed("%", offset: 4)) { try PlaceholderParser.tokens("100 %") }
    #expect(throws: PlaceholderError.malformed("%k", offset: 0)) { try PlaceholderParser.tokens("%k") }
    #expect(throws: PlaceholderError.malformed("%*", offset: 0)) { try PlaceholderParser.tokens("%*d") }
    #expect(throws: PlaceholderError.malformed("%#@x", offset: 0)) { try PlaceholderParser.tokens("%#@x") }
  }

  @Test func formatsTypedArguments() throws {
    #expect(
      try CopyFormatter.format("Allow “%@” to track?", [.string("Daily Grid")])
        == "Allow “Daily Grid” to track?")
    #expect(try CopyFormatter.format("%2$d / %1$@ %%", [.string("a"), .int(7)]) == "7 / a %")
    #expect(
      try CopyFormatter.format("%.1f%% %5d|%-4@|", [.double(42.25), .int(3), .string("ab")])
        == "42.2%     3|ab  |")
    #expect(try CopyFormatter.format("%lld %lu %x", [.int(-5), .int(12), .int(255)]) == "-5 12 ff")
  }

  @Test func copyIsNeverAFormatString() throws {
    // A %n or %s in an argument is text, not a directive.
    #expect(try CopyFormatter.format("%@", [.string("%n%s%@")]) == "%n%s%@")
    #expect(throws: PlaceholderError.malformed("%n", offset: 0)) { try CopyFormatter.format("%n", [.int(1)]) }
  }

  @Test func typeMismatchesAreClearErrors() {
    #expect(
      throws: PlaceholderError.typeMismatch(argument: 1, placeholder: "%d", expected: .int, got: .string)
    ) {
      try CopyFormatter.format("%d", [.string("x")])
    }
    #expect(throws: PlaceholderError.argumentCount(expected: 2, got: 1)) {
      try CopyFormatter.format("%@ %@", [.string("x")])
    }
    #expect(
      PlaceholderError.typeMismatch(argument: 1, placeholder: "%.1f", expected: .double, got: .int)
        .description
        == "argument 1 is int but %.1f expects double")
  }

  @Test func substitutions() throws {
    let text = try CopyFormatter.format("Solved %#@puzzles@", [.int(3)]) { name, count in "\(count) \(name)" }
    #expect(text == "Solved 3 puzzles")
    #expect(throws: PlaceholderError.unresolvedSubstitution("puzzles")) {
      try CopyFormatter.format("%#@puzzles@", [.int(3)])
    }
  }
}

@Suite("Pseudo-locales")
struct PseudoLocaleTests {
  @Test func accentedBracketsPadsAndKeepsPlaceholders() throws {
    let source = "Allow %@ to track %1$@ %d%%"
    let result = PseudoLocale.accented.apply(to: source)
    #expect(result.hasPrefix("[Åļļöŵ %@ ţö ţŕåçķ %1$@ %d%%"))
    #expect(result.hasSuffix("]"))
    let letters = 12  // "Allow", "to", "track"
    let added = result.count - source.count - 2
    #expect(Double(added) >= Double(letters) * 0.3 && Double(added) <= Double(letters) * 0.45)
    let long = PseudoLocale.accented.apply(to: String(repeating: "word ", count: 40))
    #expect(long.count - 202 == 56)  // 35 % of 160 letters
    #expect(try PlaceholderParser.placeholders(result).map(\.text) == ["%@", "%1$@", "%d"])
  }

  @Test func accentedMapsEveryASCIILetter() {
    let alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let mapped = PseudoLocale.accented.apply(to: alphabet)
    let body = mapped.dropFirst().prefix(alphabet.count)
    #expect(body.unicodeScalars.count == 52)
    #expect(body.allSatisfy { !$0.isASCII })
  }

  @Test func doubleDoublesTheSentenceNotEachSegment() throws {
    let result = PseudoLocale.double.apply(to: "Hello %@!\nBye")
    #expect(result == "Hello %@! Hello !\nBye Bye")
    #expect(try PlaceholderParser.placeholders(result).count == 1)
  }

  @Test func doubleNeverRepeatsTheSubstitutedName() throws {
    let template = PseudoLocale.double.apply(to: "Allow “%@” to track your activity?")
    #expect(template == "Allow “%@” to track your activity? Allow “” to track your activity?")
    let shown = try CopyFormatter.format(template, [.string("Daily Grid")])
    #expect(shown.components(separatedBy: "Daily Grid").count == 2)
    #expect(PseudoLocale.double.apply(to: "%1$@ · %2$d%%") == "%1$@ · %2$d%% · %%")
    #expect(PseudoLocale.double.apply(to: "  %@  ") == "  %@  ")
  }

  @Test func boundedMarksStartAndEnd() {
    #expect(PseudoLocale.bounded.apply(to: "계속 %@") == "⟦계속 %@⟧")
  }
}

/// Field widths and precisions are bounded by the widest terminal (`Placeholder.maximumField`, 500), as
/// iOS's formatter is by the screen: a copy value cannot ask for a megabyte of padding.
@Suite("Placeholder field bounds")
struct PlaceholderFieldBoundTests {
  @Test(
    "every width and precision beyond the bound fills exactly the bound",
    arguments: [
      ("%999999@", CopyArgument.string("x")), ("%-999999@", .string("x")), ("%999999s", .string("x")),
      ("%999999d", .int(7)), ("%-0999999ld", .int(-7)), ("%999999.999999f", .double(1.5)),
      ("%999999.999999e", .double(-1.0e308)), ("%999999c", .int(65)), ("%999999x", .int(255)),
      ("%1$999999@", .string("x")),
    ])
  func widthsAreBounded(template: String, argument: CopyArgument) throws {
    let text = try CopyFormatter.format(template, [argument])
    #expect(text.count == Placeholder.maximumField, "\(template): \(text.count) characters")
    let placeholder = try #require(try PlaceholderParser.placeholders(template).first)
    #expect(placeholder.exceedsFieldBound)
  }

  @Test("widths up to the bound are honoured as written; a string's precision cuts to the bound at most")
  func withinTheBound() throws {
    #expect(try CopyFormatter.format("%500@", [.string("x")]).count == 500)
    #expect(try CopyFormatter.format("%499d", [.int(1)]).count == 499)
    #expect(try !PlaceholderParser.placeholders("%500.500f").contains(where: \.exceedsFieldBound))
    #expect(try PlaceholderParser.placeholders("%501@").allSatisfy(\.exceedsFieldBound))
    #expect(try PlaceholderParser.placeholders("%.501f").allSatisfy(\.exceedsFieldBound))
    let long = String(repeating: "a", count: 2_000)
    #expect(try CopyFormatter.format("%.999999s", [.string(long)]).count == Placeholder.maximumField)
    // The largest double at the widest field and the longest precision is printed whole.
    let widest = try CopyFormatter.format("%500.50f", [.double(1.0e308)])
    #expect(widest.count == 500)
    #expect(widest.hasSuffix("." + String(repeating: "0", count: 50)))
  }

  @Test("a value of hundreds of the widest placeholders formats to at most the bound per placeholder")
  func manyPlaceholders() throws {
    let template = String(repeating: "%1$999999@", count: 400)
    let text = try CopyFormatter.format(template, [.string("x")])
    #expect(text.count == 400 * Placeholder.maximumField)
  }
}
