import Testing

@testable import JourneyRuntime
