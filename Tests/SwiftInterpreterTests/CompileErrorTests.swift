import Testing
@testable import SwiftInterpreter

/// The compiler's common errors, found at load in one pass and worded as swiftc words them
/// (each message and column below is what swiftc 6.3.1 printed for the same lines; for a
/// requirement implemented with other labels swiftc says more — "has different argument labels
/// from those required" — where simrepl says the type does not conform, swiftc's words for a
/// requirement missing altogether), so a program that would not compile does not run here either.
struct CompileErrorTests {
    /// The messages of loading `source`, as `LINE:COL: message`, or [] when it loads.
    func errors(_ source: String) -> [String] {
        do {
            _ = try Interpreter.load(source: source, fileName: "main.swift", host: CapturingHost())
            return []
        } catch {
            return error.diagnostics.map { "\($0.loc.line):\($0.loc.column): \($0.message)" }
        }
    }

    @Test("a value of another type where a type is written")
    func typeMismatchInAnAnnotation() {
        #expect(errors("let count: Int = \"three\"\n") == ["1:18: cannot convert value of type 'String' to specified type 'Int'"])
        #expect(errors("let n = 3\nlet d: Double = n\n") == ["2:17: cannot convert value of type 'Int' to specified type 'Double'"])
    }

    @Test("a value of another type assigned, returned or passed to the program's own function")
    func typeMismatchesInAssignmentsReturnsAndArguments() {
        #expect(errors("var count = 0\ncount = \"zero\"\n") == ["2:9: cannot assign value of type 'String' to type 'Int'"])
        #expect(errors("var name: String? = nil\nname = 3\n") == ["2:8: cannot assign value of type 'Int' to type 'String'"])
        #expect(errors("var on = true\non = 1\n") == ["2:6: integer literal value '1' cannot be used as a boolean; did you mean 'true'?"])
        #expect(errors("func f() -> Int { return \"s\" }\n") == ["1:26: cannot convert return expression of type 'String' to return type 'Int'"])
        #expect(errors("func h(_ x: Int) {}\nh(\"s\")\n") == ["2:3: cannot convert value of type 'String' to expected argument type 'Int'"])
        #expect(errors("struct P { var x: Int }\nlet p = P(x: \"no\")\n") == ["2:14: cannot convert value of type 'String' to expected argument type 'Int'"])
        // Every one, in one pass.
        #expect(errors("var a = 0\na = \"x\"\nvar b = \"\"\nb = 2\n").count == 2)
        // What Swift converts still loads: a literal to Double, a value into an optional.
        #expect(errors("var d = 1.5\nd = 2\nvar o: Int? = nil\no = 3\nfunc g(_ x: Double?) {}\ng(4)\n") == [])
    }

    /// A library a program extended (`extension Int`) must not serve the next program: the
    /// extension's members would be there without it.
    @Test("a library an extension changed is not reused")
    func anExtendedLibraryIsNotReused() throws {
        let host = CapturingHost()
        let first = try Interpreter.load(files: [("extension Int { var twice: Int { self * 2 } }\nprint(3.twice)\n", "a.swift")], host: host)
        do {
            _ = try Interpreter.load(files: [("print(3.twice)\n", "b.swift")], host: host, reusing: first.library)
            Issue.record("the second program loaded with the first one's extension")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["value of type 'Int' has no member 'twice'"])
        }
        // A program that extends only its own types shares it.
        let own = try Interpreter.load(files: [("struct S {}\nextension S { var n: Int { 1 } }\n", "c.swift")], host: host)
        let next = try Interpreter.load(files: [("print(1)\n", "d.swift")], host: host, reusing: own.library)
        #expect(next.library === own.library)
    }

    @Test("what Swift converts implicitly still loads")
    func implicitConversionsLoad() {
        #expect(errors("""
            let d: Double = 1
            let f: Float = 2
            let c: Character = "c"
            let o: Int? = 5
            let none: String? = nil
            let any: Any = 3
            let list: [Int] = []
            class Animal {}
            class Dog: Animal {}
            let pet: Animal = Dog()

            """) == [])
    }

    @Test("an optional in arithmetic must be unwrapped; == compares optionals as they are")
    func optionalInArithmetic() {
        #expect(errors("let o: Int? = 3\nprint(o + 1)\nprint(2 * o)\n") == [
            "2:7: value of optional type 'Int?' must be unwrapped to a value of type 'Int'",
            "3:11: value of optional type 'Int?' must be unwrapped to a value of type 'Int'",
        ])
        #expect(errors("let o: Int? = 3\nprint(o == 3, o != nil, (o ?? 0) + 1)\n") == [])
    }

    @Test("a protocol requirement not implemented, unless a default or a superclass provides it")
    func missingRequirement() {
        let source = """
            protocol Named {
                var name: String { get }
                func greet(loudly: Bool)
            }
            extension Named { func describe() -> String { name } }
            struct Dog: Named {
                let name: String
                func greet(quietly: Bool) {}
            }
            class Base { func greet(loudly: Bool) {} }
            class Cat: Base, Named { var name = "cat" }
            protocol Shape { var area: Double { get }; func summary() -> String }
            extension Shape { func summary() -> String { "area \\(area)" } }
            struct Square: Shape { var side: Double; var area: Double { side * side } }

            """
        #expect(errors(source) == ["6:8: type 'Dog' does not conform to protocol 'Named'"])
    }

    @Test("every problem in one pass, in source order")
    func everyProblemAtOnce() {
        let found = errors("""
            let total = 3
            print(totl)
            let k = 1
            k = 2
            func greet(name: String) {}
            greet(nam: "a")

            """)
        #expect(found == [
            "2:7: cannot find 'totl' in scope",
            "4:1: cannot assign to value: 'k' is a 'let' constant",
            "6:6: incorrect argument label in call (have 'nam:', expected 'name:')",
        ])
    }

    @Test("an optional in a string interpolation loads with swiftc's warning, and prints Optional(…)")
    func optionalInterpolationWarns() throws {
        let host = CapturingHost()
        let program = try Interpreter.load(source: """
            let name: String? = "Ada"
            print("Hello \\(name)")
            print("Hi \\(name ?? "you") \\(String(describing: name))")

            """, fileName: "main.swift", host: host)
        #expect(program.warnings.map { "\($0.loc.line):\($0.loc.column): \($0.message)" } == [
            "2:16: string interpolation produces a debug description for an optional value; did you mean to make this explicit?",
        ])
        try program.run()
        #expect(host.output == "Hello Optional(\"Ada\")\nHi Ada Optional(\"Ada\")\n")
    }

    /// A value whose type is unknown may be a class instance, changed through a `let` as Swift
    /// allows: one missing name is one error, not a cascade of false ones (real UIKit files
    /// gave 180 such before the UIKit surface exists).
    @Test("one unknown type is one error, not a cascade")
    func unknownTypeDoesNotCascade() {
        #expect(errors("let button = MysteryButton()\nbutton.title = \"Go\"\nbutton.frame.size = 3\n")
                == ["1:14: cannot find 'MysteryButton' in scope"])
        #expect(errors("struct P { var x = 0 }\nlet p = P()\np.x = 1\n")
                == ["3:3: cannot assign to property: 'p' is a 'let' constant"])
    }

    /// swift-syntax 603's ParseDiagnosticsGenerator traps on a lexer error it cannot fix
    /// (`=` beside a form feed, found by the UIKit front end's fuzzer): the lexer's own words
    /// are read off the token instead, and the program does not crash simrepl. (swiftc names
    /// column 7, the `=`; swift-syntax's lexer the character after it.)
    @Test("a lexer error is reported, not a crash of the parser's diagnostics")
    func lexerErrorWithoutTheGenerator() {
        #expect(errors("let a =\u{0C}? 1\nprint(a)\n") == ["1:8: '=' must have consistent whitespace on both sides"])
    }

    @Test("a deprecated name Swift 4 code calls runs, with the compiler's warning")
    func deprecatedIndexOf() throws {
        let host = CapturingHost()
        let program = try Interpreter.load(source: "let a = [3, 1, 2]\nif let i = a.index(of: 2) { print(i) }\n",
                                           fileName: "main.swift", host: host)
        #expect(program.warnings.map { "\($0.loc.line):\($0.loc.column): \($0.message)" }
                == ["2:14: 'index(of:)' is deprecated: renamed to 'firstIndex(of:)'"])
        try program.run()
        #expect(host.output == "2\n")
    }

    /// UIKit code declares `var count: Int!` as often as outlets: an implicitly unwrapped
    /// optional is unwrapped where arithmetic needs a value, and still compares with nil.
    @Test("an implicitly unwrapped optional in arithmetic runs; nil traps as Swift does")
    func implicitlyUnwrappedArithmetic() throws {
        let host = CapturingHost()
        let program = try Interpreter.load(source: """
            var x: Int! = 3
            class C { var n: Int! = 2 }
            let c = C()
            print(x + 1, c.n * 2, x < 5, x == nil)
            x = nil
            print(x == nil)
            print(x + 1)

            """, fileName: "main.swift", host: host)
        #expect(program.warnings.isEmpty)
        #expect(throws: RunFailure.self) { try program.run() }
        #expect(host.output == "4 4 true false\ntrue\n")
    }
}
