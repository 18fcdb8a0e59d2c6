class B: UIButton {
    typealias Tap = (B) -> ()
    var onTap: Tap? {
        didSet { addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) }
    }
    @objc func tapped(_ sender: UIButton) { onTap?(self) }
}
