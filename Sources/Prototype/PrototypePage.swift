import TextSafety

/// The prototype as one self-contained HTML page: the phone, the menus, the moves around the phone and the
/// inspector, the engine's data in a JSON script element, one script and one stylesheet allowed by hash.
public enum PrototypePage {
  /// The page for a document, the phone first drawn in `appearance`.
  public static func html(_ document: PrototypeDocument, appearance: PrototypeAppearance) -> String {
    let script = PrototypeScript.javascript()
    let style = PrototypeStyle.css()
    let policy = ContentSecurityPolicy.policy(script: script, style: style)
    // The locale and variant are the menus'; the rest of the scenario is fixed for the page.
    let scenario = document.scenario.filter { $0.name != "locale" && $0.name != "variant" }
      .map { "\($0.name) \($0.value)" }.joined(separator: " · ")
    let appearances = PrototypeAppearance.allCases.map { option in
      "<option value=\"\(option.rawValue)\"\(option == appearance ? " selected" : "")>\(option.rawValue)</option>"
    }.joined()
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="\(policy)">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(PrototypeWords.title)</title>
      <style>\(style)</style>
      </head>
      <body>
      <noscript><p>\(PrototypeWords.needsScript)</p></noscript>
      <div id="app" hidden>
      <header>
      <h1>\(PrototypeWords.title) <span id="where" aria-live="polite"></span></h1>
      <label>\(PrototypeWords.screenMenu)<select id="screen"></select></label>
      <label>\(PrototypeWords.localeMenu)<select id="locale"></select></label>
      <label>\(PrototypeWords.variantMenu)<select id="variant"></select></label>
      <label>Appearance<select id="appearance">\(appearances)</select></label>
      </header>
      <main>
      <div id="stage">
      <pre id="phone" class="phone \(appearance.rawValue)" role="region" aria-label="\(PrototypeWords.phoneLabel)" tabindex="-1"></pre>
      <p id="note" role="status"></p>
      </div>
      <aside id="side" aria-labelledby="moves-heading">
      <h2 id="moves-heading">\(PrototypeWords.movesHeading)</h2>
      <div id="moves"></div>
      <button type="button" id="inspector-toggle" aria-expanded="false" aria-controls="inspector">\(PrototypeWords.inspectorToggle)</button>
      <section id="inspector" hidden aria-label="\(PrototypeWords.inspectorHeading)">
      <dl>
      <dt>status</dt><dd id="fact-status"></dd>
      <dt>app</dt><dd id="fact-app"></dd>
      <dt>IDFA</dt><dd id="fact-idfa"></dd>
      <dt>npa</dt><dd id="fact-npa"></dd>
      <dt>screen</dt><dd id="fact-screen"></dd>
      <dt>copy</dt><dd id="fact-copy"></dd>
      </dl>
      <h3>Events</h3>
      <ol id="events"></ol>
      </section>
      </aside>
      </main>
      <footer><p>\(MarkupEscaping.text(scenario))</p><p id="cut"></p></footer>
      </div>
      <script type="application/json" id="data">\(PrototypeJSON.data(document))</script>
      <script>\(script)</script>
      </body>
      </html>

      """
  }
}
