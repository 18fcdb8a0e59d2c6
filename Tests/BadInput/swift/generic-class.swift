class Box<T>: UIView {
}
