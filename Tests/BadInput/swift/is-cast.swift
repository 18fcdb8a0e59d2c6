class VC: UIViewController {
    @objc func tap(_ sender: UIButton) {
        if sender is UISwitch { print("a switch") }
    }
}
