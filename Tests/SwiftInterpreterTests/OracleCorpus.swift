import Testing
@testable import SwiftInterpreter

/// The differential corpus: each program of Tests/SwiftOracle/programs is interpreted and must
/// print what the real compiler's binary printed (its `.out`), byte for byte; a program that
/// traps must trap with Swift's message (when the binary printed one).
struct OracleCorpus {
    static let folder: String = {
        // …/Tests/SwiftInterpreterTests/OracleCorpus.swift → …/Tests/SwiftOracle/programs
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(2).joined(separator: "/") + "/SwiftOracle/programs"
    }()

    static let programs: [String] = {
        (try? listDirectory(folder))?.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted() ?? []
    }()

    @Test("the corpus is there")
    func corpusIsPresent() {
        #expect(Self.programs.count >= 300)
    }

    @Test("program prints what swiftc's binary printed", arguments: programs)
    func program(_ name: String) throws {
        let source = try readText(Self.folder + "/" + name + ".swift")
        let expected = ExpectedOutput(try readText(Self.folder + "/" + name + ".out"))
        let host = CapturingHost()
        let program: Program
        do {
            program = try Interpreter.load(source: source, fileName: name + ".swift", host: host)
        } catch {
            Issue.record("\(name): does not load:\n\(error.rendered(file: name + ".swift"))")
            return
        }
        var trap: Trap?
        do {
            try program.run()
        } catch {
            switch error {
            case .trap(let t): trap = t
            case .unsupported(let d):
                Issue.record("\(name): stopped at \(d.loc): \(d.message)")
                return
            case .overBudget(let loc):
                Issue.record("\(name): the work budget ran out at \(loc)")
                return
            }
        }
        #expect(host.output == expected.stdout, "\(name): output differs")
        switch (expected.trapMessage, trap) {
        case (nil, nil): break
        case (nil, let t?): Issue.record("\(name): trapped at \(t.loc): \(t.message)")
        case (_?, nil): Issue.record("\(name): should trap")
        case (let message?, let t?):
            if !message.isEmpty { #expect(t.message == message, "\(name): trap message") }
        }
    }
}

/// An `.out` file (Tests/SwiftOracle/programs/README.md): a header line, the standard output,
/// and for a trapping program a trailer with Swift's message.
struct ExpectedOutput {
    var stdout: String
    /// Swift's message for a trap (empty when Swift printed none); nil for a program that exits 0.
    var trapMessage: String?

    init(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeFirst()
        guard let marker = lines.lastIndex(where: { $0.hasPrefix("#--- trap") }) else {
            stdout = lines.joined(separator: "\n")
            trapMessage = nil
            return
        }
        let trailer = lines[marker...]
        trapMessage = trailer.first { $0.hasPrefix("# stderr: ") }.map { String($0.dropFirst("# stderr: ".count)) } ?? ""
        if trapMessage == "# stderr:" { trapMessage = "" }
        var out = lines[..<marker].joined(separator: "\n")
        if marker > 0 { out += "\n" }
        if lines[marker].contains("did not end with a newline"), out.hasSuffix("\n") { out.removeLast() }
        stdout = out
    }
}
