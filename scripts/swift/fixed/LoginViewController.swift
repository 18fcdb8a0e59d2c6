// Seed 004's LoginViewController with the one change the compiler demands: the
// seed calls delegate?.passwordRecoveryRequested(from:), a method its protocol does
// not declare (../LoginViewController.swift is the seed as published, and fails to
// load there). Everything else — the buttons made in closure initializers that pass
// `self` to addTarget — is as published.
/// Protocol to specify what must be implemented in order to conform to a `LoginViewControllerDelegate`.
protocol LoginViewControllerDelegate: class {
func loginViewControllerPasswordRecoveryRequested(_ loginViewController: LoginViewController)
}
/// A controller that manages the actions for login and forgot password buttons.
final class LoginViewController: UIViewController {
/// Button that user taps on to perform the login operation
private let loginButton: UIButton = {
let button = UIButton()
/// Here we add the Target-Action mechanism to the button.
/// We will call the performLogin method when the user taps on the login button and releases the button while their finger is inside the bounds of the button.
button.addTarget(self, action: #selector(performLogin(_:)), for: .touchUpInside)
return button
}()
/// Button that user taps on to perform password recovery operation
private let forgotPassword: UIButton = {
let button = UIButton()
button.addTarget(self, action: #selector(performPasswordRecovery(_:)), for: .touchUpInside)
return button
}()
/// Property that represents the actions that can be performed on behalf of this class
weak var delegate: LoginViewControllerDelegate?
@objc private func performLogin(_ sender: UIButton) {
/// Logic that performs a login operation goes here
}
@objc private func performPasswordRecovery(_ sender: UIButton) {
/// Inform the delegate that this user interaction took place and the forgot password button was pressed.
/// The class that conforms to this method will actually implement this method
delegate?.loginViewControllerPasswordRecoveryRequested(self)
}
}
