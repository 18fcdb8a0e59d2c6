class VC: UIViewController {
    override func viewDidLoad() {
        view.setNeedsLayout()
    }
}
