// swift-tools-version: 6.0
import PackageDescription

// FreeType's headers, where Debian, Fedora, Arch and Homebrew put them. CFreeType declares no pkg-config
// name on purpose: SwiftPM would add pkg-config's -lfreetype to every link, and the program must not load
// FreeType at start-up (GIFRendering opens it with dlopen when a GIF is drawn). Every target gets them:
// a module importing GIFRendering, directly or through JourneyTapes, may have to build CFreeType too.
let freeTypeHeaders: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xcc", "-I/usr/include/freetype2", "-Xcc", "-I/usr/local/include/freetype2"], .when(platforms: [.linux])
  ),
  .unsafeFlags(
    ["-Xcc", "-I/opt/homebrew/include/freetype2", "-Xcc", "-I/usr/local/include/freetype2"],
    .when(platforms: [.macOS])),
]
// Debug builds optimize too: the tests walk, render and play thousands of frames, and unoptimized Swift is
// many times slower at it (`swift test` takes about a third of the time). To step through code in a debugger,
// drop the -O here for that build.
let strict: [SwiftSetting] =
  [.swiftLanguageMode(.v6), .unsafeFlags(["-O"], .when(configuration: .debug))] + freeTypeHeaders
// The program's own targets use neither async/await nor regex: without the implicit imports of _Concurrency
// and _StringProcessing the process loads neither them nor libdispatch and the regex parser, which they need
// (TextSafety's TextSearch has the few string searches they are used for). Synchronization's `Atomic` is
// inlined into the code that uses it, so its library is not linked either: a call that does need it fails
// to link. Every library costs start-up time (mapping, relocations, symbol lookups). Test targets, their
// support and the benchmarks keep the implicit imports.
let program: [SwiftSetting] =
  strict + [
    .unsafeFlags([
      "-Xfrontend", "-disable-implicit-concurrency-module-import",
      "-Xfrontend", "-disable-implicit-string-processing-module-import",
    ]),
    .unsafeFlags(
      ["-Xfrontend", "-disable-autolink-library", "-Xfrontend", "swiftSynchronization"],
      .when(platforms: [.linux])),
  ]

let package = Package(
  name: "att-journey",
  // macOS 15: Synchronization's `Atomic` (the signal trap, the pending temporary file) is new there.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "att-journey", targets: ["att-journey"]),
    .library(name: "ConsentEngine", targets: ["ConsentEngine"]),
    .library(name: "TextSafety", targets: ["TextSafety"]),
    .library(name: "HostSystem", targets: ["HostSystem"]),
    .library(name: "JSONText", targets: ["JSONText"]),
    .library(name: "StringTables", targets: ["StringTables"]),
    .library(name: "CopyLint", targets: ["CopyLint"]),
    .library(name: "CopyExchange", targets: ["CopyExchange"]),
    .library(name: "TerminalKit", targets: ["TerminalKit"]),
    .library(name: "JourneyScreens", targets: ["JourneyScreens"]),
    .library(name: "Recordings", targets: ["Recordings"]),
    .library(name: "JourneyRuntime", targets: ["JourneyRuntime"]),
    .library(name: "JourneyTapes", targets: ["JourneyTapes"]),
    .library(name: "CopyReview", targets: ["CopyReview"]),
    .library(name: "DemoGallery", targets: ["DemoGallery"]),
    .library(name: "JourneyMap", targets: ["JourneyMap"]),
    .library(name: "Prototype", targets: ["Prototype"]),
    .library(name: "GIFRendering", targets: ["GIFRendering"]),
  ],
  targets: [
    .target(name: "TextSafety", swiftSettings: program),
    // Files, folders, paths, the environment and child processes through the C library: no Foundation.
    .target(name: "HostSystem", swiftSettings: program),
    .target(name: "JSONText", dependencies: ["TextSafety"], swiftSettings: program),
    .target(name: "ConsentEngine", dependencies: ["JSONText", "TextSafety"], swiftSettings: program),
    .target(name: "StringTables", dependencies: ["JSONText", "TextSafety"], swiftSettings: program),
    .target(
      name: "CopyLint",
      dependencies: ["HostSystem", "JSONText", "StringTables", "TerminalKit", "TextSafety"],
      swiftSettings: program),
    .target(name: "TerminalKit", dependencies: ["HostSystem", "TextSafety"], swiftSettings: program),
    // Formats/ imports nothing, so the fuzz build can compile the readers alone.
    // CopyLint: budgets in translator notes and import warnings are measured as lint measures them.
    .target(
      name: "CopyExchange",
      dependencies: ["CopyLint", "HostSystem", "JSONText", "StringTables", "TextSafety"],
      swiftSettings: program),
    .target(
      name: "JourneyScreens", dependencies: ["ConsentEngine", "StringTables", "TerminalKit"],
      swiftSettings: program),
    // Staged all-or-nothing output and recordings (the asciicast and frames text streams); never depends on
    // JourneyRuntime.
    .target(
      name: "Recordings", dependencies: ["JSONText", "TerminalKit", "TextSafety"], swiftSettings: program),
    // The session, its view, the driver loop, live copy, the screen gallery.
    .target(
      name: "JourneyRuntime",
      dependencies: [
        "ConsentEngine", "CopyLint", "HostSystem", "JourneyScreens", "StringTables", "TerminalKit",
        "TextSafety",
      ],
      swiftSettings: program),
    // Tapes (read, printed, recorded) and their playback into recordings, through the session.
    .target(
      name: "JourneyTapes",
      dependencies: [
        "ConsentEngine", "CopyLint", "GIFRendering", "HostSystem", "JourneyRuntime", "JourneyScreens",
        "Recordings", "StringTables", "TerminalKit", "TextSafety",
      ],
      swiftSettings: program),
    // The review of the copy: every gallery screen in every locale and variant, drawn through the session;
    // VoiceOver's transcript, the accessibility audit, what changed since a sign-off.
    .target(
      name: "CopyReview",
      dependencies: [
        "ConsentEngine", "CopyLint", "HostSystem", "JourneyRuntime", "JourneyScreens", "StringTables",
        "TerminalKit", "TextSafety",
      ],
      swiftSettings: program),
    // Every demo tape in every locale, played into one folder of recordings and an index page.
    .target(
      name: "DemoGallery",
      dependencies: [
        "ConsentEngine", "GIFRendering", "HostSystem", "JourneyRuntime", "JourneyScreens", "JourneyTapes",
        "Recordings", "StringTables", "TerminalKit", "TextSafety",
      ],
      swiftSettings: program),
    .target(
      name: "JourneyMap",
      dependencies: [
        "ConsentEngine", "CopyReview", "HostSystem", "JourneyRuntime", "JourneyScreens", "JourneyTapes",
        "Recordings", "StringTables", "TerminalKit", "TextSafety",
      ],
      swiftSettings: program),
    // A clickable prototype in one HTML page: the engine's states and ways, each state's presented frame in
    // every locale and variant.
    .target(
      name: "Prototype",
      dependencies: [
        "ConsentEngine", "DemoGallery", "JSONText", "JourneyMap", "JourneyRuntime", "JourneyScreens",
        "JourneyTapes", "StringTables", "TerminalKit", "TextSafety",
      ],
      swiftSettings: program),
    // pkg-config name: ncursesw. It is not declared: SwiftPM would refuse its -D flags with a warning, and the
    // shim defines them itself. Homebrew's ncurses is keg-only: see the README for macOS.
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
    // FreeType's declarations only (pkg-config name: freetype2; headers found through freeTypeHeaders, in
    // strict); the module map links nothing: GIFRendering opens the library with dlopen when a GIF is drawn.
    .systemLibrary(name: "CFreeType", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    // GIFs drawn from cells: FreeType glyphs, exact box drawing, an LZW encoder; no Foundation.
    .target(
      name: "GIFRendering", dependencies: ["TerminalKit", "TextSafety", "CFreeType"], swiftSettings: program),
    .executableTarget(
      name: "att-journey",
      dependencies: [
        "CNcursesw", "ConsentEngine", "CopyExchange", "CopyLint", "CopyReview", "DemoGallery", "GIFRendering",
        "HostSystem", "JourneyMap", "JourneyRuntime", "JourneyScreens", "JourneyTapes", "Prototype",
        "Recordings", "StringTables", "TerminalKit", "TextSafety",
      ],
      swiftSettings: program),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "ConsentEngine", "DemoGallery", "GIFRendering", "HostSystem", "JourneyMap", "JourneyRuntime",
        "JourneyTapes", "StringTables", "TerminalKit",
      ],
      swiftSettings: strict),
    // Fixtures are read by path (#filePath), never copied into a bundle.
    .target(
      name: "JourneyTestSupport",
      dependencies: ["ConsentEngine", "JourneyRuntime", "StringTables", "TerminalKit", "TextSafety"],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "ConsentEngineTests",
      dependencies: [
        "ConsentEngine", "TextSafety", "JourneyTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(name: "TextSafetyTests", dependencies: ["TextSafety"], swiftSettings: strict),
    .testTarget(
      name: "GIFRenderingTests",
      dependencies: [
        "ConsentEngine", "DemoGallery", "GIFRendering", "JourneyRuntime", "JourneyScreens", "JourneyTapes",
        "StringTables", "TerminalKit", "JourneyTestSupport",
      ],
      exclude: ["Goldens"], swiftSettings: strict),
    .testTarget(
      name: "StringTablesTests",
      dependencies: [
        "StringTables", "TextSafety", "JourneyTestSupport",
      ], swiftSettings: strict),
    .testTarget(
      name: "CopyLintTests", dependencies: ["CopyLint", "StringTables", "JourneyTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "CopyExchangeTests",
      dependencies: [
        "ConsentEngine", "CopyExchange", "CopyLint", "StringTables", "TextSafety", "JourneyTestSupport",
      ],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "TerminalKitTests",
      dependencies: [
        "ConsentEngine", "TerminalKit", "TextSafety", "JourneyTestSupport",
      ],
      swiftSettings: strict),
    // Snapshots are read by path (#filePath) and re-recorded in place, never copied into a bundle.
    .testTarget(
      name: "JourneyScreensTests",
      dependencies: [
        "ConsentEngine", "CopyLint", "CopyReview", "JourneyRuntime", "JourneyScreens", "StringTables",
        "TerminalKit", "JourneyTestSupport",
      ],
      exclude: ["Snapshots"], swiftSettings: strict),
    .testTarget(
      name: "JourneyRuntimeTests",
      dependencies: [
        "ConsentEngine", "HostSystem", "JourneyRuntime", "JourneyScreens", "JourneyTapes", "Recordings",
        "StringTables", "TerminalKit", "TextSafety", "JourneyTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "JourneyMapTests",
      dependencies: [
        "ConsentEngine", "CopyReview", "JourneyMap", "JourneyRuntime", "JourneyScreens", "JourneyTapes",
        "StringTables", "TerminalKit", "TextSafety", "JourneyTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "PrototypeTests",
      dependencies: [
        "ConsentEngine", "JourneyMap", "JourneyRuntime", "JourneyScreens", "JourneyTapes", "Prototype",
        "StringTables", "TerminalKit", "JourneyTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "CopyReviewTests",
      dependencies: [
        "ConsentEngine", "CopyLint", "CopyReview", "JourneyRuntime", "JourneyScreens", "JourneyTapes",
        "StringTables", "TerminalKit", "TextSafety", "JourneyTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "DemoGalleryTests",
      dependencies: [
        "ConsentEngine", "DemoGallery", "HostSystem", "JourneyRuntime", "JourneyScreens", "JourneyTapes",
        "StringTables", "TerminalKit", "TextSafety", "JourneyTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "ConsentEngine", "CopyReview", "DemoGallery", "GIFRendering", "JourneyMap", "JourneyRuntime",
        "JourneyScreens", "JourneyTapes", "StringTables", "TerminalKit", "TextSafety", "JourneyTestSupport",
      ],
      swiftSettings: strict),
  ]
)
