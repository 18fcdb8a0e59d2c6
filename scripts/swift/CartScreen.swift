import UIKit

/// A cart whose Remove button reads past the end of its items: a runtime error in a handler.
class CartScreen: UIViewController {
    @IBOutlet var remove: UIButton!
    @IBOutlet var count: UILabel!
    var items = ["Lamp", "Chair"]

    override func viewDidLoad() {
        super.viewDidLoad()
        remove.addTarget(self, action: #selector(removeLast(_:)), for: .touchUpInside)
        count.text = "\(items.count) items"
    }

    @objc func removeLast(_ sender: UIButton) {
        // The bug: the last index is count - 1.
        let last = items[items.count]
        items.removeLast()
        count.text = "\(items.count) items, \(last) removed"
    }
}
