import UIKit

/// A controller from a storyboard: its outlets are connected by the nib, then awakeFromNib runs,
/// then (when the view loads) viewDidLoad wires the button.
class LoginScreen: UIViewController {
    @IBOutlet weak var status: UILabel!
    @IBOutlet weak var login: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        print("awake: status says \(status.text!)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        login.addTarget(self, action: #selector(didTapLogin(_:)), for: .touchUpInside)
    }

    @objc func didTapLogin(_ sender: UIButton) {
        status.text = "Logging in"
        print("log in from \(sender)")
    }
}
