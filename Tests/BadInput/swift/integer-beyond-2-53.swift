import UIKit

class Counter: UIViewController {
    var count = 9223372036854775807
    @objc func add(_ sender: UIButton) {
        count = count + 1
        print("count \(count)")
    }
}
