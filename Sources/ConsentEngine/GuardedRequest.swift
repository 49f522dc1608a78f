extension ConsentState {
  /// The app's own call, behind its guard: with `statusCheck` it reads the status and calls only while it is
  /// `notDetermined`, so an answered status or a restricted device gets no call (ATT-3, ATT-7); nil when the
  /// app made no call. With `none` every call goes out, and an answered one is a wasted round trip.
  mutating func appRequestsTracking(context: RequestContext) -> RequestOutcome? {
    guard definition.requestGuard == .none || trackingStatus == .notDetermined else {
      flow.lastReadStatus = trackingStatus
      return nil
    }
    return requestTracking(by: .app, context: context)
  }

  /// `whenActive`: the app waited for `didBecomeActive` and now calls once, while it can prompt (ATT-4).
  mutating func requestOnceActive() {
    guard definition.requestsWhenActive, device.osVersion.hasTrackingFramework, appTakesTaps else { return }
    _ = appRequestsTracking(context: .launchTime)
  }
}
