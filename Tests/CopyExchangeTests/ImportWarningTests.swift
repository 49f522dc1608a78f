import CopyExchange
import Foundation
import JourneyTestSupport
import StringTables
import Testing

@Suite("Import warns about a button label's spaces and line breaks, and imports it as it is")
struct ImportWarningTests {
  @Test(
    "spaces around or a line break in a button label: a warning naming the unit",
    arguments: [
      (" 계속", "starts with spaces"), ("계속 ", "ends with spaces"),
      ("\u{00A0}계속\u{00A0}", "starts and ends with spaces"),
      ("계속\n하기", "has a line break"), ("계속\r\n", "has a line break and starts or ends with spaces"),
    ])
  func buttonLabel(value: String, problem: String) throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let plan = try ImportPolicyTests.plan("ko", "Primer", "primer.action", value, in: copy.root)
    #expect(plan.changes.map(\.new) == [value], "imported as it is")
    #expect(plan.warnings.count == 1)
    let line = try #require(plan.warnings.first).line
    #expect(line.hasPrefix("ko.xliff:12:7: warning: the button label Primer/primer.action (ko) \""))
    #expect(line.hasSuffix("\" \(problem): the button shows it; imported anyway"))
    #expect(!line.contains("\n") && !line.contains("\r"), "the break is shown, not written")
    #expect(plan.summary.contains("; 1 warning (above)"))
  }

  @Test("text that is not a button keeps its spaces without a warning")
  func notAButton() throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let plan = try ImportPolicyTests.plan("ko", "Primer", "primer.title", "광고 이야기 ", in: copy.root)
    #expect(plan.changes.count == 1)
    #expect(plan.warnings.isEmpty)
    let button = try ImportPolicyTests.plan("ko", "Primer", "primer.action", "계속하기", in: copy.root)
    #expect(button.warnings.isEmpty, "a clean label is not warned about")
  }
}
