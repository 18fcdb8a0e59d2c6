class VC: UIViewController {
    @objc func tap(_ sender: UIButton) {
        if sender is UIControl && sender.isEnabled { print("a control") }
    }
}
