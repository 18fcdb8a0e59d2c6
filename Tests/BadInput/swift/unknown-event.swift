class VC: UIViewController {
    @IBOutlet var button: UIButton!
    override func viewDidLoad() {
        button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInsid)
    }
    @objc func tap(_ sender: UIButton) {}
}
