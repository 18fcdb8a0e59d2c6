class VC: UIViewController {
    @objc func tap(_ sender: UIButton) {
        if let parent = sender.superview {
            print(parent)
        } else {
            print("none")
        }
    }
}
