import Testing

@testable import CopyTables
