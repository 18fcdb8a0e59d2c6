import UIKit

// Three mistakes in one file: each is reported, as swiftc reports them, in one run.
class CounterViewController: UIViewController {
    var count = 0
    let label = UILabel()

    @objc func increment(_ sender: UIButton) {
        count += 1
        lable.text = "Count: \(count)"
    }

    @objc func reset(_ sender: UIButton) {
        count = "zero"
        label.isHidden = 1
    }
}
