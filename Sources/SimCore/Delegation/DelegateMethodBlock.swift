/// A delegate method and the block that stands in for it (HWBlocksUI style; see BlocksProxy).
public struct DelegateMethodBlock: Sendable {
    public let selector: String
    public let block: String
    /// What UIKit assumes when nobody answers (nil: the method answers nothing).
    public let defaultAnswer: Bool?
    /// The property the proxy takes over for it: `delegate`, or `dataSource` for a table's.
    public var slot = "delegate"

    public init(selector: String, block: String, defaultAnswer: Bool?, slot: String = "delegate") {
        self.selector = selector; self.block = block; self.defaultAnswer = defaultAnswer; self.slot = slot
    }
}
