import ConsentEngine

/// One screen of the journey: draws itself for a state onto a canvas over the phone's content area.
protocol JourneyScreen {
  /// Draws the screen.
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas)
}
