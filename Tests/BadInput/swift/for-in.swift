class VC: UIViewController {
    override func viewDidLoad() {
        for i in 0..<3 { print(i) }
    }
}
