import SimCore
import SimScript
import SwiftInterpreter

/// The Swift front end that runs Swift as Swift: `import "File.swift"` loads the file with the
/// interpreter (SwiftInterpreter), and the classes it declares become the session's classes —
/// an object made as one has a Swift instance behind it, and each method UIKit can send is a
/// handler (`Method`) that runs the Swift body, through the same dispatch a `.sim` body takes.
/// So the trace, captures, `why` and `expect` see Swift handlers as they see `.sim` ones.
public struct SwiftBridgeFrontEnd: SwiftFrontEnd {
    public init() {}

    public func bridge(path: String, text: String, simulator: Simulator) throws -> BridgedSwift? {
        try ScreenProgram.module(of: simulator).add(path: path, text: text)
    }
}
