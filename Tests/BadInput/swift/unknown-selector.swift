class VC: UIViewController {
    @IBOutlet var button: UIButton!
    override func viewDidLoad() {
        button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
    }
    @objc func tap(_ sender: UIButton) {}
}
