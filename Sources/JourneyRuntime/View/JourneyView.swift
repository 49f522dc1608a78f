import JourneyScreens

/// The view half of a walk: the frame for a session, a pure function of it.
///
/// The driver calls it once per input; the review, VoiceOver transcript, accessibility audit, the map's
/// node pictures and the screen gallery read their pictures through it too, so every picture of the journey
/// comes from one road.
public enum JourneyView {
  /// The frame a session shows: phone, screen, overlay, inspector, help and status line, with lint's
  /// findings on the copy it shows.
  public static func frame(of session: JourneySession) -> RenderedFrame {
    var chrome = session.chrome()
    chrome.copyFindings = session.shownCopyFindings
    chrome.notices = session.copyProblem.map { [$0] } ?? []
    return JourneyRenderer.render(
      session.state, context: session.screenContext(), chrome: chrome, size: session.size)
  }
}
