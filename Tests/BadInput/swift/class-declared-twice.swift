import UIKit

class Settings: UIViewController {
    @objc func save(_ sender: UIButton) { print("saved") }
}

class Settings: UIViewController {
    @objc func reset(_ sender: UIButton) { print("reset") }
}
