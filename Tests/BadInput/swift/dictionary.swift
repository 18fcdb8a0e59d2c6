class VC: UIViewController {
    let prices = ["Lamp": 19.99]
}
