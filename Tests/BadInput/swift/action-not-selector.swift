class VC: UIViewController {
    @IBOutlet var button: UIButton!
    override func viewDidLoad() {
        button.addTarget(self, action: "tap:", for: .touchUpInside)
    }
    @objc func tap(_ sender: UIButton) {}
}
