import UIKit

/// Lesson 7 in Swift: a Save button wired as an app wires it. Nothing is wrong with this code;
/// the driver, 07-why-nothing-ran.sim, puts things in the button's way and asks why.
class SettingsViewController: UIViewController {
    @IBOutlet var form: UIView!
    @IBOutlet var saveButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: #selector(didTapSave(_:)), for: .touchUpInside)
        saveButton.addAction(UIAction(identifier: UIAction.Identifier("pressFeedback")) { _ in
            print("feedback")
        }, for: .touchDown)
    }

    @objc func didTapSave(_ sender: UIButton) {
        print("saved")
    }
}
