/// The text `--help` prints.
enum Usage {
  /// The program's version.
  static let version = "0.1.0"

  /// Complete usage: commands, options and keys.
  static let text = """
    att-journey — walk the iOS tracking-consent (ATT) journey on a mock iPhone in the terminal

    USAGE
      att-journey [options]                 walk the journey interactively
      att-journey lint [options]            check the copy tables against copy and policy rules
      att-journey play TAPE [options]       replay a tape into recordings (no terminal needed)
      att-journey review [options]          every screen in every locale and variant on one page
      att-journey --help | --version

    OPTIONS (walk, play, review)
      --copy DIR                 copy tables and journey.json (default: the bundled copy/)
      --locale LANG              locale: en, ko, ja, fr, de, es, zh-Hans
      --variant NAME             copy variant: base, personalization, relevance, measurement
      --pseudo NAME              pseudo-locale over the copy: accented, double, bounded
      --device NAME              phone: iphone-se, iphone-15 (default), iphone-15-pro-max
      --region NAME              consent region: eea, uk, us-regulated, other
      --country CC               device and Apple Account country, e.g. FR (iOS 27.2 sheet, X-4)
      --wiring NAME              consent platform wiring: sequential, race, none
      --explainer STATE          consent platform's IDFA explainer: published, unpublished
      --os 27.2|26               iOS version (default: 27.2)
      --restricted [REASON]      restricted device: child (default), school, profile, newAccount;
                                 with play/review write --restricted=REASON
      --tracking-requests on|off "Allow Apps to Request to Track" in Settings (default: on)
      --no-inspector             hide the inspector panel beside the phone

    WALK
      --log FILE                 append every key and engine event as JSON Lines, flushed per line
      --record-tape FILE         write the walk as a tape that `play` replays to the same frames
      --exit-after-first-frame   draw the first frame and exit (used by Scripts/bench)

    PLAY
      --cast FILE                write an asciicast v2 recording (timed by the tape's clock)
      --frames FILE              write every frame as plain text under a rule line
      --screenshots DIR          where `Screenshot` lines write NAME.txt (default: beside --frames/--cast)
      --state-json               print the final state and every event as JSON
      --all-locales DIR          one NAME.LOCALE.cast and NAME.LOCALE.txt per shipped locale
      --locale/--variant/--copy override the tape's own settings.

    LINT AND REVIEW
      --format FORMAT            lint: text (default) or json; review: html (default), md or text
      --out FILE                 review: where the report goes (default: standard output)
      --locales a,b,…            review: only these locales
      --variants a,b,…           review: only these variants (base for the base copy)

    EXIT STATUS
      0 ok · 1 a check failed (lint errors, a tape's Expect) or the terminal is unusable
      2 bad command line · 65 unreadable copy or tape · 73 an output file could not be written

    KEYS
      arrows, Tab, Shift-Tab     move focus
      Enter, Space               press the focused button
      l / L                      next / previous locale
      v                          next copy variant
      p                          cycle pseudo-locale
      k                          show string keys instead of text
      i                          show / hide the inspector
      s                          open the Settings app
      b                          send the app to the background and back
      a                          raise another permission alert
      r                          reinstall the app
      g                          cycle region
      w                          cycle wiring
      ?                          help
      q, Ctrl-C                  quit

    ENVIRONMENT
      NO_COLOR                   when set and not empty, draw without colour
      TERM                       must name a terminal that can position the cursor

    When standard output is not a terminal, frames are printed as plain text instead.
    """
}
