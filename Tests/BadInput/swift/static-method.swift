class VC: UIViewController {
    static func make() {}
}
