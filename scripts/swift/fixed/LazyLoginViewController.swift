// The fix `why` suggests for seed 004's buttons: `lazy var` instead of `let`. A lazy
// property's initializer runs on first use, when `self` is the controller, so
// addTarget(self, …) passes the controller itself. (The protocol is the seed's,
// with the call fixed as in LoginViewController.swift beside this file.)
/// Protocol to specify what must be implemented in order to conform to a `LoginViewControllerDelegate`.
protocol LazyLoginViewControllerDelegate: AnyObject {
func loginViewControllerPasswordRecoveryRequested(_ loginViewController: LazyLoginViewController)
}
/// A controller that manages the actions for login and forgot password buttons.
final class LazyLoginViewController: UIViewController {
/// Button that user taps on to perform the login operation
private lazy var loginButton: UIButton = {
let button = UIButton()
/// Here we add the Target-Action mechanism to the button.
/// We will call the performLogin method when the user taps on the login button and releases the button while their finger is inside the bounds of the button.
button.addTarget(self, action: #selector(performLogin(_:)), for: .touchUpInside)
return button
}()
/// Button that user taps on to perform password recovery operation
private lazy var forgotPassword: UIButton = {
let button = UIButton()
button.addTarget(self, action: #selector(performPasswordRecovery(_:)), for: .touchUpInside)
return button
}()
/// Property that represents the actions that can be performed on behalf of this class
weak var delegate: LazyLoginViewControllerDelegate?
@objc private func performLogin(_ sender: UIButton) {
/// Logic that performs a login operation goes here
}
@objc private func performPasswordRecovery(_ sender: UIButton) {
/// Inform the delegate that this user interaction took place and the forgot password button was pressed.
/// The class that conforms to this method will actually implement this method
delegate?.loginViewControllerPasswordRecoveryRequested(self)
}
}
