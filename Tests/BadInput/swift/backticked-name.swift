import UIKit

class Picker: UIViewController {
    var `default` = "none"
    @objc func pick(_ sender: UIButton) { print(`default`) }
}
