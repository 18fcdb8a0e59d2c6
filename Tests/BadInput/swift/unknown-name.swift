class VC: UIViewController {
    override func viewDidLoad() {
        button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
    }
    @objc func tap(_ sender: UIButton) {}
}
