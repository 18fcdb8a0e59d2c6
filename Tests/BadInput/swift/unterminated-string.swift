class VC: UIViewController {
    @objc func tap(_ sender: UIButton) {
        print("never closed)
    }
}
