class VC: UIViewController {
    @objc func tap(_ sender: UIButton) {
        guard sender.isEnabled else { return }
    }
}
