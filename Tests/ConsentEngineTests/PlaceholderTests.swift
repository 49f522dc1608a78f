import Testing

@testable import ConsentEngine
