class VC: UIViewController {
    @objc func tap(_ sender: UIButton) {
        switch sender.tag { default: break }
    }
}
