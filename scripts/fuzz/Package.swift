// swift-tools-version:6.0
// The fuzz target for simrepl's .sim language (scripts/fuzz.sh builds and runs it; docs/fuzzing.md).
//
// A package of its own, next to the main one rather than in it: the harness needs libFuzzer's
// flags (-sanitize=fuzzer, -parse-as-library), and SwiftPM refuses unsafeFlags in a package that
// others depend on by version, as they do on SimCore. Here they are harmless: nothing depends on
// this package. scripts/fuzz.sh passes -sanitize=fuzzer and -sanitize=address on the command
// line, so they reach SimCore, SimRendering and SimScript too (coverage and ASan checks in the code under test).
import PackageDescription

let package = Package(
    name: "simrepl-fuzz",
    dependencies: [
        .package(name: "simrepl", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzSim",
            dependencies: [
                .product(name: "SimCore", package: "simrepl"),
                .product(name: "SimRendering", package: "simrepl"),
                .product(name: "SimScript", package: "simrepl"),
            ],
            // libFuzzer brings `main`: the harness is a library of one C entry point.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The Swift front end's harness (scripts/fuzz.sh --swift): inputs are Swift sources.
        .executableTarget(
            name: "FuzzSwift",
            dependencies: [
                .product(name: "SimCore", package: "simrepl"),
                .product(name: "SimScript", package: "simrepl"),
                .product(name: "SimSwiftBridge", package: "simrepl"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The language server's harness (scripts/fuzz.sh --lsp): inputs are what an editor writes.
        .executableTarget(
            name: "FuzzLSP",
            dependencies: [.product(name: "SimLanguageServer", package: "simrepl")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
