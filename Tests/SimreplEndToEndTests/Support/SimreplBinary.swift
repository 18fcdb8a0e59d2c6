import Foundation
import XCTest

/// Finds the built `simrepl` executable that the end-to-end tests run.
///
/// Looked for, in order:
/// 1. `$SIMREPL_BIN`, if set (e.g. to test a release build);
/// 2. beside the test executable: SwiftPM puts every product of a configuration in one directory
///    (`.build/x86_64-unknown-linux-gnu/debug/`), and `swift test --scratch-path X` moves both;
/// 3. only if that folder cannot be told, `.build/debug/simrepl` under the package root (four
///    levels above this file).
///
/// `swift test` (SwiftPM 6.3) builds every target, the executable included, before it runs the
/// tests. When the tests run without that (`swift test --skip-build`, or the test executable
/// started by hand) and the binary is missing, they build it with `swift build --product simrepl`
/// into the same scratch folder. `scripts/test.sh` also runs `swift build` before `swift test`.
enum SimreplBinary {
    /// The path of the binary, or why there is none. Computed once per test process.
    static let located: Result<String, LocateError> = locate()

    struct LocateError: Error, CustomStringConvertible {
        let description: String
    }

    /// The binary's path; fails the calling test (and throws) when it cannot be found or built.
    static func path(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        switch located {
        case .success(let path): return path
        case .failure(let error):
            XCTFail("simrepl binary not available: \(error)", file: file, line: line)
            throw error
        }
    }

    /// The package root: Tests/SimreplEndToEndTests/Support/ is three folders below it.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // SimreplEndToEndTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    private static func locate() -> Result<String, LocateError> {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["SIMREPL_BIN"], !explicit.isEmpty {
            return fileManager.isExecutableFile(atPath: explicit)
                ? .success(explicit)
                : .failure(LocateError(description: "SIMREPL_BIN=\(explicit) is not an executable file"))
        }
        let productsDirectory = testProductsDirectory()
        // The binary beside the tests, so `swift test --scratch-path X` tests X's build; the
        // package's default build only when the test executable's folder is unknown.
        let candidates = [
            (productsDirectory?.appendingPathComponent("simrepl")
                ?? packageRoot.appendingPathComponent(".build/debug/simrepl")).path
        ]
        if let found = candidates.first(where: fileManager.isExecutableFile(atPath:)) {
            return .success(found)
        }

        // Not built yet: build it where the test bundle lives (`<scratch>/<triple>/<configuration>`).
        var arguments = ["build", "--package-path", packageRoot.path, "--product", "simrepl"]
        if let productsDirectory, productsDirectory.pathComponents.count > 3 {
            let configuration = productsDirectory.lastPathComponent
            let scratch = productsDirectory.deletingLastPathComponent().deletingLastPathComponent()
            arguments += ["--scratch-path", scratch.path]
            if configuration == "release" { arguments += ["-c", "release"] }
        }
        let result: ProcessResult
        do {
            result = try ProcessRunner.run("/usr/bin/env", ["swift"] + arguments, timeout: 600)
        } catch {
            return .failure(LocateError(description: "could not run swift \(arguments.joined(separator: " ")): \(error)"))
        }
        if result.status == 0, let found = candidates.first(where: fileManager.isExecutableFile(atPath:)) {
            return .success(found)
        }
        return .failure(LocateError(description: """
            not found at \(candidates.joined(separator: " or ")), and `swift \(arguments.joined(separator: " "))` \
            exited \(result.status):
            \(result.stdout)\(result.stderr)
            """))
    }

    /// The folder of the running test executable (`…/debug/simrepl-packageTests.xctest` on Linux).
    private static func testProductsDirectory() -> URL? {
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: executable).deletingLastPathComponent()
        }
        let bundle = Bundle.main.bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }
}
