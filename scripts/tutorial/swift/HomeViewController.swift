import UIKit

/// Lesson 1 in Swift: one button, wired twice in viewDidLoad — a target-action method and a
/// closure that captures the document it saves.
class HomeViewController: UIViewController {
    @IBOutlet var save: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        save.addTarget(self, action: #selector(didTapSave(_:)), for: .touchUpInside)
        let document = "notes.txt"
        save.addAction(UIAction(identifier: UIAction.Identifier("saveAction")) { [document] _ in
            print("saving \(document)")
        }, for: .touchUpInside)
    }

    @objc func didTapSave(_ sender: UIButton) {
        print("didTapSave: sent by \(sender)")
    }
}
