class B: UIButton {
    typealias Tap = (B) -> ()
}
