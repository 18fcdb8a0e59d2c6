/// An app delegate declared in a script (`appdelegate NAME`): a UIResponder subclass, so it joins the chain.
public final class AppDelegate: Responder {
    public override class var descriptor: ClassDescriptor { appDelegateClass }
    public override var isInWindowHierarchy: Bool { true }
}

extension AppDelegate {
    public static let appDelegateClass = ClassDescriptor(.appDelegate, uikit: "UIResponder (app delegate)", appkit: "NSObject (app delegate)", properties: Responder.responderProperties)
}
