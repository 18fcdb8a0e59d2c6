class VC: UIViewController {
    let items = ["One", "Two"]
}
