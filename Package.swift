// swift-tools-version:6.0
// simrepl — a simulator of UIKit's event handling (responder chain, hit-testing,
// target-action, closures) driven by a REPL and replayable `.sim` scripts.
import PackageDescription

let package = Package(
    name: "simrepl",
    products: [
        .library(name: "SimCore", targets: ["SimCore"]),
        .library(name: "SimRendering", targets: ["SimRendering"]),
        .library(name: "SimScript", targets: ["SimScript"]),
        .library(name: "SimReplay", targets: ["SimReplay"]),
        .library(name: "SwiftInterpreter", targets: ["SwiftInterpreter"]),
        .library(name: "SimSwiftBridge", targets: ["SimSwiftBridge"]),
        .executable(name: "simrepl", targets: ["simrepl"]),
        .library(name: "SimLive", targets: ["SimLive"]),
        // The language server's core, a product only so the fuzz harness (scripts/fuzz) can link it.
        .library(name: "SimLanguageServer", targets: ["SimLanguageServer"]),
        .executable(name: "simrepl-swift", targets: ["simrepl-swift"]),
        .executable(name: "simrepl-serve", targets: ["simrepl-serve"]),
        .executable(name: "simrepl-lsp", targets: ["simrepl-lsp"]),
    ],
    dependencies: [
        // Command-line parsing, usage text and `--help`.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The Swift parser (SwiftInterpreter only): the version that matches Swift 6.3, so
        // the Swift users paste parses as their compiler reads it.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // `simrepl serve`'s HTTP server (simrepl-serve only): a maintained server with no
        // dependencies but Foundation, so a fresh clone builds it in seconds (Hummingbird would
        // bring all of swift-nio to every CI run). Its sockets and types are used; its request
        // reader is not (unbounded: simrepl-serve's BoundedServer reads requests).
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    ],
    targets: [
        // libedit (BSD editline), found with pkg-config; `scripts/setup.sh` installs libedit-dev.
        .systemLibrary(
            name: "CEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The simulator: world model, dispatch, handlers, trace and the .sim language.
        // No terminal I/O and no CEdit here, so it stays embeddable and testable.
        // No unsafeFlags here: SwiftPM refuses them in a versioned dependency
        // (scripts/check-consumer.sh proves SimCore builds as one). The dispatch path's hot class
        // properties are marked `@exclusivity(unchecked)` instead of turning the checks off for
        // the module: the dynamic checks cost ~85% more instructions per tap (callgrind).
        .target(name: "SimCore"),
        // The engine's events and scene in words and pictures: the text trace (plain or coloured),
        // JSON Lines, the scene as text, DOT and Mermaid, the step-through HTML page. Sinks and
        // pure functions over SimCore's event log and scene graph; SimCore knows nothing of them.
        .target(name: "SimRendering", dependencies: ["SimCore"]),
        // The .sim language: lexer, parser, command table, the interpreter that drives SimCore,
        // expectations, inspections, completion. The engine knows nothing of it.
        .target(name: "SimScript", dependencies: ["SimCore", "SimRendering"]),
        // Replaying scenarios as tests: golden traces, line diffs, record modes, TAP/JUnit reports.
        // Pure functions over SimCore's results; the executable does the file system and I/O.
        .target(name: "SimReplay", dependencies: ["SimCore", "SimRendering", "SimScript"]),
        // The Swift interpreter: runs Swift as Swift (no lowering to .sim) over swift-syntax —
        // resolve once, then evaluate type-erased values with the compiler's semantics. The
        // language alone: no SimCore, no Foundation; a host (the UIKit bridge, `simrepl-swift
        // run`) supplies output and native types through `InterpreterHost`. SwiftOperators folds
        // the parser's flat operator sequences with Swift's precedence groups.
        .target(name: "SwiftInterpreter", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
            // `#if`: which clause is active, by the compiler's own rules for conditions.
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ]),
        // The Swift interpreter's bridge to the engine: a screen's Swift runs as Swift inside a
        // session — its classes' methods are the engine's handlers, UIKit's classes the
        // interpreter's host classes, each UIKit call the engine's own. The only module besides
        // the interpreter that links swift-syntax (through it).
        .target(name: "SimSwiftBridge", dependencies: ["SimCore", "SimScript", "SwiftInterpreter"]),
        // simrepl-swift as simrepl reaches it: found beside simrepl, and asked to run a Swift
        // program in a process of its own (`simrepl run main.swift`).
        .target(name: "SimSwiftHelper", dependencies: ["SimCore", "SimScript"]),
        .executableTarget(name: "simrepl-swift", dependencies: ["SimCore", "SimScript", "SimCommandLine", "SimSwiftBridge", "SimSwiftHelper", "SwiftInterpreter"]),
        // The live page's session: runs a script with the interactions a page made (taps, drags,
        // questions) and hands back the page's data. The one interface `serve` drives; no I/O.
        .target(name: "SimLive", dependencies: ["SimCore", "SimRendering", "SimScript"]),
        // `simrepl serve`: the live page over HTTP (FlyingFox). An executable of its own, which
        // `simrepl serve` becomes (exec): FlyingFox needs Foundation, whose start-up would cost
        // every `.sim` run millions of instructions if simrepl linked it.
        // The folder a host program (serve, lsp) was given: the only files it reads or writes.
        .target(name: "SimHostFiles"),
        .executableTarget(name: "simrepl-serve", dependencies: [
            "SimCore", "SimScript", "SimReplay", "SimLive", "SimSwiftBridge", "SimHostFiles",
            .product(name: "FlyingFox", package: "FlyingFox"),
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        // `simrepl lsp`: the Language Server Protocol over stdio, driving EditorSession (SimLive).
        // The framing and JSON-RPC are its own (no LSP package in the offline set), small and
        // tested; Foundation only for JSON and paths, so it too is an executable simrepl execs.
        .target(name: "SimLanguageServer", dependencies: ["SimCore", "SimScript", "SimReplay", "SimLive", "SimHostFiles"]),
        .executableTarget(name: "simrepl-lsp", dependencies: ["SimLanguageServer", "SimSwiftBridge"]),
        // The command line both executables run: commands, the REPL, the terminal. Which Swift
        // front end it has is its executable's: simrepl links none (a .sim run never loads
        // swift-syntax: linked in, it made a one-line .sim run cost 8.98 M instructions instead
        // of 6.28 M, 1.43x) and becomes simrepl-swift when a command needs Swift.
        .target(
            name: "SimCommandLine",
            dependencies: [
                "SimCore",
                "SimRendering",
                "SimScript",
                "SimReplay",
                "SimSwiftHelper",
                "CEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "simrepl", dependencies: ["SimCommandLine", "SimSwiftHelper"]),
        // Tests follow the layers: the engine's tests build without the language, the language's
        // without replay. SimTestSupport holds what they share (a recording sink, a scene built
        // in Swift); it uses only SimCore's public and package API, so release builds compile it.
        .target(name: "SimTestSupport", dependencies: ["SimCore"], path: "Tests/SimTestSupport"),
        .testTarget(name: "SimCoreTests", dependencies: ["SimCore", "SimTestSupport"]),
        .testTarget(name: "SimRenderingTests", dependencies: ["SimCore", "SimRendering", "SimTestSupport"]),
        .testTarget(name: "SimScriptTests", dependencies: ["SimCore", "SimRendering", "SimScript", "SimTestSupport"]),
        .testTarget(name: "SimReplayTests", dependencies: ["SimCore", "SimRendering", "SimScript", "SimReplay", "SimSwiftBridge", "SimTestSupport"]),
        .testTarget(name: "SimreplEndToEndTests", dependencies: ["SimCore", "SimScript"]),
        .testTarget(name: "SimLiveTests", dependencies: ["SimCore", "SimScript", "SimLive"]),
        .testTarget(name: "SimLanguageServerTests", dependencies: ["SimLanguageServer"]),
        .testTarget(name: "SwiftInterpreterTests", dependencies: ["SwiftInterpreter"]),
        .testTarget(name: "SimSwiftBridgeTests", dependencies: ["SimCore", "SimScript", "SimSwiftBridge", "SimTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
