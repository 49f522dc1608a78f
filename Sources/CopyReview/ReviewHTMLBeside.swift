import CopyLint

extension ReviewHTMLPage {
  /// Phones first: the phone with its findings listed beside it (rule, key, message, a link to the
  /// finding's row), so a meeting reads each phone's problems without leaving it; the phone alone when
  /// it has none.
  func besideFindings(_ cell: ReviewCell, phone: String) -> String {
    guard !cell.findingIndices.isEmpty else { return phone }
    var out = "<div class=\"beside\">" + phone + "<ol class=\"cell-findings\">"
    for index in cell.findingIndices {
      let finding = report.findings[index]
      let kind = finding.source == .fallback ? "fallback" : finding.severity.rawValue
      out +=
        "<li class=\"sev-\(finding.severity.rawValue)\"><a class=\"badge \(kind)\" href=\"#finding-\(index)\">"
      out += ReviewEscaping.html(finding.ruleID) + "</a> "
      if let key = finding.key { out += "<code>\(ReviewEscaping.html(key.description))</code> " }
      out += ReviewEscaping.html(finding.message) + "</li>"
    }
    return out + "</ol></div>"
  }

  /// The layout of a phone with its findings beside it.
  static let besideStyle = """
    .cell:has(>.beside){width:auto}
    .beside{display:flex;gap:8px;align-items:flex-start}
    ol.cell-findings{list-style:none;margin:0;padding:0;width:34ch;font-size:12px}
    ol.cell-findings li{border-top:1px solid #eee;padding:3px 0;overflow-wrap:anywhere}
    ol.cell-findings li.sev-error{border-left:3px solid #d33;padding-left:4px}
    ol.cell-findings li.sev-warning{border-left:3px solid #db3;padding-left:4px}
    ol.cell-findings li.sev-notice{border-left:3px solid #38f;padding-left:4px}

    """
}
