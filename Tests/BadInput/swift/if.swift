class VC: UIViewController {
    @objc func tap(_ sender: UIButton) {
        if sender.isSelected { print("on") }
    }
}
