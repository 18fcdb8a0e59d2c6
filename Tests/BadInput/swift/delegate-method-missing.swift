protocol D: AnyObject {
    func done(_ sender: UIButton)
}
class VC: UIViewController {
    weak var delegate: D?
    @objc func tap(_ sender: UIButton) {
        delegate?.finished(sender)
    }
}
