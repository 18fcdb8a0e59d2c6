class VC: UIViewController {
    let formatter = NumberFormatter()
}
