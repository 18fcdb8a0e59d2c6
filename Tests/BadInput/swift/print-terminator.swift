class VC: UIViewController {
    override func viewDidLoad() {
        print("x", terminator: "")
    }
}
