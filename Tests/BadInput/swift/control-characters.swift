class VC: UIViewController {
    @objc func tap(_ sender: UIButton) {
        print("[31mred[0m")
    }
}
