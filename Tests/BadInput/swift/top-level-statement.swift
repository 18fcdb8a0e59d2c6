import UIKit
let button = UIButton()
