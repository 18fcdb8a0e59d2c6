class VC: UIViewController {
    @objc func tap(_ sender: UIButton) {
        guard let parent = sender.superview else {
            print("no parent")
            return
        }
    }
}
