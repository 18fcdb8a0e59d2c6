// swift-tools-version:6.0
// simrepl — a simulator of UIKit's event handling (responder chain, hit-testing,
// target-action, closures) driven by a REPL and replayable `.sim` scripts.
import PackageDescription

let package = Package(
    name: "simrepl",
    products: [
        .library(name: "SimCore", targets: ["SimCore"]),
        .executable(name: "simrepl", targets: ["simrepl"]),
    ],
    dependencies: [
        // The only third-party dependency: command-line parsing, usage text and `--help`.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
        .target(
            name: "SimCore",
            swiftSettings: [
                // The dispatch path touches many class properties; Swift's dynamic exclusivity
                // checks cost ~20% of a tap (measured with callgrind, scripts/bench.sh). Debug
                // builds, and so the test suite, keep the checks on.
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            ]
        ),
        .executableTarget(
            name: "simrepl",
            dependencies: [
                "SimCore",
                "CEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "SimCoreTests", dependencies: ["SimCore"]),
        .testTarget(name: "SimreplEndToEndTests", dependencies: ["SimCore"]),
    ],
    swiftLanguageModes: [.v6]
)
