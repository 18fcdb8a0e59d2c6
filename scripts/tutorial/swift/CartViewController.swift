import UIKit

/// Lesson 2 in Swift: three buttons, each handed a closure twice in viewDidLoad. Each closure
/// style has its own rule for the second time.
class CartViewController: UIViewController {
    @IBOutlet var buyNow: UIButton!
    @IBOutlet var buyLater: UIButton!
    @IBOutlet var buyAgain: Button!

    override func viewDidLoad() {
        super.viewDidLoad()
        // UIAction without an identifier: every call adds another (the double-submit bug).
        buyNow.addAction(UIAction { _ in print("submit order") }, for: .touchUpInside)
        buyNow.addAction(UIAction { _ in print("submit order") }, for: .touchUpInside)

        // With an identifier, adding again replaces the action that has it. The capture list
        // copies price as each closure is made; without it both would share the variable.
        var price = 4.99
        buyLater.addAction(UIAction(identifier: UIAction.Identifier("checkout")) { [price] _ in
            print("checkout at \(price)")
        }, for: .touchUpInside)
        price = 5.99
        buyLater.addAction(UIAction(identifier: UIAction.Identifier("checkout")) { [price] _ in
            print("checkout at \(price)")
        }, for: .touchUpInside)

        // The closure property: one closure; setting it again swaps it.
        buyAgain.didTouchUpInside = { _ in print("first version") }
        buyAgain.didTouchUpInside = { _ in print("second version") }
    }
}

/// The closure-property button of the seeds, in today's spelling: setting the closure makes the
/// button its own target; nil removes it.
class Button: UIButton {
    typealias DidTapButton = (Button) -> ()

    var didTouchUpInside: DidTapButton? {
        didSet {
            if didTouchUpInside != nil {
                addTarget(self, action: #selector(didTouchUpInside(_:)), for: .touchUpInside)
            } else {
                removeTarget(self, action: #selector(didTouchUpInside(_:)), for: .touchUpInside)
            }
        }
    }

    @objc func didTouchUpInside(_ sender: UIButton) {
        if let handler = didTouchUpInside {
            handler(self)
        }
    }
}
