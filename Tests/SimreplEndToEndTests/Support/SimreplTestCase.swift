import Foundation
import XCTest

/// Base class: runs the built `simrepl` and gives each test its own temporary folder.
class SimreplTestCase: XCTestCase {
    /// A fresh folder for this test's files, removed after it.
    private(set) var workDirectory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("simrepl-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let workDirectory { try? FileManager.default.removeItem(at: workDirectory) }
        try super.tearDownWithError()
    }

    /// Runs `simrepl arguments…` with `stdin` piped in (empty when nil), in the work folder.
    /// `environment` changes the inherited environment: a value sets a variable, nil removes it
    /// (`["CI": nil]` for a run that must not look like CI, `["CI": "true"]` for one that must).
    func simrepl(_ arguments: String..., stdin: String? = nil, environment: [String: String?] = [:],
                 file: StaticString = #filePath, line: UInt = #line) throws -> ProcessResult {
        try simrepl(arguments: arguments, stdin: stdin, environment: environment, file: file, line: line)
    }

    /// `simrepl(_:…)` with the arguments as an array, for argument lists built at run time.
    func simrepl(arguments: [String], stdin: String? = nil, environment: [String: String?] = [:],
                 file: StaticString = #filePath, line: UInt = #line) throws -> ProcessResult {
        let binary = try SimreplBinary.path(file: file, line: line)
        var changed: [String: String]?
        if !environment.isEmpty {
            var all = ProcessInfo.processInfo.environment
            for (name, value) in environment { all[name] = value }
            changed = all
        }
        return try ProcessRunner.run(binary, arguments, stdin: stdin, environment: changed,
                                     currentDirectory: workDirectory)
    }

    /// Writes `text` to `name` (folders created) in the work folder; returns its absolute path.
    @discardableResult
    func writeFile(_ name: String, _ text: String) throws -> String {
        let url = workDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// A small scene in the shape the tests need: a button two levels below a controller's view,
/// with a target-action method and a closure, each logging one line.
enum Scenes {
    static let card = """
        window main
        controller homeVC in main
        view card in homeVC.view frame 20 100 350 200
        button save in card frame 20 20 120 44 title "Save"
        method homeVC didTapSave: {
            log "didTapSave: sent by {sender}"
        }
        addTarget save homeVC didTapSave: for touchUpInside
        addAction save for touchUpInside id saveClosure {
            log "closure ran"
        }

        """
}
