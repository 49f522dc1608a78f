import Testing

@testable import ScreenKit
