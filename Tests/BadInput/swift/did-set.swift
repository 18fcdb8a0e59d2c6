class VC: UIViewController {
    var count = 0 {
        didSet { print(count) }
    }
}
