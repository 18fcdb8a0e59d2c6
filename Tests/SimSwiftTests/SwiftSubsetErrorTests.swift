import Testing
@testable import SimCore
@testable import SimScript

/// Never silently wrong: a construct outside the subset stops the load at its `file:line:col`,
/// named, with the nearest supported form; what the compiler rejects is rejected as it words it.
@Suite("Swift subset errors")
struct SwiftSubsetErrorTests {
    /// `body` goes inside `class VC: UIViewController { … }` at line 2 when `inClass`.
    static func load(_ swift: String) -> SwiftRun {
        SwiftRun.of("import \"Screen.swift\"", files: ["Screen.swift": swift])
    }

    struct Case: CustomStringConvertible, Sendable {
        let swift: String
        let message: String
        let line: Int
        let column: Int
        var description: String { message }
    }

    static let outside: [Case] = [
        Case(swift: "struct ViewModel {\n    var name: String\n}", message: "a struct's var field is outside the Swift subset simrepl runs", line: 2, column: 5),
        Case(swift: "enum Mode { case a }", message: "an enum is outside the Swift subset simrepl runs", line: 1, column: 1),
        Case(swift: "import UIKit\nextension UIButton {}", message: "an extension is outside the Swift subset simrepl runs", line: 2, column: 1),
        Case(swift: "print(\"hi\")", message: "a top-level statement is outside the Swift subset simrepl runs", line: 1, column: 1),
        Case(swift: "import SwiftUI", message: "`import SwiftUI` is outside the Swift subset simrepl runs", line: 1, column: 1),
        Case(swift: "class Plain {}", message: "a class with no superclass is outside the Swift subset simrepl runs", line: 1, column: 1),
        Case(swift: "class T: UICollectionViewController {}", message: "subclassing 'UICollectionViewController' is outside the Swift subset simrepl runs", line: 1, column: 10),
        Case(swift: "class V: UIViewController {\n    let formatter = NumberFormatter()\n}", message: "a stored property holding a value is outside the Swift subset simrepl runs", line: 2, column: 9),
        Case(swift: "class V: UIViewController {\n    var count: Int = 0 { didSet { } }\n}", message: "a computed property or property observer (didSet/willSet) is outside the Swift subset simrepl runs", line: 2, column: 24),
        Case(swift: "class V: UIViewController {\n    typealias T = Int\n}", message: "a typealias is outside the Swift subset simrepl runs", line: 2, column: 5),
        Case(swift: "class V: UIViewController {\n    func f() {\n        guard true else { print(1); return }\n    }\n}", message: "a guard's else that does more than return is outside the Swift subset simrepl runs", line: 3, column: 25),
        Case(swift: "class V: UIViewController {\n    func f() {\n        for i in 0..<3 { }\n    }\n}", message: "`for … in` is outside the Swift subset simrepl runs", line: 3, column: 9),
        Case(swift: "class V: UIViewController {\n    @objc func f(_ sender: UIButton) {\n        if let s = sender.superview { } else { }\n    }\n}", message: "`else` after `if let` is outside the Swift subset simrepl runs", line: 3, column: 46),
        Case(swift: "class V: UIViewController {\n    func f() {\n        view.layoutIfNeeded()\n    }\n}", message: "the call 'view.layoutIfNeeded(…)' is outside the Swift subset simrepl runs", line: 3, column: 9),
    ]

    @Test(arguments: outside)
    func aConstructOutsideTheSubsetStopsTheLoadAtItsPlace(_ c: Case) throws {
        let run = Self.load(c.swift)
        let error = try #require(run.errors.first, "\(c.swift) loaded")
        #expect(error.message == c.message)
        #expect(error.location?.file == "Screen.swift")
        #expect(error.location?.line == c.line && error.location?.column == c.column, "\(String(describing: error.location))")
        #expect(error.hint?.isEmpty == false, "a hint with the nearest supported form")
        #expect(run.interpreter.declaredClasses.isEmpty)
    }

    static let compilerErrors: [Case] = [
        Case(swift: "class V: UIViewController {\n    override func viewDidLoad() {\n        button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)\n    }\n}",
             message: "cannot find 'button' in scope", line: 3, column: 9),
        Case(swift: "class V: UIViewController {\n    @IBOutlet var button: UIButton!\n    override func viewDidLoad() {\n        button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)\n    }\n}",
             message: "cannot find 'tap(_:)' in scope", line: 4, column: 50),
        Case(swift: "class V: UIViewController {\n    @IBOutlet var button: UIButton!\n    @objc func tap(_ sender: UIButton) {}\n    override func viewDidLoad() {\n        button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInsde)\n    }\n}",
             message: "type 'UIControl.Event' has no member 'touchUpInsde'", line: 5, column: 66),
        Case(swift: "class V: UIViewController {\n    func f() {\n", message: "expected '}' to end function", line: 2, column: 15),
        // swift-syntax 603 traps building the fix-it of this lexer error (the fuzzer found it).
        Case(swift: "let a =\u{0C} 1\n", message: "'=' must have consistent whitespace on both sides", line: 1, column: 8),
        Case(swift: "class V: UIViewController {\n    @IBOutlet var label: UILabel!\n    override func viewDidLoad() {\n        label.txt = \"x\"\n    }\n}",
             message: "value of type 'UILabel' has no member 'txt' that simrepl models", line: 4, column: 15),
        Case(swift: "class V: UIViewController {\n    let grid = " + String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13) + "\n}",
             message: "13 '[' in a row: the Swift parser's time doubles with each one, so simrepl stops before parsing this file", line: 2, column: 28),
    ]

    @Test(arguments: compilerErrors)
    func whatTheCompilerRejectsIsRejectedAtLoad(_ c: Case) throws {
        let run = Self.load(c.swift)
        let error = try #require(run.errors.first, "\(c.swift) loaded")
        #expect(error.message == c.message)
        #expect(error.location?.line == c.line && error.location?.column == c.column, "\(String(describing: error.location))")
    }

    /// Twelve brackets in a row parse at once; the guard stops only what would take the parser
    /// seconds to hours (its time doubles per bracket; the fuzzer found 46).
    @Test func twelveBracketsInARowStillParse() throws {
        let run = Self.load("class V: UIViewController {\n    let grid = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12) + "\n}")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    /// 64 brackets open at once parse (the parser's own nesting limit answers first); a 65th is
    /// refused before parsing, because after an unclosed `[` the parser's recovery takes a time
    /// that grows with the square of them (the fuzzer found 17,000 taking seconds).
    @Test func sixtyFourBracketsOpenAtOnceAreTheLimit() throws {
        let body = "class V: UIViewController {\n    func f() {\n        x["
        let atLimit = Self.load(body + String(repeating: "(", count: 61))
        #expect(!atLimit.errors.contains { $0.message.contains("brackets open at once") }, "\(atLimit.errors)")
        let over = Self.load(body + String(repeating: "(", count: 62))
        let error = try #require(over.errors.first)
        #expect(error.message.hasPrefix("more than 64 brackets open at once: simrepl stops before parsing this file"))
        #expect(error.location?.line == 3 && error.location?.column == 10 + 62, "\(String(describing: error.location))")
    }

    @Test func aSwiftClassIsMadeOnlyByTheMakerOfItsSuperclass() throws {
        let run = SwiftRun.of("""
            import "VC.swift"
            window main
            controller home in main
            button b in home.view class VC
            """, files: ["VC.swift": "class VC: UIViewController {}"])
        let error = try #require(run.errors.first)
        #expect(error.message == "VC is a UIViewController subclass (VC.swift), not a UIButton")
        #expect(error.hint == "make it with `controller NAME … class VC`")
    }

    @Test func aSessionWithoutTheFrontEndRefusesImport() throws {
        let run = SwiftRun(files: ["VC.swift": "class VC: UIViewController {}"], frontEnd: false)
        _ = run.interpreter.run(source: "import \"VC.swift\"", file: "test.sim")
        #expect(run.errors.first?.message == "this session has no Swift front end")
    }

    @Test func importReadsOnlySwiftFiles() throws {
        let run = SwiftRun.of("import \"scene.sim\"", files: ["scene.sim": "window main"])
        #expect(run.errors.first?.message == "`import` reads a Swift file (.swift), not 'scene.sim'")
        #expect(run.errors.first?.hint == "include runs a .sim file: include \"scene.sim\"")
    }

    @Test func aProtocolCallMustMatchADeclaredMethod() throws {
        let swift = """
            protocol D: AnyObject { func done(_ sender: UIButton) }
            class V: UIViewController {
                weak var delegate: D?
                @objc func tap(_ sender: UIButton) { delegate?.done(with: sender) }
            }
            """
        let run = Self.load(swift)
        let error = try #require(run.errors.first)
        #expect(error.message == "incorrect argument labels in call (have 'done(with:)', expected 'done(_:)')")
        #expect(error.location?.line == 4)
    }
}
