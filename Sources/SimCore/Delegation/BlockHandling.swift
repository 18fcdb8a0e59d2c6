/// Objects whose delegate methods can be blocks run by the shared proxy.
public protocol BlockHandling: AnyObject {
    /// The blocks set on the object, by name (`shouldReturnHandler`), in the order set.
    var blocks: [(name: String, closure: ClosureHandler)] { get }
}

extension BlockHandling {
    /// The block named `name`, if one is set.
    public func block(_ name: String) -> ClosureHandler? { blocks.first { $0.name == name }?.closure }
}
