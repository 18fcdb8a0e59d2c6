class VC: UIViewController {
    @IBOutlet var label: UILabel!
    let button: UIButton = {
        let button = UIButton()
        print(label)
        return button
    }()
}
