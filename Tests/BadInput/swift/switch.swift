class VC: UIViewController {
    @objc func tap(_ sender: UIButton) {
        switch sender.title {
        case let title?:
            print(title)
        default:
            break
        }
    }
}
