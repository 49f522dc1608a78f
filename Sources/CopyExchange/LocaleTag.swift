/// BCP 47 language tags as CAT tools write them (`ko-KR`, `zh-Hans-CN`, `fr_FR`) matched to the
/// copy's locales (`ko`, `zh-Hans`, `fr`).
public enum LocaleTag {
  /// What a tag names among the copy's locales.
  public enum Match: Equatable, Sendable {
    /// Exactly one locale.
    case locale(String)
    /// Several locales fit equally well (sorted).
    case ambiguous([String])
    /// None does.
    case none
  }

  /// The copy locale `tag` names: an exact match (ignoring case and `_`/`-`), else the locales of the
  /// same language whose script and region do not contradict the tag's, the most specific first.
  public static func match(_ tag: String, among locales: [String]) -> Match {
    let wanted = Parts(tag)
    if let exact = locales.first(where: { Parts($0) == wanted }) { return .locale(exact) }
    var best: [String] = []
    var bestScore = -1
    for locale in locales {
      let have = Parts(locale)
      guard !wanted.language.isEmpty, have.language == wanted.language else { continue }
      var score = 0
      if let mine = have.region, let theirs = wanted.region {
        guard mine == theirs else { continue }
        score += 2
      }
      if let mine = have.script ?? have.impliedScript, let theirs = wanted.script ?? wanted.impliedScript {
        guard mine == theirs else { continue }
        score += 1
      }
      if score > bestScore {
        best = [locale]
        bestScore = score
      } else if score == bestScore {
        best.append(locale)
      }
    }
    switch best.count {
    case 0: return .none
    case 1: return .locale(best[0])
    default: return .ambiguous(best.sorted())
    }
  }

  /// A tag's language, script and region, lower-cased (the script title-cased).
  struct Parts: Equatable {
    var language = ""
    var script: String?
    var region: String?

    init(_ tag: String) {
      let subtags = tag.replacing("_", with: "-").split(separator: "-").map(String.init)
      guard let first = subtags.first else { return }
      language = first.lowercased()
      for subtag in subtags.dropFirst() {
        let isLetters = subtag.allSatisfy { $0.isASCII && $0.isLetter }
        let isDigits = subtag.allSatisfy { $0.isASCII && $0.isNumber }
        if subtag.count == 4 && isLetters && script == nil && region == nil {
          script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
        } else if (subtag.count == 2 && isLetters || subtag.count == 3 && isDigits) && region == nil {
          region = subtag.uppercased()
        } else {
          break  // variants and extensions do not choose among the copy's locales
        }
      }
    }

    /// The script a Chinese region implies (`CN` → Hans, `TW` → Hant).
    var impliedScript: String? {
      guard language == "zh", let region else { return nil }
      switch region {
      case "CN", "SG", "MY": return "Hans"
      case "TW", "HK", "MO": return "Hant"
      default: return nil
      }
    }
  }
}
