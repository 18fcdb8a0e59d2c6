import SimCore

/// Which objects a Swift class may be made as: a `class LoginViewController: UIViewController`
/// is made with `controller`, a `class Button: UIButton` with `button`. UIKit's own subclass
/// relations that matter here (a button is a UIControl is a UIView; everything is an NSObject).
enum SwiftSuperclass {
    /// The maker that makes an instance of the UIKit class `name`, for the hint.
    static func maker(for name: String) -> String? {
        if name == "UITableViewController" { return "controller" }
        if name == BridgedSwift.Class.structType { return "object" }
        return ObjectKind.allCases.first { $0.descriptor.uikitName == name }?.descriptor.maker
            ?? (name == "NSObject" ? "object" : nil)
    }
}

extension SimObject {
    /// Whether this object can be an instance of a subclass of the UIKit class `name`.
    func isKind(ofUIKitClass name: String) -> Bool {
        switch name {
        case "NSObject", "UIResponder": return true
        // A struct value is a plain object holding its fields.
        case BridgedSwift.Class.structType: return self is PlainObject
        case "UIView": return self is View
        case "UIControl": return self is Control
        // A UITableViewController is a view controller whose view holds its table.
        case "UITableViewController": return className == "UIViewController"
        default: return className == name
        }
    }
}
