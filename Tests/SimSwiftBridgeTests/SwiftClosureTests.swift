import Testing
import SimCore
import SimScript
import SimSwiftBridge

/// What a Swift closure holds is what the engine sees: the lifetimes questions are about it.
@Suite("Swift closures as the engine sees them")
struct SwiftClosureTests {
    /// Runs `script` with `files` (name → text) importable; its trace and diagnostics.
    static func run(_ script: String, files: [String: String]) -> (trace: String, reports: [Diagnostic]) {
        var out: [UInt8] = []
        var reports: [Diagnostic] = []
        let interpreter = Interpreter(write: { out += $0 },
                                      loadFile: { path in
                                          guard let text = files[path] else { throw ScriptError(Diagnostic(.error, nil, "no file \(path)")) }
                                          return text
                                      },
                                      report: { reports.append($0) })
        interpreter.swiftFrontEnd = SwiftBridgeFrontEnd()
        _ = interpreter.run(source: script, file: "drive.sim")
        return (String(decoding: out, as: UTF8.self), reports)
    }

    static let counter = """
        import UIKit
        class Counter: UIViewController {
            @IBOutlet var add: UIButton!
            var count = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                add.addAction(UIAction { _ in self.count += 1 }, for: .touchUpInside)
            }
        }
        """

    /// The counter made, wired (its outlet strong) and tapped once.
    static let tapOnce = """
        import "Counter.swift"
        window main
        controller counter in main class Counter
        button add in counter.view frame 0 0 100 44
        outlet counter.add = add strong
        sendAction viewDidLoad to counter
        tap add
        expect counter.count == 1
        """

    @Test func aClosureThatUsesSelfHoldsItStrongly() {
        let (trace, reports) = Self.run(Self.tapOnce + "\nrelease counter\n", files: ["Counter.swift": Self.counter])
        #expect(trace.contains("captured [implicitly: self = counter]"), "\(trace)")
        // The script cannot let go of it: the button's closure keeps it (a cycle through the outlet).
        #expect(reports.contains { $0.hint?.contains("captures it strongly as self") == true }, "\(reports.map(\.description))")
    }

    @Test func weakSelfDoesNotKeepIt() {
        let weak = Self.counter.replacingOccurrences(of: "UIAction { _ in self.count += 1 }", with: "UIAction { [weak self] _ in self?.count += 1 }")
        let (trace, reports) = Self.run(Self.tapOnce, files: ["Counter.swift": weak])
        #expect(trace.contains("captured [weak self = counter]") || trace.contains("self = counter"), "\(trace)")
        #expect(!reports.contains { $0.severity == .error }, "\(reports.map(\.description))")
    }

    /// A served page or an editor runs a session per request: when one is done, its Swift module
    /// (the program, its library, the instances) goes with it.
    @Test func aFinishedSessionFreesItsSwift() {
        weak var module: AnyObject?
        do {
            let interpreter = Interpreter(write: { _ in }, loadFile: { _ in Self.counter }, report: { _ in })
            interpreter.swiftFrontEnd = SwiftBridgeFrontEnd()
            _ = interpreter.run(source: Self.tapOnce, file: "drive.sim")
            module = interpreter.simulator.swiftModule
            #expect(module != nil)
        }
        #expect(module == nil, "the session's Swift module outlived it")
    }
}
