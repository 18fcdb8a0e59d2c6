class VC: UIViewController {
    // ÿþ bad bytes
}
