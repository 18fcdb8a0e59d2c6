class V: UIViewController {
    @IBOutlet var label: UILabel!
    override func viewDidLoad() {
        label.txt = "x"
    }
}
