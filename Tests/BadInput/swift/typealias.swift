class B: UIButton {
    typealias Count = Int
}
