/// What the interpreter asks of the program that embeds it: where `print` writes, and the
/// native types and functions it adds to the language (the UIKit bridge registers SimCore's
/// classes here, the way the standard library registers `Array` and `String`).
public protocol InterpreterHost: AnyObject {
    /// Standard output: `print` and `debugPrint` write here.
    func write(_ text: String)
    /// Adds the host's native types and functions to the library a program sees.
    func registerNatives(into library: Library)
}

extension InterpreterHost {
    public func registerNatives(into library: Library) {}
}

/// A host that collects what the program prints (for tests).
public final class CapturingHost: InterpreterHost {
    public private(set) var output = ""
    public init() {}
    public func write(_ text: String) { output += text }
}
