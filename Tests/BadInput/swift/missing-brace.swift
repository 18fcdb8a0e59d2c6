class VC: UIViewController {
    func f() {
