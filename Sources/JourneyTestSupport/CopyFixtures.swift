import Foundation

/// Copy trees and `.strings` files the copy tests share, read in place beside this file.
public enum CopyFixtures {
  /// The `Fixtures` folder.
  public static var directory: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
  }

  /// `good-copy`: a copy tree in seven locales with a variant that lints clean.
  public static var goodCopy: String { directory + "/good-copy" }

  /// `strings`: `.strings` files in every encoding and syntax corner the parser must match Foundation on.
  public static var strings: String { directory + "/strings" }
}
