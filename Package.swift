// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "att-journey",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "att-journey", targets: ["att-journey"]),
    .library(name: "ConsentEngine", targets: ["ConsentEngine"]),
    .library(name: "CopyTables", targets: ["CopyTables"]),
    .library(name: "ScreenKit", targets: ["ScreenKit"]),
    .library(name: "JourneyRuntime", targets: ["JourneyRuntime"]),
  ],
  targets: [
    .target(name: "ConsentEngine", swiftSettings: strict),
    .target(name: "CopyTables", swiftSettings: strict),
    .target(name: "ScreenKit", dependencies: ["ConsentEngine", "CopyTables"], swiftSettings: strict),
    .target(
      name: "JourneyRuntime", dependencies: ["ConsentEngine", "CopyTables", "ScreenKit"],
      swiftSettings: strict),
    // No pkgConfig: SwiftPM would drop its -D flags with a warning; the shim defines them itself.
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
    .executableTarget(
      name: "att-journey", dependencies: ["JourneyRuntime", "CNcursesw"], swiftSettings: strict),
    .executableTarget(name: "Benchmarks", dependencies: ["JourneyRuntime"], swiftSettings: strict),
    .target(
      name: "JourneyTestSupport", dependencies: ["ConsentEngine", "CopyTables", "ScreenKit"],
      swiftSettings: strict),
    .testTarget(
      name: "ConsentEngineTests", dependencies: ["ConsentEngine", "JourneyTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "CopyTablesTests", dependencies: ["CopyTables", "JourneyTestSupport"],
      resources: [.copy("Fixtures")], swiftSettings: strict),
    .testTarget(
      name: "ScreenKitTests", dependencies: ["ScreenKit", "JourneyRuntime", "JourneyTestSupport"],
      resources: [.copy("Snapshots")], swiftSettings: strict),
    .testTarget(
      name: "JourneyRuntimeTests", dependencies: ["JourneyRuntime", "JourneyTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "EndToEndTests", dependencies: ["ConsentEngine", "JourneyRuntime", "JourneyTestSupport"], swiftSettings: strict),
  ]
)
