import UIKit
extension UIButton {
    func pulse() {}
}
