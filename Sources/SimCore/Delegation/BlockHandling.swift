/// Objects whose delegate methods can be blocks run by the shared proxy.
public protocol BlockHandling: AnyObject {
    var blocks: [(name: String, closure: ClosureHandler)] { get }
}

extension BlockHandling {
    public func block(_ name: String) -> ClosureHandler? { blocks.first { $0.name == name }?.closure }
}
