/// An app delegate declared in a script (`appdelegate NAME`): a UIResponder subclass, so it joins the chain.
public final class AppDelegate: Responder {
    public override var kind: ObjectKind { .appDelegate }
    public override var isInWindowHierarchy: Bool { true }
}
