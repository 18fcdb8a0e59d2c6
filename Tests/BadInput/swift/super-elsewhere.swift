class VC: UIViewController {
    override func viewDidLoad() {
        super.viewWillAppear(true)
    }
}
