/// The text `--help` prints.
enum Usage {
  /// The program's version.
  static let version = "0.1.0"

  /// Complete usage: commands, options and keys.
  static let text = """
    att-journey — walk the iOS tracking-consent (ATT) journey on a mock iPhone in the terminal

    USAGE
      att-journey [options]                 walk the journey interactively
      att-journey lint [options]            check the copy tables and the flow
      att-journey play TAPE [options]       play a tape of key presses
      att-journey review [options]          review every locale and variant side by side
      att-journey --help | --version

    OPTIONS
      --copy DIR                 copy tables and journey.json to use (default: ./copy)
      --locale LANG              starting locale, e.g. en, ko, ja, fr, de, es, zh-Hans
      --variant NAME             starting copy variant (an overlay in copy/variants/)
      --device NAME              phone model to frame (sets the line length)
      --region NAME              consent-platform region (regulated or not)
      --wiring NAME              how the consent platform and the ATT request are wired
      --os 27.2|26               iOS whose system prompt is shown (default: 27.2)
      --restricted [REASON]      start on a restricted device (child account, school,
                                 profile, new Apple ID); with play/review use --restricted=REASON
      --tracking-requests on|off "Allow Apps to Request to Track" in Settings (default: on)
      --log FILE                 append every engine event as JSON Lines, flushed per event
      --record-tape FILE         write the keys you press as a tape for `play`
      --no-inspector             hide the inspector panel beside the phone
      -h, --help                 show this help
      --version                  show the version
      Options also accept --option=VALUE; `--` ends the options.

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
