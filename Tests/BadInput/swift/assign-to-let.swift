class VC: UIViewController {
    let items = ["a", "b"]
    @objc func tap(_ sender: UIButton) {
        items = ["c"]
    }
}
