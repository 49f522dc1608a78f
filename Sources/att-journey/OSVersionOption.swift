import ConsentEngine

/// `--os` and `map --compare os=A,B`: the engine's one version reader, as a command-line error.
enum OSVersionOption {
  /// The version, or an error naming the versions modelled.
  static func read(_ text: String, option: String) throws(LaunchOptionError) -> OSVersion {
    do {
      return try OSVersion(modelled: text)
    } catch {
      throw .invalidValue(option: option, value: text, allowed: [error.expected])
    }
  }
}
