import DemoGallery

/// The page's Content-Security-Policy: nothing from anywhere (`default-src 'none'`), its one script and
/// its one stylesheet allowed by their SHA-256 hashes, no base URL, no form target.
enum ContentSecurityPolicy {
  /// The policy for a page whose inline script and style are exactly `script` and `style`.
  static func policy(script: String, style: String) -> String {
    "default-src 'none'; script-src '\(source(script))'; style-src '\(source(style))'; "
      + "img-src 'none'; base-uri 'none'; form-action 'none'"
  }

  /// A hash source: `sha256-` and the Base64 of the text's UTF-8 digest.
  static func source(_ text: String) -> String {
    "sha256-" + Base64.encode(ContentHash.digest(Array(text.utf8)))
  }
}
