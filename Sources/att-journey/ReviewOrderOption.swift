import CopyReview

/// `review --order`: the tables first (the default) or the phones first.
extension ReviewOrder: OptionValue {
  static var defaultValue: ReviewOrder? { .tables }
  static var helpStyle: OptionValueList { .alternatives }
  var argument: String { rawValue }
}
