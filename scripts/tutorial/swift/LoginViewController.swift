import UIKit

/// Lesson 3 in Swift: the forgot-password button's action forwards the request to a weak
/// delegate, whoever it is.
protocol LoginViewControllerDelegate: AnyObject {
    func passwordRecoveryRequested(from sender: UIButton)
}

class LoginViewController: UIViewController {
    @IBOutlet var forgotButton: UIButton!
    weak var delegate: LoginViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        forgotButton.addTarget(self, action: #selector(forgotPassword(_:)), for: .touchUpInside)
    }

    @objc func forgotPassword(_ sender: UIButton) {
        delegate?.passwordRecoveryRequested(from: sender)
    }
}

/// The app's coordinator, which shows the recovery screen.
class Coordinator: NSObject, LoginViewControllerDelegate {
    func passwordRecoveryRequested(from sender: UIButton) {
        print("show the recovery screen for \(sender)")
    }
}
