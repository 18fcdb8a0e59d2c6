import SwiftDiagnostics
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// What `#if` conditions are evaluated against: the build a file is compiled for. The choice
/// is simrepl's (no Xcode scheme is here) and visible in `LoadOptions.buildTarget`:
///
/// - `thisMachine`: a program run as `swift main.swift` / `swiftc` on this machine runs — Linux,
///   x86_64 or arm64 as the machine is, no `DEBUG` (swiftc defines none), the modules a Linux
///   toolchain has (`Foundation`, `Glibc`…; not `UIKit`). The differential tests' oracle.
/// - `iOSSimulatorDebug`: a UIKit screen a driver imports is an app's code, built as Xcode's
///   Debug configuration builds it for the iOS Simulator — `os(iOS)`, `targetEnvironment(simulator)`,
///   `arch(arm64)`, `DEBUG` set, `canImport(UIKit)`.
///
/// Both: Swift language mode 5 (what swiftc 6.3 compiles a file in unless told), compiler 6.3.
public enum BuildTarget: Sendable {
    case thisMachine
    case iOSSimulatorDebug
}

/// Evaluates `#if` by blanking: every directive line and every inactive clause becomes spaces
/// (line breaks kept), and the text is parsed again — so the active code parses exactly where
/// it was written, and every line and column the interpreter reports is the user's.
enum ConditionalCompilation {
    /// Whether the text has `#if` at all (a byte scan): most files have none, and looking for
    /// the directives in the tree is a walk of every node (`#selector` is no reason to).
    static func mayHaveIfConfig(_ source: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in source.utf8 {
            if previous == (UInt8(ascii: "#"), UInt8(ascii: "i")) && byte == UInt8(ascii: "f") { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// The text with its inactive `#if` code blanked, or nil when it has no `#if`.
    static func activeText(of source: String, tree: SourceFileSyntax, for target: BuildTarget,
                           problems: inout [(message: String, position: AbsolutePosition)]) -> String? {
        let finder = IfConfigFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.found.isEmpty else { return nil }
        let configuration = SimBuildConfiguration(target: target)
        var bytes = Array(source.utf8)
        func blank(_ start: AbsolutePosition, _ end: AbsolutePosition) {
            for i in start.utf8Offset..<min(end.utf8Offset, bytes.count) where bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") {
                bytes[i] = UInt8(ascii: " ")
            }
        }
        for decl in finder.found {
            let (active, diagnostics) = decl.activeClause(in: configuration)
            for d in diagnostics where d.diagMessage.severity == .error {
                problems.append((d.message, d.position))
            }
            for clause in decl.clauses {
                // The directive (`#if CONDITION`, `#elseif …`, `#else`) goes; the code stays only
                // in the active clause.
                blank(clause.poundKeyword.positionAfterSkippingLeadingTrivia,
                      clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia)
                if clause != active, let elements = clause.elements {
                    blank(elements.positionAfterSkippingLeadingTrivia, elements.endPositionBeforeTrailingTrivia)
                }
            }
            blank(decl.poundEndif.positionAfterSkippingLeadingTrivia, decl.poundEndif.endPositionBeforeTrailingTrivia)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Every `#if` in a file, nested ones too.
private final class IfConfigFinder: SyntaxVisitor {
    var found: [IfConfigDeclSyntax] = []
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}

/// `BuildTarget` as SwiftIfConfig asks it.
private struct SimBuildConfiguration: BuildConfiguration {
    let target: BuildTarget

    private var isIOS: Bool { target == .iOSSimulatorDebug }

    func isCustomConditionSet(name: String) -> Bool { isIOS && name == "DEBUG" }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { false }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        let everywhere: Set<String> = ["Swift", "Foundation", "Dispatch", "_Concurrency", "Observation", "RegexBuilder"]
        let linux: Set<String> = ["Glibc", "FoundationEssentials", "FoundationNetworking", "XCTest"]
        let ios: Set<String> = ["UIKit", "Darwin", "CoreGraphics", "QuartzCore", "CoreFoundation", "os", "Combine", "SwiftUI"]
        return everywhere.contains(module) || (isIOS ? ios : linux).contains(module)
    }

    func isActiveTargetOS(name: String) -> Bool { name == (isIOS ? "iOS" : "Linux") }
    func isActiveTargetArchitecture(name: String) -> Bool {
        if isIOS { return name == "arm64" }
        #if arch(arm64)
        return name == "arm64"
        #else
        return name == "x86_64"
        #endif
    }
    func isActiveTargetEnvironment(name: String) -> Bool { isIOS && name == "simulator" }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" || (isIOS && name == "_ObjC") }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == (isIOS ? "MachO" : "ELF") }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
