/// What the interpreter asks of the program that embeds it: where `print` writes, and the
/// native types and functions it adds to the language (the UIKit bridge registers SimCore's
/// classes here, the way the standard library registers `Array` and `String`).
public protocol InterpreterHost: AnyObject {
    /// Standard output: `print` and `debugPrint` write here.
    func write(_ text: String)
    /// Adds the host's native types and functions to the library a program sees.
    func registerNatives(into library: Library)
    /// The program made `instance` of a class that subclasses the host's class `hostClass`
    /// (`MyButton()`): the host makes its object and attaches it (`Instance.attach`).
    func made(_ instance: Instance, hostClass: String)
    /// Sends the protocol method `fullName` to a host object that does not implement it in
    /// Swift (a `.sim` object made a Swift delegate); nil when the host cannot either.
    func send(_ fullName: String, to instance: Instance, args: [Value], at loc: SourceLoc) throws(Interrupt) -> Value?
    /// How `print` shows a host object (nil: as Swift shows an instance of its class).
    func describe(_ instance: Instance) -> String?
    /// `property?.method(args)` on a host object, `property` a `weak` stored property of its
    /// class (a delegate): the host makes the call and answers what the optional chain gives
    /// (nil when the delegate is nil), or declines with nil and the Swift chain runs.
    func call(_ method: String, through property: String, of instance: Instance, args: [Value], at loc: SourceLoc) throws(Interrupt) -> Value?
}

extension InterpreterHost {
    public func registerNatives(into library: Library) {}
    public func made(_ instance: Instance, hostClass: String) {}
    public func send(_ fullName: String, to instance: Instance, args: [Value], at loc: SourceLoc) throws(Interrupt) -> Value? { nil }
    public func describe(_ instance: Instance) -> String? { nil }
    public func call(_ method: String, through property: String, of instance: Instance, args: [Value], at loc: SourceLoc) throws(Interrupt) -> Value? { nil }
}

/// A host that collects what the program prints (for tests).
public final class CapturingHost: InterpreterHost {
    public private(set) var output = ""
    public init() {}
    public func write(_ text: String) { output += text }
}
