class VC: UIViewController {
    struct Item {
        let price: Double
        var label: String { return String(format: "%.2f", price) }
    }
}
