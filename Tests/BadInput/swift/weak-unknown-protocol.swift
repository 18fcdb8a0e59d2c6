class VC: UIViewController {
    weak var delegate: Missing?
}
