/// A delegate method and the block that stands in for it (HWBlocksUI style; see BlocksProxy).
public struct DelegateMethodBlock: Sendable {
    /// The delegate method (`textFieldShouldReturn:`).
    public let selector: String
    /// The name of the block that stands in for it (`shouldReturnHandler`).
    public let block: String
    /// What UIKit assumes when nobody answers (nil: the method answers nothing).
    public let defaultAnswer: Bool?
    /// The property the proxy takes over for it: `delegate`, or `dataSource` for a table's.
    public var slot = "delegate"

    /// A delegate method, its block, the answer assumed without one, and the property it belongs
    /// to.
    public init(selector: String, block: String, defaultAnswer: Bool?, slot: String = "delegate") {
        self.selector = selector; self.block = block; self.defaultAnswer = defaultAnswer; self.slot = slot
    }
}
