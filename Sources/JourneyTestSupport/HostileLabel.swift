extension HostileCopy {
  /// A button or title carrying markup, quotes, a backslash, a control and a bidi override, as read.
  public static let label =
    "<img src=x onerror=alert(1)><script>alert(2)</script> \"q\" \\ bell\u{07} \u{202E}rtl"

  /// `label` as a `.strings` literal.
  public static let labelLiteral =
    "<img src=x onerror=alert(1)><script>alert(2)</script> \\\"q\\\" \\\\ bell\\U0007 \\U202Ertl"
}
